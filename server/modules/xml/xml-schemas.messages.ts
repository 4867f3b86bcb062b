import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type HttpError } from '../../plugins/errors';

/** The texts of the XML schemas' calls, in Hebrew, English and Spanish. */
export const XML_SCHEMA_TEXTS = {
  XML_SCHEMA_CREATED: { he: 'הסכמה נשמרה', en: 'The schema was saved', es: 'Se guardó el esquema' },
  XML_SCHEMA_UPDATED: { he: 'הסכמה עודכנה', en: 'The schema was updated', es: 'Se actualizó el esquema' },
  XML_SCHEMA_DELETED: { he: 'הסכמה נמחקה', en: 'The schema was deleted', es: 'Se eliminó el esquema' },
  XML_SCHEMA_NOT_FOUND: { he: 'הסכמה לא נמצאה', en: 'Schema not found', es: 'No se encontró el esquema' },
  XML_SCHEMA_BUILT_IN: {
    he: 'סכמת האחזקות מגיעה עם המערכת ואינה ניתנת לשינוי או למחיקה; ניתן להעלות סכמה חדשה של המשרד',
    en: 'The holdings schema comes with the product and cannot be changed or deleted; upload a new schema of the office instead',
    es: 'El esquema de tenencias viene con el producto y no se puede cambiar ni eliminar; suba un esquema propio de la oficina',
  },
  XML_SCHEMA_INVALID: { he: 'קובץ ה-XSD אינו תקין', en: 'The XSD is not valid', es: 'El XSD no es válido' },
  XML_SCHEMA_HOLDINGS_DESCRIPTION: {
    he: 'ממשק האחזקות של המסלקה הפנסיונית כפי שהוא מתואר בפומבי; מגיעה עם המערכת',
    en: 'The pension clearing house’s holdings interface as publicly described; comes with the product',
    es: 'La interfaz de tenencias de la cámara de compensación de pensiones, según su descripción pública; viene con el producto',
  },
} as const satisfies Record<string, Messages>;

export type XmlSchemaTextCode = keyof typeof XML_SCHEMA_TEXTS;

export const schemaNotFound = (): HttpError => httpError(404, 'XML_SCHEMA_NOT_FOUND', { messages: { ...XML_SCHEMA_TEXTS.XML_SCHEMA_NOT_FOUND } });
export const schemaBuiltIn = (): HttpError => httpError(409, 'XML_SCHEMA_BUILT_IN', { messages: { ...XML_SCHEMA_TEXTS.XML_SCHEMA_BUILT_IN } });

/** A 400 for an XSD that does not compile: the core's first problem (which names its line) as the message, each as a field error of `xsd`. */
export function schemaInvalid(problems: { line?: number | null; message: Messages }[]): HttpError {
  const first = problems[0];
  const where = (language: 'he' | 'en' | 'es'): string => (first?.line ? { he: ` (שורה ${first.line})`, en: ` (line ${first.line})`, es: ` (línea ${first.line})` }[language] : '');
  const messages = first ? { ...first.message } : { he: `${XML_SCHEMA_TEXTS.XML_SCHEMA_INVALID.he}${where('he')}`, en: `${XML_SCHEMA_TEXTS.XML_SCHEMA_INVALID.en}${where('en')}`, es: `${XML_SCHEMA_TEXTS.XML_SCHEMA_INVALID.es}${where('es')}` };
  const errors = problems.slice(0, 20).map((problem) => fieldError('xsd', problem.message));
  return httpError(400, 'XML_SCHEMA_INVALID', { messages, errors });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function schemaChangedBody<Data>(code: XmlSchemaTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...XML_SCHEMA_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
