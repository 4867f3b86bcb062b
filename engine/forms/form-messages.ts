import type { RJSFValidationError } from '@rjsf/utils';
import type { FormDefinition, LocalizedText } from '../generated/config-types';
import { LANGUAGES, pickText, type Language } from '../i18n/languages';
import { defaultMessages, INVALID_VALUE, type MessageParams } from './default-messages';
import { formFieldKeys, isEmptyValue, type FormValues } from './form-schema';
import { visibleFieldKeys } from './visibility';

// A field's message for a cousin of a keyword stands in for it when the field has none of its own (a consent
// checkbox with `const: true` answers with its required message).
const OVERRIDE_FALLBACK: Record<string, readonly string[]> = {
  exclusiveMinimum: ['minimum'],
  exclusiveMaximum: ['maximum'],
  const: ['enum', 'required'],
};

function interpolate(text: string, label: string, params: MessageParams): string {
  return text.replace(/\{(label|limit)\}/g, (_, name: string) => (name === 'label' ? label : String(params.limit ?? '')));
}

function fieldLabel(form: FormDefinition, fieldKey: string | undefined, language: Language): string {
  if (!fieldKey) return '';
  const field = form.fields[fieldKey];
  return field ? pickText(field.label, language) : fieldKey;
}

/**
 * The message for a failed keyword on a field, in every language: the field's own `messages[keyword]` when it has
 * one, else Lishka's default, with `{label}` and `{limit}` written in. `empty` is the form's own `messages.empty`.
 */
export function fieldMessage(form: FormDefinition, fieldKey: string | undefined, keyword: string, params: MessageParams = {}): LocalizedText {
  const messages = fieldKey ? form.fields[fieldKey]?.messages : undefined;
  const candidates = [keyword, ...(OVERRIDE_FALLBACK[keyword] ?? [])];
  const own = keyword === 'empty' ? form.messages?.empty : candidates.map((name) => messages?.[name]).find(Boolean);
  const source: Partial<Record<Language, string>> = own ?? (defaultMessages[keyword] ?? (() => INVALID_VALUE))(params);
  const text: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = source[language];
    if (value !== undefined) text[language] = interpolate(value, fieldLabel(form, fieldKey, language), params);
  }
  text.he ??= interpolate(pickText(source, 'he'), fieldLabel(form, fieldKey, 'he'), params);
  text.en ??= interpolate(pickText(source, 'en'), fieldLabel(form, fieldKey, 'en'), params);
  return text as LocalizedText;
}

// RJSF's own path split: `.a.b`, `a.b` and `a[0]` alike.
function propertySegments(property: string | undefined): string[] {
  return (property ?? '').split(/[.[\]]+/).filter(Boolean);
}

function unquote(segment: string): string {
  return segment.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The field an RJSF error belongs to: the first segment of its property path (`.name`, `name`, `['name']`,
 * `.tags.0`), or, for a `required` error reported on the form itself, the missing property.
 */
export function fieldKeyOfError(error: Pick<RJSFValidationError, 'name' | 'property' | 'params'>): string | undefined {
  const first = propertySegments(error.property)[0];
  if (first !== undefined) return unquote(first);
  const params: unknown = error.params;
  const missing = typeof params === 'object' && params !== null ? (params as MessageParams).missingProperty : undefined;
  return error.name === 'required' && typeof missing === 'string' ? missing : undefined;
}

/** Whether nothing at all is filled in among the form's fields. */
export function isFormEmpty(form: FormDefinition, data: FormValues | undefined): boolean {
  return formFieldKeys(form).every((key) => isEmptyValue(data?.[key]));
}

/**
 * RJSF's validation errors in one language, for `transformErrors`: each error's `message` is the field's own message
 * or Lishka's default (Ajv has no Hebrew), `stack` (the error list's line) names the field, and a `required` error
 * reported on the form points at the missing field. Given the data, a form sent with nothing filled in and a
 * `messages.empty` answers with that one message.
 */
export function localizeErrors(form: FormDefinition, errors: RJSFValidationError[], language: Language, data?: FormValues): RJSFValidationError[] {
  if (data !== undefined && form.messages?.empty && isFormEmpty(form, data)) {
    const message = pickText(fieldMessage(form, undefined, 'empty'), language);
    return [{ name: 'empty', property: '', message, stack: message, params: {}, schemaPath: '#' }];
  }
  const visible = data === undefined ? undefined : new Set(visibleFieldKeys(form, data));
  const localized: RJSFValidationError[] = [];
  for (const error of errors) {
    const fieldKey = fieldKeyOfError(error);
    // The browser may still hold a hidden field's value or requirement for a moment: a hidden field has no errors.
    if (fieldKey && visible && form.fields[fieldKey] && !visible.has(fieldKey)) continue;
    const params = (typeof error.params === 'object' && error.params !== null ? error.params : {}) as MessageParams;
    const message = pickText(fieldMessage(form, fieldKey, error.name ?? '', params), language);
    const label = fieldLabel(form, fieldKey, language);
    const property = fieldKey && propertySegments(error.property).length === 0 ? `.${fieldKey}` : error.property;
    const stack = !label || message.includes(label) ? message : `${label}: ${message}`;
    localized.push({ ...error, property, message, stack, ...(label ? { title: label } : {}) });
  }
  return localized;
}
