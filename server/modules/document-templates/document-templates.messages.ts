import type { Messages } from '../../i18n/messages';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the templates' calls (/api/pdf/templates, /api/pdf/docs/generate), in Hebrew, English and Spanish. */
export const TEMPLATE_TEXTS = {
  TEMPLATE_NOT_FOUND: { he: 'התבנית לא נמצאה', en: 'Template not found', es: 'No se encontró la plantilla' },
  DOCUMENT_GENERATED: { he: 'ה{{document}} הופק ונשמר', en: 'The {{document}} was produced and saved', es: 'El {{document}} se generó y se guardó' },
  GENERATE_INVALID: { he: 'לא ניתן להפיק את ה{{document}}', en: 'The {{document}} cannot be produced', es: 'No se puede generar el {{document}}' },
  GENERATE_NEEDS_CLIENT: { he: 'יש לבחור {{client}} שעבורו יופק ה{{document}}', en: 'Choose the {{client}} the {{document}} is for', es: 'Elija el {{client}} para el que se genera el {{document}}' },
  GENERATE_NEEDS_RECORD: { he: 'התבנית מופקת עבור רשומה: יש לבחור אותה', en: 'This template is produced for a record: choose it', es: 'Esta plantilla se genera para un registro: elíjalo' },
  GENERATE_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  GENERATE_RECORD_NOT_FOUND: { he: 'הרשומה לא נמצאה', en: 'Record not found', es: 'No se encontró el registro' },
  GENERATE_FORMAT_NOT_OFFERED: {
    he: 'תבנית זו מופקת כ-PDF בלבד',
    en: 'This template is produced as a PDF only',
    es: 'Esta plantilla solo se genera en PDF',
  },
  GENERATE_FORMAT_NOT_KEPT: {
    he: 'מדיניות ההעלאה של המשרד אינה מקבלת קבצים בפורמט זה, ולכן לא ניתן לשמור בו את ה{{document}}',
    en: 'The office’s upload policy does not accept files of this format, so the {{document}} cannot be saved in it',
    es: 'La política de carga de la oficina no acepta archivos de este formato, por lo que el {{document}} no se puede guardar en él',
  },
  GENERATE_LANGUAGE_NOT_OFFERED: { he: 'המשרד אינו מציע שפה זו', en: 'The office does not offer this language', es: 'La oficina no ofrece este idioma' },
} as const;

export type TemplateTextCode = keyof typeof TEMPLATE_TEXTS;

/** An error of the templates' calls, in every language. */
export function templateError(status: number, code: TemplateTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...TEMPLATE_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a successful production: the English `message`, every language's `messages`, and the document made. */
export function generatedBody<Data>(data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...TEMPLATE_TEXTS.DOCUMENT_GENERATED };
  return { success: true, message: messages.en, messages, data };
}
