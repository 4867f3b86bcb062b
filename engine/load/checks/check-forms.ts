import { intakeMappingIssues } from '../../clients/intake-mapping';
import { compileFormSchemaIssues } from '../../forms/form-ajv';
import { formFieldTypes } from '../../forms/field-types';
import type { FormDefinition } from '../../generated/config-types';
import { pointer } from '../load-error';
import type { CheckContext, OfficeTypeCheck } from './check-context';
import { checkFormVisibility } from './check-form-visibility';

type PropertySchema = { type?: string | string[]; format?: string; pattern?: string; enum?: unknown[]; items?: { enum?: unknown[] } };

const sameValues = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

function checkPattern(context: CheckContext, type: string, pattern: string | undefined, samples: { accepts: readonly string[]; rejects: readonly string[] }, at: string): void {
  let regex: RegExp | undefined;
  try {
    regex = pattern === undefined ? undefined : new RegExp(pattern, 'u');
  } catch {
    regex = undefined;
  }
  const wrong = regex && [...samples.accepts.filter((value) => !regex.test(value)), ...samples.rejects.filter((value) => regex.test(value))];
  if (!regex || wrong?.length) {
    const example = samples.accepts.join(', ');
    context.report(`${at}/type`, `a ${type} field needs a schema pattern that accepts ${example} and nothing else${wrong?.length ? ` (it gets ${wrong.map((value) => JSON.stringify(value)).join(', ')} wrong)` : ''}`);
  }
}

function checkField(context: CheckContext, form: FormDefinition, key: string, path: string): void {
  const field = form.fields[key];
  const property = (form.schema.properties as Record<string, PropertySchema>)[key];
  if (!field || !property) return;
  const at = pointer(path, 'fields', key);
  // Own entries only: a type named like an object's member (constructor) is unknown, not a function.
  const definition = Object.hasOwn(formFieldTypes, field.type) ? formFieldTypes[field.type] : undefined;
  if (!definition) {
    context.report(`${at}/type`, `unknown field type "${field.type}"; registered: ${Object.keys(formFieldTypes).join(', ')}`);
    return;
  }
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (!types.some((type) => type !== undefined && definition.jsonTypes.includes(type))) {
    context.report(`${at}/type`, `a ${field.type} field needs a schema of type ${definition.jsonTypes.join(' or ')}`);
  }
  if (definition.format && property.format !== definition.format) {
    context.report(`${at}/type`, `a ${field.type} field needs "format": "${definition.format}" in its schema`);
  }
  if (definition.patternSamples) checkPattern(context, field.type, property.pattern, definition.patternSamples, at);
  if (definition.hasOptions) {
    const values = (field.options ?? []).map((option) => option.value);
    const allowed = field.type === 'multiselect' ? property.items?.enum : property.enum;
    if (!field.options?.length) context.report(`${at}/options`, `a ${field.type} field needs options`);
    else if (!allowed || !sameValues(values, allowed)) {
      context.report(`${at}/options`, `the options (${values.join(', ')}) must match the schema's ${field.type === 'multiselect' ? 'items.enum' : 'enum'}`);
    }
  } else if (field.options) {
    context.report(`${at}/options`, `a ${field.type} field has no options`);
  }
  const condition = field.visibleWhen;
  if (condition && (condition.field === key || !Object.hasOwn(form.fields, condition.field))) {
    context.report(`${at}/visibleWhen/field`, `visibleWhen must name another field of this form, not "${condition.field}"`);
  }
}

// Every section names fields of the form, each field in one section only; section ids are unique.
function checkSections(context: CheckContext, form: FormDefinition, path: string): void {
  const seen = new Map<string, string>();
  const ids = new Set<string>();
  form.sections?.forEach((section, index) => {
    const at = pointer(path, 'sections', index);
    if (ids.has(section.id)) context.report(`${at}/id`, `duplicate section id "${section.id}"`);
    ids.add(section.id);
    section.fields.forEach((key, position) => {
      const where = `${at}/fields/${position}`;
      if (!(key in form.fields)) context.report(where, `section "${section.id}" names unknown field "${key}"`);
      else if (seen.has(key)) context.report(where, `field "${key}" is already in section "${seen.get(key) ?? ''}"`);
      seen.set(key, section.id);
    });
  });
}

/** One form's fields agree with its schema and the field-type registry; its visibility rules can be met. */
export function checkForm(context: CheckContext, form: FormDefinition, path: string): void {
  const properties = Object.keys(form.schema.properties);
  const fields = Object.keys(form.fields);
  for (const key of properties) if (!fields.includes(key)) context.report(pointer(path, 'schema', 'properties', key), `field "${key}" has no entry in fields`);
  for (const key of fields) if (!properties.includes(key)) context.report(pointer(path, 'fields', key), `field "${key}" is not in schema.properties`);
  form.schema.required?.forEach((key, index) => {
    if (!properties.includes(key)) context.report(`${path}/schema/required/${index}`, `required field "${key}" is not in schema.properties`);
  });
  const order = ((form.uiSchema as Record<string, unknown> | undefined)?.['ui:order'] ?? []) as unknown[];
  order.forEach((key, index) => {
    if (key !== '*' && !properties.includes(String(key))) context.report(`${path}/uiSchema/ui:order/${index}`, `ui:order names unknown field "${String(key)}"`);
  });
  for (const key of fields) checkField(context, form, key, path);
  checkSections(context, form, path);
  checkFormVisibility(context, form, path);
  for (const issue of compileFormSchemaIssues(form)) context.report(`${path}${issue.path}`, issue.message);
}

/** Every form's fields agree with its schema and the field-type registry; form ids are unique. */
export const checkForms: OfficeTypeCheck = (context) => {
  const { forms } = context.office;
  const all: [FormDefinition, string][] = [
    [forms.clientIntake, '/forms/clientIntake'],
    [forms.documentUpload, '/forms/documentUpload'],
    [forms.appointmentBooking, '/forms/appointmentBooking'],
    ...(forms.customForms ?? []).map((form, index): [FormDefinition, string] => [form, `/forms/customForms/${index}`]),
  ];
  const ids = new Set<string>();
  for (const [form, path] of all) {
    if (ids.has(form.id)) context.report(`${path}/id`, `duplicate form id "${form.id}"`);
    ids.add(form.id);
    checkForm(context, form, path);
  }
  // Intake fields that fill the client record (clientField): each record field once, on the intake form only.
  for (const issue of intakeMappingIssues(forms)) context.report('/forms', issue);
};
