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
  TEMPLATE_INVALID: { he: 'התבנית אינה תקינה', en: 'The template is not valid', es: 'La plantilla no es válida' },
  TEMPLATE_CREATED: { he: 'התבנית נשמרה', en: 'The template was saved', es: 'La plantilla se guardó' },
  TEMPLATE_UPDATED: { he: 'התבנית עודכנה', en: 'The template was updated', es: 'La plantilla se actualizó' },
  TEMPLATE_DELETED: { he: 'התבנית נמחקה', en: 'The template was deleted', es: 'La plantilla se eliminó' },
  TEMPLATE_OF_OFFICE_TYPE: {
    he: 'תבנית זו מוגדרת בסוג המשרד ואינה ניתנת לשינוי או למחיקה; ניתן ליצור תבנית חדשה של המשרד',
    en: 'This template is declared by the office type and cannot be changed or deleted; write a new template of the office instead',
    es: 'Esta plantilla la declara el tipo de oficina y no se puede cambiar ni eliminar; cree una plantilla propia de la oficina',
  },
  TEMPLATE_ID_ASSIGNED: { he: 'המזהה נקבע על ידי השרת', en: 'The id is given by the server', es: 'El servidor asigna el identificador' },
  TEMPLATE_FIELD_INVALID: { he: 'ערך לא תקין', en: 'Invalid value', es: 'Valor no válido' },
  TEMPLATE_TEXT_MISSING: { he: 'חסר הטקסט בשפה שהמשרד מציע', en: 'The text is missing in a language the office offers', es: 'Falta el texto en un idioma que ofrece la oficina' },
  TEMPLATE_UNKNOWN_TYPE: { he: 'סוג ה{{document}} אינו מסוגי ה{{document}} של המשרד', en: 'The {{document}} type is not one of the office’s', es: 'El tipo de {{document}} no es uno de los de la oficina' },
  TEMPLATE_UNKNOWN_MODULE: { he: 'המודול אינו קיים במשרד או שאין בו רשומות', en: 'The module is not one of the office’s modules with records', es: 'El módulo no es uno de los módulos de la oficina con registros' },
  TEMPLATE_UNKNOWN_FACT: { he: 'נתון שתבנית אינה יכולה לשלב', en: 'Not a fact a template may put in', es: 'No es un dato que una plantilla pueda incluir' },
  TEMPLATE_RECORD_FACT: {
    he: 'נתון של רשומה: יש לבחור מודול כדי להפיק את התבנית עבור רשומותיו',
    en: 'A record’s fact: choose a module to produce the template for its records',
    es: 'Un dato de un registro: elija un módulo para generar la plantilla para sus registros',
  },
} as const;

export type TemplateTextCode = keyof typeof TEMPLATE_TEXTS;

/** An error of the templates' calls, in every language. */
export function templateError(status: number, code: TemplateTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...TEMPLATE_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a successful change of a template: its message in every language, and the template. */
export function templateChangeBody<Data>(code: 'TEMPLATE_CREATED' | 'TEMPLATE_UPDATED' | 'TEMPLATE_DELETED', data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...TEMPLATE_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}

/** The body of a successful production: the English `message`, every language's `messages`, and the document made. */
export function generatedBody<Data>(data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...TEMPLATE_TEXTS.DOCUMENT_GENERATED };
  return { success: true, message: messages.en, messages, data };
}
