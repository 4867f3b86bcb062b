import { sql, type Selectable } from 'kysely';
import type { DocumentTemplate } from '../../../engine/generated/config-types';
import type { ScopedTransaction } from '../../db/context';
import type { DocumentTemplatesTable } from '../../db/schema';

/** A template the office wrote, as stored. */
export type AuthoredTemplateRow = Omit<Selectable<DocumentTemplatesTable>, 'tenant_id'>;

/** What a template's row holds of its body (its id aside). */
export type AuthoredTemplateBody = Omit<DocumentTemplate, 'id'>;

const COLUMNS = ['id', 'document_type', 'name', 'description', 'module', 'outputs', 'title', 'blocks', 'created_by', 'created_at', 'updated_by', 'updated_at'] as const;

const columnsOf = (body: AuthoredTemplateBody) => ({
  document_type: body.documentType,
  name: JSON.stringify(body.name),
  description: body.description ? JSON.stringify(body.description) : null,
  module: body.module ?? null,
  outputs: body.outputs ?? ['pdf'],
  title: JSON.stringify(body.title),
  blocks: JSON.stringify(body.blocks),
});

/** The office's own templates, oldest first. */
export function listAuthoredTemplates(trx: ScopedTransaction): Promise<AuthoredTemplateRow[]> {
  return trx.selectFrom('document_templates').select(COLUMNS).orderBy('created_at').orderBy('id').execute();
}

/** One of the office's own templates. */
export function findAuthoredTemplate(trx: ScopedTransaction, id: string): Promise<AuthoredTemplateRow | undefined> {
  return trx.selectFrom('document_templates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** One of the office's own templates, locked for a change. */
export function lockAuthoredTemplate(trx: ScopedTransaction, id: string): Promise<AuthoredTemplateRow | undefined> {
  return trx.selectFrom('document_templates').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Stores a new template of the office. */
export function insertAuthoredTemplate(trx: ScopedTransaction, tenantId: string, body: AuthoredTemplateBody, by: string | null): Promise<AuthoredTemplateRow> {
  return trx
    .insertInto('document_templates')
    .values({ tenant_id: tenantId, ...columnsOf(body), created_by: by, updated_by: by })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Replaces a template's body. */
export function updateAuthoredTemplate(trx: ScopedTransaction, id: string, body: AuthoredTemplateBody, by: string | null): Promise<AuthoredTemplateRow> {
  return trx
    .updateTable('document_templates')
    .set({ ...columnsOf(body), updated_by: by, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes a template of the office. */
export async function deleteAuthoredTemplate(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('document_templates').where('id', '=', id).execute();
}
