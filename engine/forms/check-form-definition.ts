import type { FormDefinition } from '../generated/config-types';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { CheckContext } from '../load/checks/check-context';
import { checkForm } from '../load/checks/check-forms';
import { pointer } from '../load/load-error';
import { validateAgainst } from '../validation/schema-validators';

/** One problem with a form definition: where in it (RFC 6901 pointer from the form's root) and what. */
export interface FormDefinitionIssue {
  path: string;
  message: string;
}

/** Reports every localized text of a form that misses one of the office's languages. */
function checkTexts(value: unknown, path: string, languages: readonly Language[], report: (path: string, message: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkTexts(item, pointer(path, index), languages, report));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const isText = keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key)) && keys.every((key) => typeof record[key] === 'string');
  if (isText) {
    for (const language of languages) if (typeof record[language] !== 'string' || record[language] === '') report(path, `missing the "${language}" text, which the office offers`);
    return;
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === 'schema' || key === 'uiSchema') continue;
    checkTexts(child, pointer(path, key), languages, report);
  }
}

/**
 * Checks a form definition as the loader checks a form of an office-type file: the schema of
 * `schemas/form.schema.json` first, then the same reference checks (fields against the schema and the field-type
 * registry, options against enums, `visibleWhen` naming another field, no circles), then a text in every language
 * the office offers. What the form builder saves and what the server stores pass exactly this.
 */
export function checkFormDefinition(form: unknown, languages: readonly Language[]): FormDefinitionIssue[] {
  const shape = validateAgainst('form.schema.json', form);
  if (shape.length) return shape.map((issue) => ({ path: issue.path, message: issue.message }));
  const issues: FormDefinitionIssue[] = [];
  const report = (path: string, message: string) => issues.push({ path: path === '' ? '/' : path, message });
  const context = { report } as unknown as CheckContext;
  checkForm(context, form as FormDefinition, '');
  checkTexts(form, '', languages, report);
  return issues;
}
