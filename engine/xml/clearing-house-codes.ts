import type { Language } from '../i18n/languages';

/**
 * The clearing house's code lists (../shared/domain/clearing-house-xml.md B3), with their meaning in every language,
 * the same on the server (spreadsheets, messages) and the screen (codes explained beside the value). A registry: a
 * screen asks `explainCode(field, value)` rather than naming a code.
 */
export type CodeLabels = Readonly<Record<Language, string>>;

/** The leaves whose values are codes, by their element name in the file. */
export const CLEARING_HOUSE_CODES = {
  'SUG-MUTZAR-PENSIONI': {
    '1': { he: 'ביטוח מנהלים', en: 'Managers insurance', es: 'Seguro de directivos' },
    '2': { he: 'קרן פנסיה', en: 'Pension fund', es: 'Fondo de pensiones' },
    '3': { he: 'קופת גמל', en: 'Provident fund', es: 'Fondo de previsión' },
    '4': { he: 'קרן השתלמות', en: 'Study fund', es: 'Fondo de estudios' },
    '5': { he: 'תוכנית ביטוח', en: 'Insurance plan', es: 'Plan de seguro' },
  },
  MIN: {
    '1': { he: 'זכר', en: 'Male', es: 'Hombre' },
    '2': { he: 'נקבה', en: 'Female', es: 'Mujer' },
  },
  'MATZAV-MISHPACHTI': {
    '1': { he: 'רווק/ה', en: 'Single', es: 'Soltero/a' },
    '2': { he: 'נשוי/אה', en: 'Married', es: 'Casado/a' },
    '3': { he: 'גרוש/ה', en: 'Divorced', es: 'Divorciado/a' },
    '4': { he: 'אלמן/ה', en: 'Widowed', es: 'Viudo/a' },
    '5': { he: 'ידוע/ה בציבור', en: 'Common-law partner', es: 'Pareja de hecho' },
  },
  'KOD-SVIVAT-AVODA': {
    '1': { he: 'בדיקות', en: 'Test', es: 'Pruebas' },
    '2': { he: 'ייצור', en: 'Production', es: 'Producción' },
  },
  'SUG-MIMSHAK': {
    '1': { he: 'אחזקות', en: 'Holdings', es: 'Tenencias' },
    '2': { he: 'הודעה מוקדמת', en: 'Pre-advice', es: 'Aviso previo' },
    '6': { he: 'אירועים', en: 'Events', es: 'Eventos' },
    '12': { he: 'מעסיקים', en: 'Employers', es: 'Empleadores' },
    '13': { he: 'מעסיקים', en: 'Employers', es: 'Empleadores' },
    '17': { he: 'פיצויים', en: 'Severance', es: 'Indemnización' },
    '20': { he: 'היזון חוזר ראשוני', en: 'Initial feedback', es: 'Respuesta inicial' },
  },
  'STATUS-POLISA-O-CHESHBON': {
    '1': { he: 'פעיל', en: 'Active', es: 'Activa' },
    '2': { he: 'לא פעיל', en: 'Inactive', es: 'Inactiva' },
    '4': { he: 'מסולק', en: 'Closed', es: 'Cerrada' },
  },
  'SUG-HAFRASHA': {
    '1': { he: 'פיצויים', en: 'Severance', es: 'Indemnización' },
    '2': { he: 'תגמולי עובד', en: 'Employee contributions', es: 'Aportación del empleado' },
    '3': { he: 'תגמולי מעסיק', en: 'Employer contributions', es: 'Aportación del empleador' },
    '5': { he: 'אובדן כושר עבודה', en: 'Disability cover', es: 'Cobertura de invalidez' },
  },
  'SUG-HAMAFKID': {
    '1': { he: 'עובד', en: 'Employee', es: 'Empleado' },
    '2': { he: 'מעסיק', en: 'Employer', es: 'Empleador' },
  },
  'KOD-SUG-ITRA': {
    '1': { he: 'יתרה שוטפת', en: 'Current balance', es: 'Saldo actual' },
    '2': { he: 'יתרה אחרת', en: 'Other balance', es: 'Otro saldo' },
  },
} as const satisfies Record<string, Record<string, CodeLabels>>;

/** An element whose values are codes. */
export type CodedField = keyof typeof CLEARING_HOUSE_CODES;

/** Whether an element's values are codes of a list. */
export function isCodedField(field: string): field is CodedField {
  return Object.hasOwn(CLEARING_HOUSE_CODES, field);
}

/** What a code means in a language, or undefined for an element without a list or a code the list does not hold. Leading zeros are ignored ("01" is "1"). */
export function explainCode(field: string, value: string, language: Language): string | undefined {
  if (!isCodedField(field)) return undefined;
  const list: Readonly<Record<string, CodeLabels>> = CLEARING_HOUSE_CODES[field];
  const code = value.trim().replace(/^0+(?=\d)/, '');
  return Object.hasOwn(list, code) ? list[code]![language] : undefined;
}

/** The product types (SUG-MUTZAR-PENSIONI) in the list's order, for charts and filters. */
export const PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
