import { sql, type Insertable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** A kept transformation with its maker's name. */
export interface XmlTransformationRow {
  id: string;
  document_id: string;
  type: 'json' | 'flat' | 'business';
  output_format: 'json' | 'csv' | 'xlsx';
  success: boolean;
  error: Record<string, string> | null;
  storage_key: string | null;
  file_size: string | null;
  row_count: number | null;
  created_at: Date;
  creator_name: string | null;
}

const selectTransformations = (trx: ScopedTransaction) =>
  trx
    .selectFrom('xml_transformations as x')
    .leftJoin('users as u', 'u.id', 'x.created_by')
    .select(['x.id', 'x.document_id', 'x.type', 'x.output_format', 'x.success', 'x.error', 'x.storage_key', 'x.file_size', 'x.row_count', 'x.created_at', sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('creator_name')]);

/** A document's transformations, newest first. */
export async function transformationsOf(trx: ScopedTransaction, documentId: string): Promise<XmlTransformationRow[]> {
  return (await selectTransformations(trx).where('x.document_id', '=', documentId).orderBy('x.created_at', 'desc').orderBy('x.id', 'desc').execute()) as XmlTransformationRow[];
}

/** One transformation of a document. */
export async function readTransformation(trx: ScopedTransaction, documentId: string, id: string): Promise<XmlTransformationRow | undefined> {
  return (await selectTransformations(trx).where('x.document_id', '=', documentId).where('x.id', '=', id).executeTakeFirst()) as XmlTransformationRow | undefined;
}

export async function insertTransformation(trx: ScopedTransaction, row: Insertable<Database['xml_transformations']>): Promise<void> {
  await trx.insertInto('xml_transformations').values(row).execute();
}
