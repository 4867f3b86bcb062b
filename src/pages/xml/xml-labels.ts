import { explainCode } from '../../../engine/xml/clearing-house-codes';
import { isLanguage, type Language } from '../../../engine/i18n/languages';

const languageOf = (language: string): Language => (isLanguage(language) ? language : 'he');

/** A product type (SUG-MUTZAR-PENSIONI) as the code list names it, else its code; `unknown` when the file gives none. */
export function productLabel(productType: number | null, language: string, unknown: string): string {
  if (productType === null) return unknown;
  return explainCode('SUG-MUTZAR-PENSIONI', String(productType), languageOf(language)) ?? String(productType);
}

/** A policy's status (STATUS-POLISA-O-CHESHBON) as the code list names it, else its code. */
export function policyStatusLabel(status: number | null, language: string, unknown: string): string {
  if (status === null) return unknown;
  return explainCode('STATUS-POLISA-O-CHESHBON', String(status), languageOf(language)) ?? String(status);
}

/** What a leaf's code means, when its element has a code list: "2" of SUG-MUTZAR-PENSIONI is the pension fund. */
export function codeMeaning(element: string, value: string, language: string): string | undefined {
  return explainCode(element, value, languageOf(language));
}

/** A percentage as the language writes it (fees come as percentages: 1.00 is 1%). */
export function formatPct(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
