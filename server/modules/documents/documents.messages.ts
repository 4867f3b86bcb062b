import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';
import type { Messages } from '../../i18n/messages';

/** A text in every language the server speaks. */
export type DocumentText = Messages;

/** The texts of the client documents calls, in Hebrew, English and Spanish. */
export const DOCUMENT_TEXTS = {
  CLIENT_DOCUMENT_ADDED: { he: 'ה{{document}} הועלה', en: '{{Document}} uploaded', es: '{{Document}} subido' },
  CLIENT_DOCUMENT_DELETED: { he: 'ה{{document}} נמחק', en: '{{Document}} deleted', es: '{{Document}} eliminado' },
  CLIENT_DOCUMENT_NOT_FOUND: { he: 'ה{{document}} לא נמצא', en: '{{Document}} not found', es: '{{Document}} no encontrado' },
  CLIENT_DOCUMENT_TOO_LARGE: { he: 'הקובץ גדול מדי', en: 'File too large', es: 'El archivo es demasiado grande' },
  CLIENT_DOCUMENT_UNSUPPORTED: { he: 'סוג הקובץ אינו נתמך', en: 'Unsupported format', es: 'Formato no compatible' },
  CLIENT_DOCUMENT_MISSING: {
    he: 'יש לשלוח קובץ אחד בשדה document, ואת סוג המסמך בשדה type',
    en: 'Send one file in the field document, and the document type in the field type',
    es: 'Envíe un archivo en el campo document y el tipo de documento en el campo type',
  },
  CLIENT_DOCUMENT_INVALID_TYPE: { he: 'סוג המסמך אינו מוכר במשרד', en: 'This office does not know this document type', es: 'Esta oficina no conoce este tipo de documento' },
  CLIENT_DOCUMENT_NOT_MULTIPART: {
    he: 'יש לשלוח את המסמך כטופס multipart/form-data',
    en: 'Send the document as a multipart/form-data form',
    es: 'Envíe el documento como un formulario multipart/form-data',
  },
} as const satisfies Record<string, DocumentText>;

/** A code of the documents texts. */
export type DocumentTextCode = keyof typeof DOCUMENT_TEXTS;

/** An error of the documents calls, with its texts and, optionally, each field's problem. */
export function documentError(status: number, code: DocumentTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...DOCUMENT_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, in every language. */
export function documentFieldError(field: string, messages: DocumentText): FieldError {
  return fieldError(field, { ...messages });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function documentChangedBody<Data>(code: DocumentTextCode, data: Data): { success: true; message: string; messages: DocumentText; data: Data } {
  const messages = { ...DOCUMENT_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}

/** The body of a success with nothing to show. */
export function documentDoneBody(code: DocumentTextCode): { success: true; message: string; messages: DocumentText } {
  const messages = { ...DOCUMENT_TEXTS[code] };
  return { success: true, message: messages.en, messages };
}
