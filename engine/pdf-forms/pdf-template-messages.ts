import type { Language } from '../i18n/languages';

/** The PDF template's messages (spec 2 §5 and a few of its own), in every language, the same on the server and the screen. */
export const PDF_TEMPLATE_MESSAGES = {
  FIELD_REQUIRED: { he: 'שדה חובה', en: 'This field is required', es: 'Este campo es obligatorio' },
  FIELD_NAME_INVALID: {
    he: 'שם שדה לא תקין: אותיות, ספרות, _ ו-‏-, ומתחיל באות',
    en: 'Invalid field name: letters, digits, _ and -, starting with a letter',
    es: 'Nombre de campo no válido: letras, dígitos, _ y -, empezando por una letra',
  },
  FIELD_NAME_TAKEN: { he: 'שם השדה כבר קיים', en: 'Field name already exists', es: 'El nombre del campo ya existe' },
  POSITION_INVALID: { he: 'מיקום לא תקין: השדה חורג מהעמוד', en: 'Invalid position: the field goes outside the page', es: 'Posición no válida: el campo sale de la página' },
  TEMPLATE_NAME_REQUIRED: { he: 'שם התבנית הוא שדה חובה', en: 'Template name is required', es: 'El nombre de la plantilla es obligatorio' },
  PDF_REQUIRED: { he: 'יש לבחור קובץ PDF', en: 'PDF file is required', es: 'Se requiere un archivo PDF' },
  PDF_UNREADABLE: { he: 'הקובץ אינו PDF שאפשר לקרוא', en: 'The file is not a readable PDF', es: 'El archivo no es un PDF legible' },
  OPTIONS_REQUIRED: { he: 'לרשימה נפתחת צריכה להיות לפחות אפשרות אחת', en: 'A dropdown needs at least one option', es: 'Una lista desplegable necesita al menos una opción' },
  OPTION_VALUE_TAKEN: { he: 'כל אפשרות צריכה ערך משלה', en: 'Each option needs a value of its own', es: 'Cada opción necesita un valor propio' },
  OPTION_UNKNOWN: { he: 'יש לבחור אחת מהאפשרויות', en: 'Choose one of the options', es: 'Elija una de las opciones' },
  DATE_INVALID: { he: 'תאריך לא תקין (YYYY-MM-DD)', en: 'Invalid date (YYYY-MM-DD)', es: 'Fecha no válida (AAAA-MM-DD)' },
  VALUE_TYPE: { he: 'ערך לא מתאים לסוג השדה', en: 'This value does not fit the field’s type', es: 'Este valor no corresponde al tipo del campo' },
  TOO_SHORT: { he: 'לפחות {{count}} תווים', en: 'At least {{count}} characters', es: 'Al menos {{count}} caracteres' },
  TOO_LONG: { he: 'לכל היותר {{count}} תווים', en: 'At most {{count}} characters', es: 'Como máximo {{count}} caracteres' },
  FIELD_UNKNOWN: { he: 'אין בתבנית שדה בשם הזה', en: 'The template has no field by this name', es: 'La plantilla no tiene un campo con este nombre' },
} as const satisfies Record<string, Record<Language, string>>;

/** A code of the PDF template's messages. */
export type PdfTemplateMessageCode = keyof typeof PDF_TEMPLATE_MESSAGES;

/** A problem of a template or of its filled values, at its path (name, fields.2.name, values.fullName). */
export interface PdfTemplateProblem {
  path: string;
  code: PdfTemplateMessageCode;
  /** What the message's {{count}} stands for. */
  count?: number;
}

/** A problem's message in every language, its {{count}} filled in. */
export function pdfTemplateMessages(problem: Pick<PdfTemplateProblem, 'code' | 'count'>): Record<Language, string> {
  const texts = PDF_TEMPLATE_MESSAGES[problem.code];
  const fill = (text: string) => text.replace('{{count}}', String(problem.count ?? ''));
  return { he: fill(texts.he), en: fill(texts.en), es: fill(texts.es) };
}
