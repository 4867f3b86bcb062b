import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { changeSettings, readSettings } from '../office-admin/office-admin.service';
import { sameJson } from '../office-admin/override-changes';
import { checkedDefinition } from './form-definition-checks';
import { assertOfficeResolves, baseCustomFormsOf, intakeIdOf, moduleFormsOf, usesOf, withUses, type FormUsage } from './form-usage';
import { formSummary, storedForm, versionSummary, versionView, type FormSummary, type FormVersionSummary, type FormVersionView, type StoredForm } from './form-views';
import { formError } from './forms.messages';
import {
  insertForm,
  isFormKeyTaken,
  listFormVersions,
  listForms,
  lockForm,
  markFormDeleted,
  readForm,
  readFormVersion,
  saveFormVersion,
  type FormRow,
} from './forms.queries';

// Only the office's admins build and keep its forms: the module's routes allow no one else (declareAccess).

/** The audit events of stored forms. */
export type FormEvent = 'form.created' | 'form.updated' | 'form.deleted' | 'form.imported' | 'form.used';

/** Writes a form's audit entry in the transaction of its change. */
export async function auditForm(trx: ScopedTransaction, ctx: OfficeContext, eventType: FormEvent, id: string, change: { before?: unknown; after?: unknown }): Promise<void> {
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'forms', entityType: 'office_form', entityId: id, ...change, success: true });
}

// What the audit keeps of a form: its id, category, version and definition.
const audited = (row: Pick<FormRow, 'formKey' | 'category' | 'version' | 'definition'>) => ({ formId: row.formKey, category: row.category, version: row.version, definition: row.definition });

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** Runs a save, answering 409 FORM_ID_TAKEN when another form took the id meanwhile (the database's unique index). */
async function savingKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw formError(409, 'FORM_ID_TAKEN');
    throw error;
  }
}

/** The office's overrides, its intake's id and its records modules' forms: what tells what each form is used as. */
export async function usageContext(ctx: OfficeContext, catalog: OfficeTypeCatalog): Promise<FormUsage> {
  return { overrides: (await readSettings(ctx)).overrides, intakeId: intakeIdOf(ctx, catalog), modules: moduleFormsOf(ctx), baseCustomForms: baseCustomFormsOf(ctx, catalog) };
}

/** The office's forms, the last saved first, each with what the office uses it as. */
export async function listStoredForms(ctx: OfficeContext, catalog: OfficeTypeCatalog): Promise<FormSummary[]> {
  const [rows, usage] = [await inOffice(ctx, listForms), await usageContext(ctx, catalog)];
  return rows.map((row) => formSummary(row, usesOf(usage, row.definition)));
}

/** A form's row (404 FORM_NOT_FOUND when the office has none by that id, or deleted it). */
export async function formRow(ctx: OfficeContext, id: string): Promise<FormRow> {
  const row = await inOffice(ctx, (trx) => readForm(trx, id));
  if (!row) throw formError(404, 'FORM_NOT_FOUND');
  return row;
}

/** One form whole, with what the office uses it as. */
export async function readStoredForm(ctx: OfficeContext, catalog: OfficeTypeCatalog, id: string): Promise<StoredForm> {
  const row = await formRow(ctx, id);
  const usage = await usageContext(ctx, catalog);
  return storedForm(row, usesOf(usage, row.definition));
}

/** What a new form is stored from. */
export interface NewForm {
  definition: unknown;
  category?: string | null;
}

/**
 * Stores a form as its version 1 after the engine's checks (400 FORM_INVALID with each problem at its field); its
 * id must be free in the office (409 FORM_ID_TAKEN). Audited as created, or as imported.
 */
export async function createStoredForm(ctx: OfficeContext, body: NewForm, eventType: 'form.created' | 'form.imported' = 'form.created'): Promise<StoredForm> {
  const definition = checkedDefinition(ctx, body.definition);
  const row = await savingKey(() =>
    inOffice(ctx, async (trx) => {
      if (await isFormKeyTaken(trx, definition.id)) throw formError(409, 'FORM_ID_TAKEN');
      const id = await insertForm(trx, ctx.tenant.id, { definition, category: body.category ?? null, userId: actorUserId(ctx.actor) });
      const created = (await readForm(trx, id))!;
      await auditForm(trx, ctx, eventType, id, { after: audited(created) });
      return created;
    }),
  );
  return storedForm(row, []);
}

