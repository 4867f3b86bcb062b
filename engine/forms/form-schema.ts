import type { FormDefinition } from '../generated/config-types';

/** A JSON Schema as a plain object (the embedded schemas come from JSON). */
export type JsonSchemaObject = Record<string, unknown>;

/** The data of a form, by field key. */
export type FormValues = Record<string, unknown>;

/** The object schema of a form's data, with its properties typed for reading. */
export interface FormDataSchema extends JsonSchemaObject {
  type: 'object';
  properties: Record<string, JsonSchemaObject>;
  required?: string[];
}

/** Whether a value is a plain object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of a form's fields: its schema's properties in order, then any field the schema lacks. */
export function formFieldKeys(form: FormDefinition): string[] {
  const keys = Object.keys(form.schema.properties);
  for (const key of Object.keys(form.fields)) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/**
 * The form's data schema as RJSF and the server use it: the embedded schema with a multiselect's array marked
 * `uniqueItems` (RJSF draws an array of enum items as checkboxes only then, and a choice is made once).
 */
export function formDataSchema(form: FormDefinition): FormDataSchema {
  const source = form.schema as unknown as FormDataSchema;
  const properties: Record<string, JsonSchemaObject> = {};
  for (const [key, property] of Object.entries(source.properties)) {
    const isMultiselect = form.fields[key]?.type === 'multiselect' && property.type === 'array';
    properties[key] = isMultiselect && property.uniqueItems === undefined ? { ...property, uniqueItems: true } : property;
  }
  return { ...source, properties };
}

/** Whether a value counts as not filled in: nothing, an empty or blank string, an empty list or object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * The data without the values that mean "not filled in" (undefined, null, empty string), as RJSF sends it: an
 * emptied text field then fails `required` rather than `minLength`.
 */
export function compactValues(data: FormValues | undefined): FormValues {
  const compact: FormValues = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    compact[key] = value;
  }
  return compact;
}
