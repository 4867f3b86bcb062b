import { offeredLanguages } from '../../engine/i18n/offered-languages';
import { fieldError, type FieldError } from '../plugins/errors';
import { officeOf, type OwnContext } from '../context/own-context';
import type { Language } from './user-preferences';

/** The languages a user may choose, and the one they have until they choose. */
export interface OfficeLanguages {
  offered: Language[];
  defaultLanguage: Language;
}

const isLanguage = (value: unknown): value is Language => value === 'he' || value === 'en' || value === 'es';

/**
 * The languages of the office the work acts in, from its localization policy (the office type with the office's
 * own overrides): Hebrew and English always, Spanish where listed. Without an office, Hebrew and English.
 */
export function officeLanguages(ctx: OwnContext): OfficeLanguages {
  const office = officeOf(ctx);
  if (!office) return { offered: offeredLanguages(undefined), defaultLanguage: 'he' };
  const { localization } = office.office;
  const offered = offeredLanguages(localization);
  return { offered, defaultLanguage: isLanguage(localization.defaultLanguage) && offered.includes(localization.defaultLanguage) ? localization.defaultLanguage : 'he' };
}

/** The language a user has: their choice while their office still offers it, else the office's default. */
export function effectiveLanguage(stored: string | null | undefined, languages: OfficeLanguages): Language {
  return isLanguage(stored) && languages.offered.includes(stored) ? stored : languages.defaultLanguage;
}

/** The field error for a language the office does not offer, or undefined when it does. */
export function languageRefusal(field: string, language: Language | null | undefined, languages: OfficeLanguages): FieldError | undefined {
  if (!language || languages.offered.includes(language)) return undefined;
  const choices = languages.offered.join(', ');
  return fieldError(field, {
    he: `השפה "${language}" אינה זמינה במשרד שלך; אפשר לבחור: ${choices}`,
    en: `The language "${language}" is not offered by your office; choose one of: ${choices}`,
    es: `Su oficina no ofrece el idioma "${language}"; elija uno de estos: ${choices}`,
  });
}
