import type { Language } from '../i18n/languages';

/** A message in every language Lishka speaks: a new language is refused until each message has it. */
export type MessageTexts = Record<Language, string>;

/** The parameters of a failed Ajv keyword (`limit`, `format`, `type`, `additionalProperty`…). */
export type MessageParams = Record<string, unknown>;

type MessageMaker = (params: MessageParams) => MessageTexts;

const limitOf = (params: MessageParams): string => String(params.limit ?? '');
const isOne = (params: MessageParams): boolean => Number(params.limit) === 1;

const FORMAT_MESSAGES: Record<string, MessageTexts> = {
  email: { he: 'כתובת דואר אלקטרוני לא תקינה', en: 'Invalid email address', es: 'Correo electrónico no válido' },
  'idn-email': { he: 'כתובת דואר אלקטרוני לא תקינה', en: 'Invalid email address', es: 'Correo electrónico no válido' },
  date: { he: 'תאריך לא תקין', en: 'Invalid date', es: 'Fecha no válida' },
  time: { he: 'שעה לא תקינה', en: 'Invalid time', es: 'Hora no válida' },
  'date-time': { he: 'תאריך ושעה לא תקינים', en: 'Invalid date and time', es: 'Fecha y hora no válidas' },
  uri: { he: 'כתובת אינטרנט לא תקינה', en: 'Invalid web address', es: 'Dirección web no válida' },
  url: { he: 'כתובת אינטרנט לא תקינה', en: 'Invalid web address', es: 'Dirección web no válida' },
  'data-url': { he: 'קובץ לא תקין', en: 'Invalid file', es: 'Archivo no válido' },
};
const INVALID_FORMAT: MessageTexts = { he: 'הערך אינו בתבנית הנכונה', en: 'Invalid format', es: 'Formato no válido' };

const TYPE_MESSAGES: Record<string, MessageTexts> = {
  integer: { he: 'יש להזין מספר שלם', en: 'Enter a whole number', es: 'Introduzca un número entero' },
  number: { he: 'יש להזין מספר', en: 'Enter a number', es: 'Introduzca un número' },
  string: { he: 'יש להזין טקסט', en: 'Enter text', es: 'Introduzca texto' },
  boolean: { he: 'יש לבחור כן או לא', en: 'Choose yes or no', es: 'Elija sí o no' },
  array: { he: 'יש לבחור מהרשימה', en: 'Choose from the list', es: 'Elija de la lista' },
};

/** Shown for a keyword this catalogue does not know. */
export const INVALID_VALUE: MessageTexts = { he: 'ערך לא תקין', en: 'Invalid value', es: 'Valor no válido' };

/**
 * Lishka's own message for each Ajv keyword a form uses, with its limit written in. `{label}` is replaced by the
 * field's label, in this catalogue and in a field's own messages alike.
 */
export const defaultMessages: Readonly<Record<string, MessageMaker>> = {
  required: () => ({ he: '{label} הוא שדה חובה', en: '{label} is required', es: '{label} es obligatorio' }),
  minLength: (p) =>
    isOne(p)
      ? { he: 'לכל הפחות תו אחד', en: 'At least 1 character', es: 'Al menos 1 carácter' }
      : { he: `לכל הפחות ${limitOf(p)} תווים`, en: `At least ${limitOf(p)} characters`, es: `Al menos ${limitOf(p)} caracteres` },
  maxLength: (p) =>
    isOne(p)
      ? { he: 'לכל היותר תו אחד', en: 'Maximum 1 character', es: 'Máximo 1 carácter' }
      : { he: `לכל היותר ${limitOf(p)} תווים`, en: `Maximum ${limitOf(p)} characters`, es: `Máximo ${limitOf(p)} caracteres` },
  pattern: () => INVALID_FORMAT,
  format: (p) => FORMAT_MESSAGES[String(p.format)] ?? INVALID_FORMAT,
  enum: () => ({ he: 'יש לבחור אחת מהאפשרויות', en: 'Choose one of the options', es: 'Elija una de las opciones' }),
  const: () => INVALID_VALUE,
  minimum: (p) => ({ he: `הערך חייב להיות לפחות ${limitOf(p)}`, en: `Must be at least ${limitOf(p)}`, es: `Debe ser al menos ${limitOf(p)}` }),
  maximum: (p) => ({ he: `הערך חייב להיות לכל היותר ${limitOf(p)}`, en: `Must be at most ${limitOf(p)}`, es: `Debe ser como máximo ${limitOf(p)}` }),
  exclusiveMinimum: (p) => ({ he: `הערך חייב להיות גדול מ-${limitOf(p)}`, en: `Must be more than ${limitOf(p)}`, es: `Debe ser mayor que ${limitOf(p)}` }),
  exclusiveMaximum: (p) => ({ he: `הערך חייב להיות קטן מ-${limitOf(p)}`, en: `Must be less than ${limitOf(p)}`, es: `Debe ser menor que ${limitOf(p)}` }),
  multipleOf: (p) => ({
    he: `הערך חייב להיות כפולה של ${String(p.multipleOf ?? '')}`,
    en: `Must be a multiple of ${String(p.multipleOf ?? '')}`,
    es: `Debe ser múltiplo de ${String(p.multipleOf ?? '')}`,
  }),
  type: (p) => TYPE_MESSAGES[String(p.type).split(',')[0] ?? ''] ?? INVALID_VALUE,
  minItems: (p) =>
    isOne(p)
      ? { he: 'יש לבחור לפחות פריט אחד', en: 'Choose at least one item', es: 'Elija al menos un elemento' }
      : { he: `יש לבחור לפחות ${limitOf(p)} פריטים`, en: `Choose at least ${limitOf(p)} items`, es: `Elija al menos ${limitOf(p)} elementos` },
  maxItems: (p) =>
    isOne(p)
      ? { he: 'אפשר לבחור פריט אחד לכל היותר', en: 'Choose at most one item', es: 'Elija como máximo un elemento' }
      : { he: `אפשר לבחור לכל היותר ${limitOf(p)} פריטים`, en: `Choose at most ${limitOf(p)} items`, es: `Elija como máximo ${limitOf(p)} elementos` },
  uniqueItems: () => ({ he: 'כל פריט נבחר פעם אחת בלבד', en: 'Choose each item only once', es: 'Elija cada elemento una sola vez' }),
  additionalProperties: (p) => ({
    he: `שדה לא מוכר: ${String(p.additionalProperty ?? '')}`,
    en: `Unknown field: ${String(p.additionalProperty ?? '')}`,
    es: `Campo desconocido: ${String(p.additionalProperty ?? '')}`,
  }),
  empty: () => ({ he: 'יש למלא לפחות שדה אחד', en: 'Fill in at least one field', es: 'Rellene al menos un campo' }),
};
