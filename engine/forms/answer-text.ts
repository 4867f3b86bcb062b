import type { FormDefinition } from '../generated/config-types';
import { pickText } from '../i18n/languages';
import { isPlainObject, type JsonSchemaObject } from './form-schema';

type Scalar = string | number | boolean;

// A choice's title in the schema itself (oneOf/anyOf of { const, title }): one text, or a localized one.
function schemaChoiceTitle(property: unknown, value: Scalar, language: string): string | undefined {
  if (!isPlainObject(property)) return undefined;
  const choices = [...(Array.isArray(property.oneOf) ? property.oneOf : []), ...(Array.isArray(property.anyOf) ? property.anyOf : [])];
  for (const choice of choices) {
    if (!isPlainObject(choice) || choice.const !== value) continue;
    if (typeof choice.title === 'string') return choice.title;
    if (isPlainObject(choice.title)) return pickText(choice.title as Record<string, string>, language) || undefined;
  }
  return undefined;
}

/**
 * The label of a stored option value of a form's field in a language: the field's own option label (its
 * `options`), or the schema's title of that choice (oneOf/anyOf `const` + `title`, a multiselect's items too).
 * Undefined when the field has no such option (free text, a number, an option the form no longer offers).
 */
export function optionLabel(form: FormDefinition, key: string, value: unknown, language: string): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const option = form.fields[key]?.options?.find((candidate) => candidate.value === value);
  if (option) return pickText(option.label, language);
  const property = (form.schema.properties as Record<string, JsonSchemaObject | undefined>)[key];
  return schemaChoiceTitle(property, value, language) ?? schemaChoiceTitle(property?.items, value, language);
}

/**
 * A stored answer to a form's field as text in a language: each option value by its label (a list's joined),
 * a flag as yes or no, an object by its values, anything else as stored. The one way every screen shows a stored
 * answer, so a code such as `individual` never reaches the reader.
 */
export function answerText(form: FormDefinition | undefined, key: string, value: unknown, language: string, yesNo: (flag: boolean) => string): string {
  if (Array.isArray(value)) return value.map((item) => answerText(form, key, item, language, yesNo)).filter((text) => text !== '').join(', ');
  if (value === null || value === undefined) return '';
  const label = form ? optionLabel(form, key, value, language) : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return yesNo(value);
  if (isPlainObject(value)) return Object.values(value).map((item) => answerText(undefined, key, item, language, yesNo)).filter((text) => text !== '').join(' ');
  return String(value);
}