/** A change of a form: its definition, its category (absent keeps it, null takes it away) and the version it was made on. */
export interface FormChange {
  definition: unknown;
  category?: string | null;
  version: number;
}

/**
 * Saves a form's next version when the change was made on its newest (409 FORM_STALE_VERSION otherwise), after the
 * engine's checks. A form the office uses (its intake, a records module's form) stays in use: the office's settings
 * take the new version too (checked first, 400 FORM_INTAKE_INVALID). The same definition and category again make no version.
 */
export async function updateStoredForm(ctx: OfficeContext, catalog: OfficeTypeCatalog, id: string, change: FormChange): Promise<StoredForm> {
  // Another office's form, or none, is 404 whatever the body says: the checks below would tell it apart.
  const before = await formRow(ctx, id);
  const definition = checkedDefinition(ctx, change.definition);
  const usage = await usageContext(ctx, catalog);
  const uses = usesOf(usage, before.definition);
  if (uses.length > 0) assertOfficeResolves(ctx, catalog, withUses(usage.overrides, usage, uses, definition));
  const category = change.category === undefined ? before.category : change.category;
  const after = await savingKey(() =>
    inOffice(ctx, async (trx) => {
      const locked = await lockForm(trx, id);
      if (!locked) throw formError(404, 'FORM_NOT_FOUND');
      if (locked.version !== change.version) throw formError(409, 'FORM_STALE_VERSION');
      const current = (await readForm(trx, id))!;
      if (sameJson(current.definition, definition) && current.category === category) return current;
      if (await isFormKeyTaken(trx, definition.id, id)) throw formError(409, 'FORM_ID_TAKEN');
      await saveFormVersion(trx, ctx.tenant.id, id, locked.version + 1, { definition, category, userId: actorUserId(ctx.actor) });
      const saved = (await readForm(trx, id))!;
      await auditForm(trx, ctx, 'form.updated', id, { before: audited(current), after: audited(saved) });
      return saved;
    }),
  );
  if (uses.length > 0 && after.version !== before.version) await changeSettings(ctx, catalog, (overrides) => withUses(overrides, usage, uses, definition));
  return storedForm(after, uses);
}

/** Deletes a form (its versions stay, its id is free again); refused with 409 FORM_IN_USE while the office uses it (its intake, a module's form). */
export async function deleteStoredForm(ctx: OfficeContext, catalog: OfficeTypeCatalog, id: string): Promise<void> {
  const usage = await usageContext(ctx, catalog);
  await inOffice(ctx, async (trx) => {
    if (!(await lockForm(trx, id))) throw formError(404, 'FORM_NOT_FOUND');
    const row = (await readForm(trx, id))!;
    if (usesOf(usage, row.definition).length > 0) throw formError(409, 'FORM_IN_USE');
    await markFormDeleted(trx, id, actorUserId(ctx.actor));
    await auditForm(trx, ctx, 'form.deleted', id, { before: audited(row) });
  });
}

/** A form's saved versions, newest first (404 when the office has no such form). */
export async function storedFormVersions(ctx: OfficeContext, id: string): Promise<FormVersionSummary[]> {
  return inOffice(ctx, async (trx) => {
    if (!(await readForm(trx, id))) throw formError(404, 'FORM_NOT_FOUND');
    return (await listFormVersions(trx, id)).map(versionSummary);
  });
}

/** One saved version of a form (404 for a form or a version the office does not have). */
export async function storedFormVersion(ctx: OfficeContext, id: string, version: number): Promise<FormVersionView> {
  return inOffice(ctx, async (trx) => {
    if (!(await readForm(trx, id))) throw formError(404, 'FORM_NOT_FOUND');
    const found = await readFormVersion(trx, id, version);
    if (!found) throw formError(404, 'FORM_VERSION_NOT_FOUND');
    return versionView(found);
  });
}
