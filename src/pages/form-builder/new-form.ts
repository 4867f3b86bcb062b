import type { FormDefinition } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';

/** A new form's starting definition: a free id and the title "New form" in the office's languages. */
export function newFormDefinition(title: (language: Language) => string, languages: readonly Language[], takenIds: readonly string[]): FormDefinition {
  let number = 1;
  while (takenIds.includes(`form-${number}`)) number += 1;
  const text = Object.fromEntries(languages.map((language) => [language, title(language)]));
  return { id: `form-${number}`, title: { he: title('he'), en: title('en'), ...text }, schema: { type: 'object', properties: {} }, fields: {} };
}
