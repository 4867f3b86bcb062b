import clientSchema from '../../schemas/client.schema.json';
import type { FormDefinition } from '../generated/config-types';
import type { ClientInput } from './client-input';

/** A field of the client record that an intake-form field can fill (schemas/form.schema.json `clientField`). */
export type ClientFieldName = NonNullable<FormDefinition['fields'][string]['clientField']>;

/** Which client-record fields a mapped intake field stands for, as the client form names them. */
const RECORD_FIELDS: Readonly<Record<ClientFieldName, readonly string[]>> = {
  firstName: ['firstName'],
  lastName: ['lastName'],
  fullName: ['firstName', 'lastName'],
  email: ['email'],
  phone: ['phone'],
  mobilePhone: ['mobilePhone'],
  idNumber: ['idNumber'],
  birthDate: ['birthDate'],
  gender: ['gender'],
  preferredContact: ['preferredContact'],
  addressLine: ['address.street'],
  city: ['address.city'],
  postalCode: ['address.postalCode'],
  notes: ['management.notes'],
  source: ['source'],
};

/** The intake form's fields that fill a client-record field, by intake key. */
export function mappedIntakeFields(form: FormDefinition): Record<string, ClientFieldName> {
  const mapped: Record<string, ClientFieldName> = {};
  for (const [key, field] of Object.entries(form.fields)) if (field.clientField) mapped[key] = field.clientField;
  return mapped;
}

/** The intake form's field that fills a client-record field, if it has one: its options label the record's value. */
export function intakeKeyFor(form: FormDefinition, field: ClientFieldName): string | undefined {
  return Object.entries(mappedIntakeFields(form)).find(([, mapped]) => mapped === field)?.[0];
}

// The record's own choices (gender, preferred contact…), by field name, as schemas/client.schema.json lists them.
const RECORD_CHOICES: Readonly<Record<string, readonly unknown[]>> = Object.fromEntries(
  Object.entries(clientSchema.properties as Record<string, { enum?: readonly unknown[] }>).flatMap(([name, property]) => (property.enum ? [[name, property.enum]] : [])),
);

// An intake field without clientField that asks the record's own choice again (same name, answers the record
// takes): the client form would ask it twice, once for the record and once for the intake.
function repeatedRecordChoices(form: FormDefinition): string[] {
  return Object.entries(form.fields).flatMap(([key, field]) => {
    const choices = RECORD_CHOICES[key];
    if (field.clientField || !choices || !(key in RECORD_FIELDS) || !field.options?.length) return [];
    return field.options.every((option) => choices.includes(option.value)) ? [`forms.clientIntake.fields.${key}: asks for the record's ${key} a second time; give it clientField "${key}"`] : [];
  });
}

/**
 * The office's own part of its intake form: the form without the fields the client record already holds. The
 * client form draws it (RJSF) under the record's fields, and the server validates the stored `intake` with it.
 */
export function intakeExtrasForm(form: FormDefinition): FormDefinition {
  // Kept per form, so the validator compiled for the part (validate-form-data keys its cache by form) is reused.
  const known = extrasByForm.get(form);
  if (known) return known;
  const extras = buildExtrasForm(form);
  extrasByForm.set(form, extras);
  return extras;
}

const extrasByForm = new WeakMap<FormDefinition, FormDefinition>();

function buildExtrasForm(form: FormDefinition): FormDefinition {
  const mapped = new Set(Object.keys(mappedIntakeFields(form)));
  const keep = <T>(entries: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(entries).filter(([key]) => !mapped.has(key)));
  const schema = form.schema as { properties: Record<string, unknown>; required?: string[] };
  const order = (form.uiSchema as { 'ui:order'?: string[] } | undefined)?.['ui:order'];
  return {
    ...form,
    schema: { ...form.schema, properties: keep(schema.properties), ...(schema.required ? { required: schema.required.filter((key) => !mapped.has(key)) } : {}) } as FormDefinition['schema'],
    fields: keep(form.fields),
    ...(form.uiSchema ? { uiSchema: { ...form.uiSchema, ...(order ? { 'ui:order': order.filter((key) => !mapped.has(key)) } : {}) } } : {}),
  };
}

/** The client-record fields (dotted, as the client form names them) that the office's intake form makes required. */
export function requiredRecordFields(form: FormDefinition): string[] {
  const required = new Set((form.schema as { required?: string[] }).required ?? []);
  const mapped = mappedIntakeFields(form);
  return [...new Set(Object.entries(mapped).filter(([key]) => required.has(key)).flatMap(([, field]) => RECORD_FIELDS[field]))];
}

/** Reads a dotted field (address.city) of a client body. */
export function recordValue(client: Partial<ClientInput>, field: string): unknown {
  return field.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), client);
}

/** The required record fields a client body leaves empty. */
export function missingRecordFields(form: FormDefinition, client: Partial<ClientInput>): string[] {
  return requiredRecordFields(form).filter((field) => {
    const value = recordValue(client, field);
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/**
 * Problems with the mapping itself: a field mapped twice, a mapping outside the client-intake form, or an intake
 * field asking one of the record's own choices without mapping to it (the client form would ask it twice).
 */
export function intakeMappingIssues(forms: { clientIntake: FormDefinition }): string[] {
  const issues: string[] = [];
  const seen = new Map<string, string>();
  for (const [key, field] of Object.entries(mappedIntakeFields(forms.clientIntake))) {
    const earlier = seen.get(field);
    if (earlier) issues.push(`forms.clientIntake.fields.${key}: "${field}" is already filled by ${earlier}`);
    seen.set(field, key);
  }
  issues.push(...repeatedRecordChoices(forms.clientIntake));
  for (const [name, other] of Object.entries(forms as Record<string, unknown>)) {
    const definitions = name === 'customForms' && Array.isArray(other) ? (other as FormDefinition[]) : name !== 'clientIntake' && other && typeof other === 'object' && 'fields' in other ? [other as FormDefinition] : [];
    for (const definition of definitions) {
      for (const key of Object.keys(mappedIntakeFields(definition))) issues.push(`forms.${name}${name === 'customForms' ? `[${definition.id}]` : ''}.fields.${key}: clientField belongs on the client-intake form only`);
    }
  }
  return issues;
}
