import { httpError, type FieldError, type HttpError } from '../../plugins/errors';
import type { Messages } from '../../i18n/messages';

/** The texts of the document library's calls (/api/pdf/docs), in Hebrew, English and Spanish. */
export const LIBRARY_TEXTS = {
  DOCUMENT_CREATED: { he: 'ה{{document}} נוצר', en: '{{Document}} created', es: '{{Document}} creado' },
  DOCUMENT_UPLOADED: { he: 'ה{{document}} הועלה', en: '{{Document}} uploaded', es: '{{Document}} subido' },
  DOCUMENT_UPDATED: { he: 'ה{{document}} עודכן', en: '{{Document}} updated', es: '{{Document}} actualizado' },
  DOCUMENT_DELETED: { he: 'ה{{document}} נמחק', en: '{{Document}} deleted', es: '{{Document}} eliminado' },
  DOCUMENT_VERSION_ADDED: { he: 'גרסה חדשה של ה{{document}} הועלתה', en: 'A new version of the {{document}} was uploaded', es: 'Se subió una nueva versión del {{document}}' },
  DOCUMENT_NOT_FOUND: { he: 'ה{{document}} לא נמצא', en: '{{Document}} not found', es: '{{Document}} no encontrado' },
  DOCUMENT_VERSION_NOT_FOUND: { he: 'הגרסה המבוקשת לא נמצאה', en: 'This version was not found', es: 'No se encontró esta versión' },
  DOCUMENT_HAS_NO_FILE: { he: 'ל{{document}} עדיין אין קובץ', en: 'This {{document}} has no file yet', es: 'Este {{document}} aún no tiene archivo' },
  DOCUMENTS_FORBIDDEN: { he: 'אין לך הרשאה לצפות ב{{documents}}', en: 'You may not see the {{documents}}', es: 'No tiene permiso para ver los {{documents}}' },
  DOCUMENTS_READ_ONLY: { he: 'אין לך הרשאה לבצע פעולה זו ב{{documents}}', en: 'You may not do this to the {{documents}}', es: 'No tiene permiso para hacer esto con los {{documents}}' },
  DOCUMENT_OWNER_ONLY: {
    he: 'רק מי שהעלה את ה{{document}} או מנהל/ת המשרד רשאים לשנות או למחוק אותו',
    en: 'Only the owner of this {{document}} or an office admin may change or delete it',
    es: 'Solo el propietario de este {{document}} o un administrador de la oficina puede cambiarlo o eliminarlo',
  },
  DOCUMENT_PERMISSION_TOO_LOW: {
    he: 'ההרשאה שניתנה לך ל{{document}} זה אינה מאפשרת פעולה זו',
    en: 'Your permission on this {{document}} does not allow this',
    es: 'Su permiso sobre este {{document}} no permite esto',
  },
  DOCUMENT_SHARE_NOT_MEMBER: {
    he: 'אפשר לשתף רק עם חברי הצוות הפעילים של המשרד',
    en: 'A {{document}} can be shared only with active members of the office',
    es: 'Un {{document}} solo puede compartirse con miembros activos de la oficina',
  },
  DOCUMENT_SHARE_TWICE: { he: 'כל משתמש יכול להופיע ברשימת השיתוף פעם אחת בלבד', en: 'Each person may appear once in the sharing list', es: 'Cada persona puede aparecer una sola vez en la lista' },
  DOCUMENTS_SHARED: { he: 'השיתוף של ה{{document}} עודכן', en: 'The {{document}}’s sharing was saved', es: 'Se guardó el uso compartido del {{document}}' },
  DOCUMENT_INVALID_TYPE: { he: 'סוג המסמך אינו מוכר במשרד', en: 'This office does not know this document type', es: 'Esta oficina no conoce este tipo de documento' },
  DOCUMENT_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  DOCUMENT_RECORD_NOT_FOUND: { he: 'הרשומה לא נמצאה', en: 'Record not found', es: 'Registro no encontrado' },
  DOCUMENT_METADATA_INVALID: {
    he: 'פרטי המסמך בשדה metadata אינם תקינים',
    en: 'The document details in the field metadata are not valid',
    es: 'Los datos del documento en el campo metadata no son válidos',
  },
  DOCUMENT_DETAILS_INVALID: { he: 'פרטי ה{{document}} אינם תקינים', en: 'The {{document}} details are not valid', es: 'Los datos del {{document}} no son válidos' },
  DOCUMENT_METADATA_NOT_JSON: { he: 'השדה metadata חייב להכיל אובייקט JSON', en: 'The field metadata must hold a JSON object', es: 'El campo metadata debe contener un objeto JSON' },
  DOCUMENT_UPLOAD_MISSING: {
    he: 'יש לשלוח קובץ אחד בשדה file, ואת פרטי המסמך כ-JSON בשדה metadata',
    en: 'Send one file in the field file, and the document details as JSON in the field metadata',
    es: 'Envíe un archivo en el campo file y los datos del documento como JSON en el campo metadata',
  },
  DOCUMENT_NOT_MULTIPART: { he: 'יש לשלוח את הקובץ כטופס multipart/form-data', en: 'Send the file as a multipart/form-data form', es: 'Envíe el archivo como un formulario multipart/form-data' },
  DOCUMENT_TOO_LARGE: { he: 'הקובץ גדול מדי', en: 'File too large', es: 'El archivo es demasiado grande' },
  DOCUMENT_UNSUPPORTED: { he: 'סוג הקובץ אינו נתמך', en: 'Unsupported format', es: 'Formato no compatible' },
  DOCUMENT_NOT_WORD: {
    he: 'הקובץ אינו מסמך Word תקין (DOCX): חסר בו תוכן המסמך',
    en: 'The file is not a valid Word document (DOCX): it has no document body',
    es: 'El archivo no es un documento de Word válido (DOCX): no tiene cuerpo de documento',
  },
  DOCUMENT_ACTIVE_CONTENT: {
    he: 'קבצים שיכולים להריץ קוד (HTML, SVG) אינם מתקבלים',
    en: 'Files that can run scripts (HTML, SVG) are not accepted',
    es: 'No se aceptan archivos que pueden ejecutar código (HTML, SVG)',
  },
  DOCUMENT_SEARCH_EMPTY: { he: 'יש לכתוב מילה לחיפוש', en: 'Write a word to search for', es: 'Escriba una palabra para buscar' },
} as const satisfies Record<string, Messages>;

/** A code of the library's texts. */
export type LibraryTextCode = keyof typeof LIBRARY_TEXTS;

/** An error of the library's calls, with its texts and, optionally, each field's problem. */
export function libraryError(status: number, code: LibraryTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...LIBRARY_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function libraryChangedBody<Data>(code: LibraryTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...LIBRARY_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}

/** The body of a success with nothing to show. */
export function libraryDoneBody(code: LibraryTextCode): { success: true; message: string; messages: Messages } {
  const messages = { ...LIBRARY_TEXTS[code] };
  return { success: true, message: messages.en, messages };
}
