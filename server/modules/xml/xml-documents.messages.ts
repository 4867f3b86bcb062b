import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the XML intake's document calls (/api/xml), in Hebrew, English and Spanish. */
export const XML_DOCUMENT_TEXTS = {
  XML_DOCUMENTS_UPLOADED: { he: 'הקבצים נקלטו', en: 'The files were received', es: 'Se recibieron los archivos' },
  XML_DOCUMENT_VALIDATED: { he: 'הקובץ נבדק', en: 'The file was checked', es: 'Se comprobó el archivo' },
  XML_DOCUMENT_TRANSFORMED: { he: 'הקובץ הומר', en: 'The file was transformed', es: 'Se transformó el archivo' },
  XML_DOCUMENT_TAGGED: { he: 'התגיות נשמרו', en: 'The tags were saved', es: 'Se guardaron las etiquetas' },
  XML_DOCUMENT_DELETED: { he: 'הקובץ נמחק', en: 'The file was deleted', es: 'Se eliminó el archivo' },
  XML_BATCH_DONE: { he: 'הפעולה הסתיימה', en: 'The batch is done', es: 'El lote terminó' },
  XML_DOCUMENT_NOT_FOUND: { he: 'קובץ ה-XML לא נמצא', en: 'XML file not found', es: 'No se encontró el archivo XML' },
  XML_TRANSFORMATION_NOT_FOUND: { he: 'תוצאת ההמרה לא נמצאה', en: 'Transformation result not found', es: 'No se encontró el resultado de la transformación' },
  XML_TRANSFORMATION_FAILED_NO_FILE: { he: 'ההמרה נכשלה ואין לה קובץ', en: 'This transformation failed and has no file', es: 'Esta transformación falló y no tiene archivo' },
  XML_FILE_MISSING: { he: 'הקובץ השמור אינו זמין', en: 'The stored file is not available', es: 'El archivo guardado no está disponible' },
  XML_SCHEMA_NOT_FOUND: { he: 'הסכמה לא נמצאה', en: 'Schema not found', es: 'No se encontró el esquema' },
  XML_FORBIDDEN: { he: 'אין לך הרשאה לקובצי המסלקה', en: 'You do not have permission for the clearing-house files', es: 'No tiene permiso para los archivos de la cámara de compensación' },
  XML_READ_ONLY: { he: 'אין לך הרשאה לשנות קובצי מסלקה', en: 'You may not change the clearing-house files', es: 'No tiene permiso para cambiar los archivos de la cámara de compensación' },
  XML_UPLOAD_NOT_MULTIPART: { he: 'יש לשלוח את הקובץ בטופס (multipart/form-data)', en: 'Send the file as a form (multipart/form-data)', es: 'Envíe el archivo como formulario (multipart/form-data)' },
  XML_UPLOAD_MISSING: { he: 'יש לצרף קובץ אחד בשדה file', en: 'Attach one file in the field file', es: 'Adjunte un archivo en el campo file' },
  XML_UPLOAD_TOO_LARGE: { he: 'הקובץ גדול מהמותר', en: 'The file is larger than allowed', es: 'El archivo supera el tamaño permitido' },
  XML_UPLOAD_UNSUPPORTED: { he: 'אפשר להעלות רק קובצי ‎.xml, ‎.dat או ‎.zip', en: 'Only .xml, .dat or .zip files can be uploaded', es: 'Solo se pueden subir archivos .xml, .dat o .zip' },
  XML_UPLOAD_REFUSED: { he: 'הקובץ אינו קובץ XML שאפשר לקלוט', en: 'The file is not an XML file that can be taken in', es: 'El archivo no es un archivo XML que se pueda recibir' },
  XML_UPLOAD_BAD_FIELD: { he: 'יש לתקן את השדות המסומנים', en: 'Correct the marked fields', es: 'Corrija los campos marcados' },
  XML_TAGS_INVALID: { he: 'עד 10 תגיות, כל אחת עד 30 תווים', en: 'At most 10 tags, each up to 30 characters', es: 'Como máximo 10 etiquetas, cada una de hasta 30 caracteres' },
  XML_AUTO_VALIDATE_INVALID: { he: 'autoValidate צריך להיות true או false', en: 'autoValidate must be true or false', es: 'autoValidate debe ser true o false' },
  XML_SCHEMA_ID_INVALID: { he: 'מזהה הסכמה אינו תקין', en: 'The schema id is not valid', es: 'El identificador del esquema no es válido' },
  XML_ZIP_REFUSED: { he: 'קובץ ה-ZIP פגום או גדול מדי בפתיחתו', en: 'The zip is broken or expands too far', es: 'El zip está dañado o se expande demasiado' },
  XML_ZIP_EMPTY: { he: 'בקובץ ה-ZIP אין קובצי XML', en: 'The zip holds no XML files', es: 'El zip no contiene archivos XML' },
  XML_SKIPPED_TYPE: { he: 'סוג הקובץ אינו נקלט (רק ‎.xml, ‎.dat ו-‎.pdf)', en: 'This kind of file is not taken in (only .xml, .dat and .pdf)', es: 'Este tipo de archivo no se recibe (solo .xml, .dat y .pdf)' },
  XML_SKIPPED_FOLDER: { he: 'תיקייה', en: 'A folder', es: 'Una carpeta' },
  XML_SKIPPED_NO_LIBRARY: { he: 'ספריית המסמכים אינה זמינה במשרד, ה-PDF לא נשמר', en: 'The office has no document library available: the PDF was not kept', es: 'La oficina no tiene la biblioteca de documentos disponible: el PDF no se guardó' },
  XML_SKIPPED_PDF_REFUSED: { he: 'ה-PDF לא התקבל בספריית המסמכים', en: 'The document library refused the PDF', es: 'La biblioteca de documentos rechazó el PDF' },
  XML_NOT_HOLDINGS: { he: 'זה אינו קובץ אחזקות של המסלקה', en: 'This is not a clearing-house holdings file', es: 'Este no es un archivo de tenencias de la cámara de compensación' },
  XML_BATCH_TOO_MANY: { he: 'עד 100 קבצים בפעולה אחת', en: 'At most 100 files in one batch', es: 'Como máximo 100 archivos en un lote' },
  XML_DATE_RANGE_INVALID: { he: 'תאריך ההתחלה מאוחר מתאריך הסיום', en: 'The start date is after the end date', es: 'La fecha de inicio es posterior a la de fin' },
  XML_TRANSFORM_FAILED: { he: 'ההמרה נכשלה', en: 'The transformation failed', es: 'La transformación falló' },
} as const satisfies Record<string, Messages>;

