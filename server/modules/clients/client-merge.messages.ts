import { fieldError, httpError, type HttpError } from '../../plugins/errors';
import type { ClientText } from './clients.messages';

/** Texts of the merge calls, in Hebrew, English and Spanish. */
export const MERGE_TEXTS = {
  CLIENTS_MERGED: { he: 'ה{{clients}} אוחדו', en: '{{Clients}} merged', es: '{{Clients}} fusionados' },
  INVALID_MERGE_REQUEST: { he: 'בקשת האיחוד אינה תקינה', en: 'Invalid merge request', es: 'Solicitud de fusión no válida' },
  MERGE_ID_INVALID: { he: 'מזהה ה{{client}} אינו תקין', en: 'The {{client}} id is not valid', es: 'El identificador del {{client}} no es válido' },
  MERGE_IDS_REQUIRED: { he: 'יש לבחור לפחות {{client}} אחד לאיחוד', en: 'Choose at least one {{client}} to merge', es: 'Elija al menos un {{client}} para fusionar' },
  MERGE_TOO_MANY: { he: 'ניתן לאחד עד 10 {{clients}} בבת אחת', en: 'At most 10 {{clients}} can be merged at once', es: 'Se pueden fusionar como máximo 10 {{clients}} a la vez' },
  MERGE_SURVIVOR_AMONG_MERGED: {
    he: 'ה{{client}} שנשאר אינו יכול להיות גם בין ה{{clients}} המאוחדים',
    en: 'The surviving {{client}} cannot also be among the merged {{clients}}',
    es: 'El {{client}} que se conserva no puede estar también entre los fusionados',
  },
  MERGE_DUPLICATE_IDS: { he: 'אותו {{client}} נבחר יותר מפעם אחת', en: 'The same {{client}} is listed more than once', es: 'El mismo {{client}} aparece más de una vez' },
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
