import { fieldError, httpError, type HttpError } from '../../plugins/errors';
import type { ClientText } from './clients.messages';

/** Texts of the merge calls, in Hebrew, English and Spanish. */
export const MERGE_TEXTS = {
  CLIENTS_MERGED: { he: 'הלקוחות אוחדו', en: 'Clients merged', es: 'Clientes fusionados' },
  INVALID_MERGE_REQUEST: { he: 'בקשת האיחוד אינה תקינה', en: 'Invalid merge request', es: 'Solicitud de fusión no válida' },
  MERGE_ID_INVALID: { he: 'מזהה הלקוח אינו תקין', en: 'The client id is not valid', es: 'El identificador del cliente no es válido' },
  MERGE_IDS_REQUIRED: { he: 'יש לבחור לפחות לקוח אחד לאיחוד', en: 'Choose at least one client to merge', es: 'Elija al menos un cliente para fusionar' },
  MERGE_TOO_MANY: { he: 'ניתן לאחד עד 10 לקוחות בבת אחת', en: 'At most 10 clients can be merged at once', es: 'Se pueden fusionar como máximo 10 clientes a la vez' },
  MERGE_SURVIVOR_AMONG_MERGED: {
    he: 'הלקוח שנשאר אינו יכול להיות גם בין הלקוחות המאוחדים',
    en: 'The surviving client cannot also be among the merged clients',
    es: 'El cliente que se conserva no puede estar también entre los fusionados',
  },
  MERGE_DUPLICATE_IDS: { he: 'אותו לקוח נבחר יותר מפעם אחת', en: 'The same client is listed more than once', es: 'El mismo cliente aparece más de una vez' },
} as const satisfies Record<string, ClientText>;

/** A code of the merge texts. */
export type MergeTextCode = keyof typeof MERGE_TEXTS;

/** 400 INVALID_MERGE_REQUEST with each field's problem. */
export function mergeRefusal(problems: { field: string; code: MergeTextCode }[]): HttpError {
  const errors = problems.map((problem) => fieldError(problem.field, { ...MERGE_TEXTS[problem.code] }));
  return httpError(400, 'INVALID_MERGE_REQUEST', { messages: { ...MERGE_TEXTS.INVALID_MERGE_REQUEST }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a done merge. */
export function mergedBody<Data>(data: Data): { success: true; message: string; messages: ClientText; data: Data } {
  const messages = { ...MERGE_TEXTS.CLIENTS_MERGED };
  return { success: true, message: messages.en, messages, data };
}