/** A code of the XML documents' texts. */
export type XmlDocumentTextCode = keyof typeof XML_DOCUMENT_TEXTS;

/** The texts of a code, a fresh copy (the catalogue stays frozen). */
export const xmlText = (code: XmlDocumentTextCode): Messages => ({ ...XML_DOCUMENT_TEXTS[code] });

/** An error with the code's texts, and field errors when given. */
export function xmlError(status: number, code: XmlDocumentTextCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: xmlText(code), ...(errors ? { errors } : {}) });
}

/** An error at one field, with that field's own texts under the code's. */
export const xmlFieldError = (status: number, code: XmlDocumentTextCode, field: string, messages: Messages = xmlText(code)): HttpError =>
  xmlError(status, code, [fieldError(field, messages)]);

export const xmlDocumentNotFound = (): HttpError => xmlError(404, 'XML_DOCUMENT_NOT_FOUND');
export const xmlTransformationNotFound = (): HttpError => xmlError(404, 'XML_TRANSFORMATION_NOT_FOUND');

/** 413 with the office's limit in every language. */
export function xmlTooLarge(limitMb: number): HttpError {
  const texts = xmlText('XML_UPLOAD_TOO_LARGE');
  const messages: Messages = { he: `${texts.he} (${limitMb} MB)`, en: `${texts.en} (${limitMb} MB)`, es: `${texts.es} (${limitMb} MB)` };
  return httpError(413, 'XML_UPLOAD_TOO_LARGE', { messages, errors: [fieldError('file', messages)] });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function xmlChangedBody<Data>(code: XmlDocumentTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = xmlText(code);
  return { success: true, message: messages.en, messages, data };
}
