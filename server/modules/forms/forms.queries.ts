import { sql } from 'kysely';
import type { FormDefinition } from '../../../engine/generated/config-types';
import type { ScopedTransaction } from '../../db/context';

/** A stored form as its row holds it, with the name of who saved it last. */
export interface FormRow {
  id: string;
  formKey: string;
  category: string | null;
  definition: FormDefinition;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedByName: string | null;
}

/** One saved version of a form. */
export interface FormVersionRow {
  version: number;
  category: string | null;
  definition: FormDefinition;
  savedAt: string;
  savedByName: string | null;
}

/** What a save writes: the definition, its category and who saves it. */
export interface FormWrite {
  category: string | null;
  definition: FormDefinition;
  userId: string | null;
}

// The name of the member joined as u, or null.
const personName = () => sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`;

const formColumns = (trx: ScopedTransaction) =>
  trx
    .selectFrom('office_forms as f')
    .leftJoin('users as u', 'u.id', 'f.updated_by')
    .select(['f.id', 'f.form_key', 'f.category', 'f.definition', 'f.version', 'f.created_at', 'f.updated_at', personName().as('updated_by_name')])
    .where('f.deleted_at', 'is', null);

type Row = Awaited<ReturnType<ReturnType<typeof formColumns>['executeTakeFirstOrThrow']>>;

const toForm = (row: Row): FormRow => ({
  id: row.id,
  formKey: row.form_key,
  category: row.category,
  definition: row.definition,
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedByName: row.updated_by_name,
});

/** The office's forms, the last saved first. */
export async function listForms(trx: ScopedTransaction): Promise<FormRow[]> {
  return (await formColumns(trx).orderBy('f.updated_at', 'desc').orderBy('f.id').execute()).map(toForm);
}

/** One form of the office that is not deleted, or undefined. */
export async function readForm(trx: ScopedTransaction, id: string): Promise<FormRow | undefined> {
  const row = await formColumns(trx).where('f.id', '=', id).executeTakeFirst();
  return row ? toForm(row) : undefined;
}

/** One form of the office, locked until the transaction ends so that saves take turns; undefined when there is none. */
export async function lockForm(trx: ScopedTransaction, id: string): Promise<{ version: number } | undefined> {
  return trx.selectFrom('office_forms').select('version').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** The form ids (form keys) of the office's forms not deleted that start with `prefix`. */
export async function formKeysLike(trx: ScopedTransaction, prefix: string): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await trx.selectFrom('office_forms').select('form_key').where('deleted_at', 'is', null).where('form_key', 'like', `${escaped}%`).execute();
  return rows.map((row) => row.form_key);
}

/** Whether another form of the office not deleted has this form id. */
export async function isFormKeyTaken(trx: ScopedTransaction, formKey: string, exceptId?: string): Promise<boolean> {
  let query = trx.selectFrom('office_forms').select('id').where('deleted_at', 'is', null).where('form_key', '=', formKey);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function insertVersion(trx: ScopedTransaction, tenantId: string, formId: string, version: number, write: FormWrite): Promise<void> {
  await trx
    .insertInto('office_form_versions')
    .values({ tenant_id: tenantId, form_id: formId, version, category: write.category, definition: JSON.stringify(write.definition), saved_by: write.userId })
    .execute();
}

/** Stores a new form as its version 1; answers its id. */
export async function insertForm(trx: ScopedTransaction, tenantId: string, write: FormWrite): Promise<string> {
  const { id } = await trx
    .insertInto('office_forms')
    .values({ tenant_id: tenantId, form_key: write.definition.id, category: write.category, definition: JSON.stringify(write.definition), created_by: write.userId, updated_by: write.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertVersion(trx, tenantId, id, 1, write);
  return id;
}

/** Saves a form's next version: the form as it now is, and the version kept beside the earlier ones. */
export async function saveFormVersion(trx: ScopedTransaction, tenantId: string, id: string, version: number, write: FormWrite): Promise<void> {
  await trx
    .updateTable('office_forms')
    .set({ form_key: write.definition.id, category: write.category, definition: JSON.stringify(write.definition), version, updated_by: write.userId, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await insertVersion(trx, tenantId, id, version, write);
}

/** Marks a form deleted: it leaves the lists, its form id is free again, its versions stay. */
export async function markFormDeleted(trx: ScopedTransaction, id: string, userId: string | null): Promise<void> {
  await trx.updateTable('office_forms').set({ deleted_at: new Date(), updated_by: userId, updated_at: new Date() }).where('id', '=', id).execute();
}

const versionColumns = (trx: ScopedTransaction, formId: string) =>
  trx
    .selectFrom('office_form_versions as v')
    .innerJoin('office_forms as f', (join) => join.onRef('f.tenant_id', '=', 'v.tenant_id').onRef('f.id', '=', 'v.form_id'))
    .leftJoin('users as u', 'u.id', 'v.saved_by')
    .select(['v.version', 'v.category', 'v.definition', 'v.saved_at', personName().as('saved_by_name')])
    .where('v.form_id', '=', formId)
    .where('f.deleted_at', 'is', null);

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionColumns>['executeTakeFirstOrThrow']>>;

const toVersion = (row: VersionRow): FormVersionRow => ({
  version: row.version,
  category: row.category,
  definition: row.definition,
  savedAt: new Date(row.saved_at).toISOString(),
  savedByName: row.saved_by_name,
});

/** The most versions a list answers: the newest ones. */
export const VERSION_LIST_LIMIT = 200;

/** A form's versions, newest first (the newest VERSION_LIST_LIMIT). */
export async function listFormVersions(trx: ScopedTransaction, formId: string): Promise<FormVersionRow[]> {
  return (await versionColumns(trx, formId).orderBy('v.version', 'desc').limit(VERSION_LIST_LIMIT).execute()).map(toVersion);
}

/** One version of a form, or undefined. */
export async function readFormVersion(trx: ScopedTransaction, formId: string, version: number): Promise<FormVersionRow | undefined> {
  const row = await versionColumns(trx, formId).where('v.version', '=', version).executeTakeFirst();
  return row ? toVersion(row) : undefined;
}
