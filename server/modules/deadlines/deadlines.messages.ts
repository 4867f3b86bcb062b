import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type HttpError } from '../../plugins/errors';

/** Texts of the deadlines calls; the codes are local to this module. */
export const DEADLINE_TEXTS = {
  INVALID_DEADLINES_QUERY: { he: 'השאילתה של המועדים אינה תקינה', en: 'The deadlines query is invalid', es: 'La consulta de plazos no es válida' },
  DEADLINES_MODULE_UNKNOWN: {
    he: 'למשרד אין מודול בשם הזה שאפשר לראות את המועדים שלו',
    en: 'The office has no module by this name whose deadlines you may see',
    es: 'La oficina no tiene un módulo con este nombre cuyos plazos pueda ver',
  },
} as const satisfies Record<string, Messages>;

/** 400 for a module the office does not have, or whose deadlines the caller may not see, naming the field. */
export function unknownModule(): HttpError {
  const messages = DEADLINE_TEXTS.DEADLINES_MODULE_UNKNOWN;
  return httpError(400, 'INVALID_DEADLINES_QUERY', { messages: DEADLINE_TEXTS.INVALID_DEADLINES_QUERY, errors: [fieldError('module', messages)] });
}
