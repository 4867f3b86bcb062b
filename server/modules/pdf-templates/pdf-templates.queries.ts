import type { Insertable, Updateable } from 'kysely';
import type { PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import type { ScopedTransaction } from '../../db/context';
import type { PdfTemplatesTable } from '../../db/schema';
import type { LibraryReader } from '../documents/library-access';
import { visibleTo } from '../documents/library-visibility';

/** A template with its PDF's file name (the version its fields were placed on). */
export interface TemplateRow {
  id: string;
  name: string;
  document_id: string;
  document_version: number;
  page_count: number;
  fields: PdfTemplateField[];
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  file_name: string;
}

// The office's live templates whose document the reader sees, with the file name of their version.
function seen(trx: ScopedTransaction, reader: LibraryReader) {
  return trx
    .selectFrom('pdf_templates as t')
    .innerJoin('documents as d', (join) => join.onRef('d.id', '=', 't.document_id').onRef('d.tenant_id', '=', 't.tenant_id'))
    .innerJoin('document_versions as v', (join) => join.onRef('v.document_id', '=', 't.document_id').onRef('v.tenant_id', '=', 't.tenant_id').onRef('v.version', '=', 't.document_version'))
    .where('t.deleted_at', 'is', null)
    .where(visibleTo(reader))
    .select(['t.id', 't.name', 't.document_id', 't.document_version', 't.page_count', 't.fields', 't.created_by', 't.created_at', 't.updated_at', 'v.file_name']);
}

/** The templates the reader sees (at most 500), newest change first. */
export async function listTemplates(trx: ScopedTransaction, reader: LibraryReader, filters: { documentId?: string; search?: string }): Promise<TemplateRow[]> {
  let query = seen(trx, reader);
  if (filters.documentId) query = query.where('t.document_id', '=', filters.documentId);
  const words = filters.search?.trim();
  if (words) query = query.where('t.name', 'ilike', `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  return (await query.orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(500).execute()) as TemplateRow[];
}

/** One template the reader sees, locked for a change when asked. */
export async function readTemplate(trx: ScopedTransaction, reader: LibraryReader, id: string, lock = false): Promise<TemplateRow | undefined> {
  const query = seen(trx, reader).where('t.id', '=', id);
  return (await (lock ? query.forUpdate('t') : query).executeTakeFirst()) as TemplateRow | undefined;
}

/** Stores a new template. */
export async function insertTemplate(trx: ScopedTransaction, row: Insertable<PdfTemplatesTable>): Promise<void> {
  await trx.insertInto('pdf_templates').values(row).execute();
}

/** Changes a template's columns (updated_at set to now). */
export async function updateTemplate(trx: ScopedTransaction, id: string, change: Updateable<PdfTemplatesTable>): Promise<void> {
  await trx
    .updateTable('pdf_templates')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
