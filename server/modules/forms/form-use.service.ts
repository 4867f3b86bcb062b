import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { auditActorOf, recordAudit } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import { fieldError } from '../../plugins/errors';
import { changeSettings } from '../office-admin/office-admin.service';
import { assertOfficeResolves, moduleUse, usesOf, withUses, type FormUsage, type FormUse } from './form-usage';
import { storedForm, type StoredForm } from './form-views';
import { formError, formText, type FormTextCode } from './forms.messages';
import { formRow, usageContext } from './forms.service';

/** What a use asks: the office's client intake, a records module's form, or none of its uses. */
export type UseRequest = { as: 'clientIntake' } | { as: 'module'; module: string } | { as: 'none' };

/** What a use answers: the form with what the office now uses it as, and whether anything changed. */
export interface UseResult {
  form: StoredForm;
  changed: boolean;
  /** What the office used the form as before. */
  before: FormUse[];
}

/** The module's use, after checking that the office has the module and that it holds records of its own (400 otherwise). */
function moduleUseOf(ctx: OfficeContext, usage: FormUsage, moduleId: string): FormUse {
  const refuse = (code: FormTextCode) => formError(400, code, [fieldError('module', formText(code))]);
  if (!ctx.office.features.modules.some((module) => module.id === moduleId)) throw refuse('FORM_MODULE_UNKNOWN');
  if (!usage.modules.some((module) => module.moduleId === moduleId)) throw refuse('FORM_MODULE_NO_RECORDS');
  return moduleUse(moduleId);
}

/**
 * Makes a form the office's client intake (`clientIntake`) or the form of one of its records modules (`module`: the
 * module's form id under `forms.customForms` gets the stored definition), or gives back the office type's form in each
 * of its uses (`none`): a change of the office's overrides saved as a new version of its settings, so the admin
 * area's history shows it and can revert it. The office's configuration must resolve with it (400
 * FORM_INTAKE_INVALID or FORM_MODULE_INVALID with the engine's paths); a module the office does not have, or one that
 * keeps no records of its own, is 400 too. Audited as `form.used` beside the settings' own `office.settings.save`.
 */
export async function useStoredForm(ctx: OfficeContext, catalog: OfficeTypeCatalog, id: string, request: UseRequest): Promise<UseResult> {
  const row = await formRow(ctx, id);
  const usage = await usageContext(ctx, catalog);
  const before = usesOf(usage, row.definition);
  const wanted: FormUse | undefined = request.as === 'none' ? undefined : request.as === 'clientIntake' ? 'clientIntake' : moduleUseOf(ctx, usage, request.module);
  const after = wanted ? [...before, ...(before.includes(wanted) ? [] : [wanted])] : [];
  if (after.length === before.length && (wanted !== undefined || before.length === 0)) return { form: storedForm(row, before), changed: false, before };
  const next = (overrides: Record<string, unknown>) => (wanted ? withUses(overrides, usage, [wanted], row.definition) : withUses(overrides, usage, before, null));
  assertOfficeResolves(ctx, catalog, next(usage.overrides), request.as === 'module' ? 'FORM_MODULE_INVALID' : 'FORM_INTAKE_INVALID');
  const saved = await changeSettings(ctx, catalog, next);
  await recordAudit(ctx.db, auditActorOf(ctx), {
    eventType: 'form.used',
    serviceName: 'forms',
    entityType: 'office_form',
    entityId: id,
    before: { usedAs: before },
    after: { usedAs: after, settingsVersion: saved.version },
    success: true,
  });
  return { form: storedForm(row, after), changed: true, before };
}

/** The message a use answers with. */
export function useMessage(request: UseRequest, before: readonly FormUse[] = []): FormTextCode {
  if (request.as === 'clientIntake') return 'FORM_USED_AS_INTAKE';
  if (request.as === 'module') return 'FORM_USED_AS_MODULE';
  return before.some((use) => use !== 'clientIntake') ? 'FORM_USES_RESTORED' : 'FORM_INTAKE_RESTORED';
}
