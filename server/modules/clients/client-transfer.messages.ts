import { fieldError, httpError, type HttpError } from '../../plugins/errors';
import type { ClientText } from './clients.messages';

/** Texts of the clients export and import calls; the codes are local to this module. */
export const TRANSFER_TEXTS = {
  EXPORT_TOO_LARGE: {
    he: 'ניתן לייצא עד 50,000 {{clients}} בבת אחת; צמצמו את הסינון',
    en: 'At most 50,000 {{clients}} can be exported at once; narrow the filter',
    es: 'Se pueden exportar como máximo 50.000 {{clients}} a la vez; restrinja el filtro',
  },
  IMPORT_FILE_MISSING: { he: 'יש לשלוח קובץ CSV או XLSX אחד בשדה file', en: 'Send one CSV or XLSX file in the field file', es: 'Envíe un archivo CSV o XLSX en el campo file' },
  IMPORT_FILE_TYPE: {
    he: 'הקובץ אינו CSV (טקסט UTF-8) או XLSX; בדקו את תוכן הקובץ',
    en: 'The file is neither a CSV (UTF-8 text) nor an XLSX workbook',
    es: 'El archivo no es un CSV (texto UTF-8) ni un libro XLSX',
  },
  IMPORT_FILE_UNREADABLE: { he: 'לא ניתן לקרוא את הקובץ', en: 'The file could not be read', es: 'No se pudo leer el archivo' },
  IMPORT_FILE_TOO_LARGE: { he: 'הקובץ גדול מ-5MB', en: 'The file is larger than 5MB', es: 'El archivo supera los 5MB' },
  IMPORT_TOO_MANY_ROWS: { he: 'ניתן לייבא עד 5,000 שורות בקובץ', en: 'A file can hold at most 5,000 rows', es: 'Un archivo puede tener como máximo 5.000 filas' },
  IMPORT_TOO_MANY_COLUMNS: { he: 'ניתן לייבא עד 200 עמודות בקובץ', en: 'A file can hold at most 200 columns', es: 'Un archivo puede tener como máximo 200 columnas' },
  IMPORT_CELL_TOO_LONG: {
    he: 'תא בקובץ מכיל יותר מ-32,767 תווים (המגבלה של Excel)',
    en: 'A cell of the file holds more than 32,767 characters (Excel’s own limit)',
    es: 'Una celda del archivo contiene más de 32.767 caracteres (el límite de Excel)',
  },
  IMPORT_HEADER_TOO_LONG: { he: 'כותרת עמודה ארוכה מ-255 תווים', en: 'A column header is longer than 255 characters', es: 'Un encabezado de columna supera los 255 caracteres' },
  IMPORT_TOO_MUCH_TEXT: {
    he: 'בקובץ יותר מ-10 מיליון תווים של טקסט; פצלו אותו לכמה קבצים',
    en: 'The file holds more than 10 million characters of text; split it into several files',
    es: 'El archivo contiene más de 10 millones de caracteres de texto; divídalo en varios archivos',
  },
  IMPORT_FILE_EXPANDS: {
    he: 'הקובץ נפתח לגודל חריג (יותר מ-64MB בחלק אחד, 128MB בסך הכול, או פי 100 מגודלו הדחוס); שמרו אותו מחדש או פצלו אותו',
    en: 'The workbook unpacks too far (past 64MB in one part, 128MB in all, or 100 times its compressed size); save it again or split it',
    es: 'El libro se descomprime demasiado (más de 64MB en una parte, 128MB en total o 100 veces su tamaño comprimido); guárdelo de nuevo o divídalo',
  },
  IMPORT_FILE_TOO_COMPLEX: {
    he: 'הקובץ מורכב מכדי לקרוא אותו; פצלו אותו לקבצים קטנים יותר',
    en: 'The file is too complex to read; split it into smaller files',
    es: 'El archivo es demasiado complejo para leerlo; divídalo en archivos más pequeños',
  },
  IMPORT_BUSY: {
    he: 'קבצים אחרים נקראים כעת; נסו שוב בעוד כמה שניות',
    en: 'Other files are being read; try again in a few seconds',
    es: 'Se están leyendo otros archivos; vuelva a intentarlo en unos segundos',
  },
  IMPORT_NO_COLUMNS: { he: 'בקובץ אין שורת כותרות', en: 'The file has no header row', es: 'El archivo no tiene fila de encabezados' },
  IMPORT_MAPPING_INVALID: { he: 'מיפוי העמודות אינו תקין', en: 'The column mapping is invalid', es: 'La asignación de columnas no es válida' },
  IMPORT_MAPPING_NOT_JSON: { he: 'המיפוי חייב להיות אובייקט JSON של עמודה ← שדה', en: 'The mapping must be a JSON object of column → field', es: 'La asignación debe ser un objeto JSON de columna → campo' },
  IMPORT_UNKNOWN_FIELD: { he: 'שדה לא מוכר במיפוי', en: 'Unknown {{client}} field in the mapping', es: 'Campo de {{client}} desconocido en la asignación' },
  IMPORT_UNKNOWN_COLUMN: { he: 'העמודה אינה קיימת בקובץ', en: 'The file has no such column', es: 'El archivo no tiene esa columna' },
  IMPORT_FIELD_TWICE: { he: 'השדה ממופה ליותר מעמודה אחת', en: 'The field is mapped from more than one column', es: 'El campo está asignado desde más de una columna' },
  IMPORT_NAME_UNMAPPED: { he: 'יש למפות עמודה לשם הפרטי ולשם המשפחה', en: 'Map a column to firstName and to lastName', es: 'Asigne una columna a firstName y a lastName' },
  IMPORT_ERRORS_COLUMN: { he: 'שגיאות', en: 'errors', es: 'errores' },
} as const satisfies Record<string, ClientText>;

/** A code of the export and import texts. */
export type TransferTextCode = keyof typeof TRANSFER_TEXTS;

/**
 * An error of the export and import calls, with its texts in Hebrew, English and Spanish; `fields` name what it is
 * about; a 429 says when to retry.
 */
export function transferError(status: number, code: TransferTextCode, fields: { field: string; code: TransferTextCode }[] = [], retryAfterSeconds?: number): HttpError {
  const errors = fields.map((entry) => fieldError(entry.field, { ...TRANSFER_TEXTS[entry.code] }));
  return httpError(status, code, { messages: { ...TRANSFER_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
}
