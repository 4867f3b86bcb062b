import type { MessageTexts } from '../forms/default-messages';

export type { MessageTexts };

/**
 * Messages by field (a dotted API path, `address.city`) and by rule (the error's keyword, `maxLength`, `israeli-id`);
 * the field `*` holds messages for any field (an unknown one).
 */
export type FieldMessageTable = Readonly<Record<string, Readonly<Record<string, MessageTexts>>>>;

/** An error of a whole request, with the server's catalogue code. "Client" here is the API's word; screens use the office's term. */
export interface RequestErrorMessage {
  code: string;
  messages: MessageTexts;
}

/** The errors a client request as a whole answers with (spec 2 §5, §8). */
export const CLIENT_REQUEST_ERRORS = {
  invalidClientData: {
    code: 'INVALID_CLIENT_DATA',
    messages: { he: 'נתוני לקוח לא תקינים', en: 'Invalid client data', es: 'Datos del cliente no válidos' },
  },
  invalidQueryParameters: {
    code: 'INVALID_QUERY_PARAMETERS',
    messages: { he: 'פרמטרי השאילתה אינם תקינים', en: 'Invalid query parameters', es: 'Parámetros de consulta no válidos' },
  },
  unexpectedValidationError: {
    code: 'UNEXPECTED_VALIDATION_ERROR',
    messages: { he: 'אירעה שגיאה בלתי צפויה בבדיקת הנתונים', en: 'Unexpected validation error', es: 'Error inesperado al validar los datos' },
  },
} as const satisfies Record<string, RequestErrorMessage>;

/** Shown for a rule a field has no message of its own for. */
export const GENERIC_FIELD_MESSAGES: Readonly<Record<string, MessageTexts>> = {
  required: { he: 'זהו שדה חובה', en: 'This field is required', es: 'Este campo es obligatorio' },
  additionalProperties: { he: 'שדה לא מוכר', en: 'Unknown field', es: 'Campo desconocido' },
  maxDepth: { he: 'הערך מקונן לעומק רב מדי', en: 'The value is nested too deeply', es: 'El valor está anidado a demasiada profundidad' },
  type: { he: 'סוג הערך אינו תקין', en: 'Wrong kind of value', es: 'Tipo de valor incorrecto' },
  enum: { he: 'יש לבחור אחת מהאפשרויות', en: 'Choose one of the options', es: 'Elija una de las opciones' },
  uuid: { he: 'המזהה אינו תקין', en: 'Invalid identifier', es: 'Identificador no válido' },
  'date-time': { he: 'תאריך ושעה לא תקינים', en: 'Invalid date and time', es: 'Fecha y hora no válidas' },
};

/** Shown when nothing more precise is known. */
export const INVALID_FIELD_VALUE: MessageTexts = { he: 'ערך לא תקין', en: 'Invalid value', es: 'Valor no válido' };

function entry<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A field's message for a failed rule: its own from the table, else the table's for any field, else the rule's generic one. */
export function fieldMessage(table: FieldMessageTable, field: string, keyword: string): MessageTexts {
  return entry(entry(table, field), keyword) ?? entry(entry(table, '*'), keyword) ?? entry(GENERIC_FIELD_MESSAGES, keyword) ?? INVALID_FIELD_VALUE;
}
