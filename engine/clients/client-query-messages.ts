import type { FieldMessageTable, MessageTexts } from './client-error-messages';

const page: MessageTexts = { he: 'מספר העמוד צריך להיות מספר שלם בין 1 ל-1,000,000', en: 'Page must be a whole number from 1 to 1,000,000', es: 'La página debe ser un número entero entre 1 y 1.000.000' };
const limit: MessageTexts = { he: 'גודל העמוד צריך להיות מספר שלם בין 1 ל-100', en: 'Page size must be a whole number from 1 to 100', es: 'El tamaño de página debe ser un número entero entre 1 y 100' };
const dateFrom: MessageTexts = { he: 'תאריך ההתחלה אינו תאריך ושעה תקינים', en: 'Start date is not a valid date and time', es: 'La fecha inicial no es una fecha y hora válidas' };
const dateTo: MessageTexts = { he: 'תאריך הסיום אינו תאריך ושעה תקינים', en: 'End date is not a valid date and time', es: 'La fecha final no es una fecha y hora válidas' };
const tag: MessageTexts = { he: 'התגית צריכה להכיל 1 עד 30 תווים', en: 'Tag must be 1 to 30 characters long', es: 'La etiqueta debe tener entre 1 y 30 caracteres' };
const cursor: MessageTexts = { he: 'סמן הדף אינו תקין', en: 'Invalid page cursor', es: 'Cursor de página no válido' };

/** Each list query parameter's message for each rule it can fail (spec 2 §5), in Hebrew, English and Spanish. */
export const clientQueryMessages: FieldMessageTable = {
  page: { type: page, minimum: page, maximum: page },
  limit: { type: limit, minimum: limit, maximum: limit },
  sortBy: { enum: { he: 'אי אפשר למיין לפי שדה זה', en: 'The list cannot be sorted by this field', es: 'La lista no se puede ordenar por este campo' } },
  sortOrder: { enum: { he: 'סדר המיון צריך להיות עולה או יורד', en: 'Sort order must be asc or desc', es: 'El orden debe ser asc o desc' } },
  dateFrom: { 'date-time': dateFrom, type: dateFrom },
  dateTo: { 'date-time': dateTo, type: dateTo },
  status: { enum: { he: 'יש לבחור סטטוס מהרשימה', en: 'Choose a status from the list', es: 'Elija un estado de la lista' } },
  priority: { enum: { he: 'יש לבחור עדיפות מהרשימה', en: 'Choose a priority from the list', es: 'Elija una prioridad de la lista' } },
  tag: { minLength: tag, maxLength: tag, type: tag },
  followUp: { enum: { he: 'יש לבחור מסנן מעקב מהרשימה', en: 'Choose a follow-up filter from the list', es: 'Elija un filtro de seguimiento de la lista' } },
  search: { maxLength: { he: 'טקסט החיפוש ארוך מדי (עד 100 תווים)', en: 'Search text must be at most 100 characters long', es: 'El texto de búsqueda debe tener como máximo 100 caracteres' } },
  kind: { enum: { he: 'יש לבחור סוג רשומה מהרשימה', en: 'Choose a record type from the list', es: 'Elija un tipo de registro de la lista' } },
  leadStatus: { enum: { he: 'יש לבחור שלב מכירה מהרשימה', en: 'Choose a sales stage from the list', es: 'Elija una etapa de venta de la lista' } },
  cursor: { minLength: cursor, maxLength: cursor, type: cursor },
  // Any parameter the list does not take.
  '*': { additionalProperties: { he: 'פרמטר לא מוכר', en: 'Unknown parameter', es: 'Parámetro desconocido' } },
};
