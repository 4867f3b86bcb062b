import { sql, type Insertable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { SimulationTemplatesTable } from '../../db/schema';

/** A template the office's people saved, with its author's name. */
export interface SavedTemplateRow {
  id: string;
  name: string;
  description: string | null;
  category: string;
  kind: string;
  inputs: Record<string, unknown>;
  created_by: string | null;
  author_name: string | null;
  created_at: Date;
}

function live(trx: ScopedTransaction) {
  return trx
    .selectFrom('simulation_templates as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .where('t.deleted_at', 'is', null)
    .select([
      't.id', 't.name', 't.description', 't.category', 't.kind', 't.inputs', 't.created_by', 't.created_at',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('author_name'),
    ]);
}

/** The office's saved templates (at most 200), oldest first, as they were added. */
export async function listSavedTemplates(trx: ScopedTransaction): Promise<SavedTemplateRow[]> {
  return (await live(trx).orderBy('t.created_at').orderBy('t.id').limit(200).execute()) as SavedTemplateRow[];
}

/** One saved template, locked for a change when asked. */
export async function readSavedTemplate(trx: ScopedTransaction, id: string, lock = false): Promise<SavedTemplateRow | undefined> {
  const query = live(trx).where('t.id', '=', id);
  return (await (lock ? query.forUpdate('t') : query).executeTakeFirst()) as SavedTemplateRow | undefined;
}

export async function insertSavedTemplate(trx: ScopedTransaction, row: Insertable<SimulationTemplatesTable>): Promise<void> {
  await trx.insertInto('simulation_templates').values(row).execute();
}

export async function deleteSavedTemplate(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.updateTable('simulation_templates').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}
