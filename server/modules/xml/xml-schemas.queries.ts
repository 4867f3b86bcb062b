import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** An XSD the office uploaded, as the schema screens list it (without its text unless asked). */
export interface XmlSchemaRow {
  id: string;
  name: string;
  description: string | null;
  root_element: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface XmlSchemaWithXsd extends XmlSchemaRow {
  xsd: string;
}

const COLUMNS = ['s.id', 's.name', 's.description', 's.root_element', 's.created_at', 's.updated_at'] as const;

function live(trx: ScopedTransaction) {
  return trx.selectFrom('xml_schemas as s').where('s.deleted_at', 'is', null);
}

/** The office's schemas (at most 200), by name. */
export async function listXmlSchemas(trx: ScopedTransaction): Promise<XmlSchemaRow[]> {
  return (await live(trx).select(COLUMNS).orderBy(sql`lower(s.name)`).orderBy('s.id').limit(200).execute()) as XmlSchemaRow[];
}

/** One of the office's schemas with its XSD, locked for a change when asked. */
export async function readXmlSchema(trx: ScopedTransaction, id: string, lock = false): Promise<XmlSchemaWithXsd | undefined> {
  const query = live(trx).select([...COLUMNS, 's.xsd']).where('s.id', '=', id);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) as XmlSchemaWithXsd | undefined;
}

export async function insertXmlSchema(trx: ScopedTransaction, row: Insertable<Database['xml_schemas']>): Promise<void> {
  await trx.insertInto('xml_schemas').values(row).execute();
}

export async function updateXmlSchema(trx: ScopedTransaction, id: string, changes: Updateable<Database['xml_schemas']>): Promise<void> {
  await trx.updateTable('xml_schemas').set({ ...changes, updated_at: new Date() }).where('id', '=', id).where('deleted_at', 'is', null).execute();
}

export async function deleteXmlSchema(trx: ScopedTransaction, id: string, userId: string | null): Promise<void> {
  await trx.updateTable('xml_schemas').set({ deleted_at: new Date(), updated_by: userId }).where('id', '=', id).execute();
}
