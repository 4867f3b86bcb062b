import { recordModules } from '../../../engine/modules/record-collections';
import type { FormDefinition } from '../../../engine/generated/config-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration } from '../../../engine/resolve/resolve-office';
import type { TenantOverrides } from '../../../engine/generated/config-types';
import type { OfficeContext } from '../../context/office-context';
import { fieldError } from '../../plugins/errors';
import { sameJson } from '../office-admin/override-changes';
import { formError, formText, type FormTextCode } from './forms.messages';

/** What a stored form can be used as: the office's client intake, or the form of one of its records modules (`module:<id>`). */
export type FormUse = 'clientIntake' | `module:${string}`;

/** The use of a records module's form, as `usedAs` names it. */
export const moduleUse = (moduleId: string): FormUse => `module:${moduleId}`;

/** A records module with records of its own, and the id of the form (of `forms.customForms`) that holds them. */
export interface ModuleForm {
  moduleId: string;
  formId: string;
}

/** What tells what each stored form is used as: the office's overrides, its intake's id, its records modules' forms. */
export interface FormUsage {
  overrides: Record<string, unknown>;
  intakeId: string;
  modules: ModuleForm[];
  /** The office type's own custom forms: what a module's form goes back to. */
  baseCustomForms: FormDefinition[];
}

const officeTypeOf = (ctx: OfficeContext, catalog: OfficeTypeCatalog) => catalog.get(ctx.tenant.officeType) ?? catalog.get(ctx.office.id);

/** The intake's id in the office's configuration: its office type's, whatever form fills it. */
export function intakeIdOf(ctx: OfficeContext, catalog: OfficeTypeCatalog): string {
  return officeTypeOf(ctx, catalog)?.forms.clientIntake.id ?? ctx.office.forms.clientIntake.id;
}

/** The office's records modules that hold records of their own (views take another module's form), with their forms' ids. */
export function moduleFormsOf(ctx: OfficeContext): ModuleForm[] {
  return recordModules(ctx.office.features.modules)
    .filter((module) => !module.collection.viewOf && module.collection.form !== undefined)
    .map((module) => ({ moduleId: module.id, formId: module.collection.form! }));
}

/** The office type's own custom forms (what the overrides replace). */
export function baseCustomFormsOf(ctx: OfficeContext, catalog: OfficeTypeCatalog): FormDefinition[] {
  return officeTypeOf(ctx, catalog)?.forms.customForms ?? [];
}

/** A stored definition as the office's intake: the same form under the intake's id. */
export const asIntake = (definition: FormDefinition, intakeId: string): FormDefinition => ({ ...definition, id: intakeId });

const formsOf = (overrides: Record<string, unknown>): Record<string, unknown> =>
  overrides.forms && typeof overrides.forms === 'object' && !Array.isArray(overrides.forms) ? (overrides.forms as Record<string, unknown>) : {};

/** The custom forms the office runs on: its overrides' list (which replaces the office type's whole), else the office type's. */
function customFormsOf(overrides: Record<string, unknown>, base: FormDefinition[]): FormDefinition[] {
  const own = formsOf(overrides).customForms;
  return Array.isArray(own) ? (own as FormDefinition[]) : base;
}

/** What the office uses a stored form as, read from its overrides: the intake, and each module whose form is this very form. */
export function usesOf(usage: FormUsage, definition: FormDefinition): FormUse[] {
  const uses: FormUse[] = sameJson(formsOf(usage.overrides).clientIntake, asIntake(definition, usage.intakeId)) ? ['clientIntake'] : [];
  const own = formsOf(usage.overrides).customForms;
  if (!Array.isArray(own)) return uses;
  for (const { moduleId, formId } of usage.modules) {
    const current = (own as FormDefinition[]).find((form) => form?.id === formId);
    if (current && sameJson(current, { ...definition, id: formId })) uses.push(moduleUse(moduleId));
  }
  return uses;
}

/** The overrides with the intake given whole (a stored form), or without an intake of their own (null). */
export function withIntake(overrides: Record<string, unknown>, intake: FormDefinition | null): Record<string, unknown> {
  const { clientIntake: _previous, ...forms } = formsOf(overrides);
  const { forms: _forms, ...rest } = overrides;
  const next = intake ? { ...forms, clientIntake: intake } : forms;
  return Object.keys(next).length > 0 ? { ...rest, forms: next } : rest;
}

/**
 * The overrides with a custom form (by its id) given whole, or back to the office type's own (null). The overrides'
 * list replaces the office type's whole (arrays replace when they merge), so it carries the others unchanged; a list
 * that is the office type's again leaves the overrides.
 */
export function withCustomForm(overrides: Record<string, unknown>, base: FormDefinition[], formId: string, definition: FormDefinition | null): Record<string, unknown> {
  const original = base.find((form) => form.id === formId);
  const replacement = definition ? { ...definition, id: formId } : original;
  const list = customFormsOf(overrides, base).map((form) => (form.id === formId ? replacement : form)).filter((form): form is FormDefinition => form !== undefined);
  const { customForms: _previous, ...forms } = formsOf(overrides);
  const { forms: _forms, ...rest } = overrides;
  const next = sameJson(list, base) ? forms : { ...forms, customForms: list };
  return Object.keys(next).length > 0 ? { ...rest, forms: next } : rest;
}

/** The overrides with a stored form in each of these uses (null: each use back to the office type's form). */
export function withUses(overrides: Record<string, unknown>, usage: FormUsage, uses: readonly FormUse[], definition: FormDefinition | null): Record<string, unknown> {
  let next = overrides;
  for (const use of uses) {
    if (use === 'clientIntake') next = withIntake(next, definition ? asIntake(definition, usage.intakeId) : null);
    else {
      const module = usage.modules.find((candidate) => moduleUse(candidate.moduleId) === use);
      if (module) next = withCustomForm(next, usage.baseCustomForms, module.formId, definition);
    }
  }
  return next;
}

// A JSON pointer (/forms/clientIntake/fields/kind) as the dotted path the admin area names (forms.clientIntake.fields.kind).
const dotted = (pointer: string): string => pointer.replace(/^\//, '').replace(/\//g, '.') || 'forms';

/**
 * Checks that the office's configuration resolves with these overrides, as the engine will resolve it for every
 * request (resolveOfficeConfiguration: the loader's checks of the merged office type); throws 400 (FORM_INTAKE_INVALID,
 * or the code given) with the engine's findings at their paths otherwise.
 */
export function assertOfficeResolves(ctx: OfficeContext, catalog: OfficeTypeCatalog, overrides: Record<string, unknown>, code: FormTextCode = 'FORM_INTAKE_INVALID'): void {
  const resolved = resolveOfficeConfiguration(catalog, { officeType: ctx.tenant.officeType, tenantId: ctx.tenant.id, overrides: overrides as TenantOverrides });
  if (resolved.ok) return;
  const base = formText(code);
  throw formError(
    400,
    code,
    resolved.errors.map((error) => fieldError(dotted(error.path), { he: `${base.he}: ${error.message}`, en: `${base.en}: ${error.message}`, es: `${base.es}: ${error.message}` })),
  );
}
