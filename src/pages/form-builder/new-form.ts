import type { FormDefinition } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';

/** The first `form-N` id no stored form of the office has. */
function freeFormId(takenIds: readonly string[]): string {
  let number = 1;
  while (takenIds.includes(`form-${number}`)) number += 1;
  return `form-${number}`;
}

/** A new form's starting definition: a free id and the title "New form" in the office's languages. */
export function newFormDefinition(title: (language: Language) => string, languages: readonly Language[], takenIds: readonly string[]): FormDefinition {
  const text = Object.fromEntries(languages.map((language) => [language, title(language)]));
  return { id: freeFormId(takenIds), title: { he: title('he'), en: title('en'), ...text }, schema: { type: 'object', properties: {} }, fields: {} };
}

/**
 * A new form that starts as a copy of the office's current client intake, under a free id: what an office builds
 * its own intake from, since the rest of its configuration (its validation rules, its records) names the intake's
 * fields and a form without them cannot take the intake's place.
 */
export function intakeCopyDefinition(intake: FormDefinition, takenIds: readonly string[]): FormDefinition {
  return { ...structuredClone(intake), id: freeFormId(takenIds) };
}
