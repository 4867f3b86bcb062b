import { LANGUAGES } from '../../i18n/languages';
import { pointer } from '../load-error';
import type { OfficeTypeCheck } from './check-context';

const LANGUAGE_KEYS = new Set<string>(LANGUAGES);

function isLocalizedText(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGUAGE_KEYS.has(key)) && keys.every((key) => typeof value[key] === 'string');
}

/** Every localized text, and the terminology, has every language the office offers. */
export const checkLanguages: OfficeTypeCheck = (context) => {
  const { office, languages } = context;
  if (!languages.includes(office.localization.defaultLanguage)) {
    context.report('/localization/defaultLanguage', `default language "${office.localization.defaultLanguage}" is not one of the languages offered (${languages.join(', ')})`);
  }
  for (const language of languages) {
    if (!office.terminology[language]) context.report('/terminology', `missing the vocabulary in "${language}", which the office offers`);
  }
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, pointer(path, index)));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (isLocalizedText(record)) {
      for (const language of languages) {
        if (typeof record[language] !== 'string') context.report(path, `missing the "${language}" text, which the office offers`);
      }
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      // A form's embedded JSON Schema is data shape, not text; the terminology is checked above.
      if (key === 'schema' || key === 'terminology' || key === 'uiSchema') continue;
      walk(child, pointer(path, key));
    }
  };
  walk(office, '/');
};
