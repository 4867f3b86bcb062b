import type { MessageCode } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';
import { clientText, type ClientTextCode } from './clients.messages';

/** An error of the clients calls, with its texts in Hebrew, English and Spanish. */
export function clientError(status: number, code: ClientTextCode | MessageCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: clientText(code), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, with a text of this module or the catalogue. */
export function clientFieldError(field: string, code: ClientTextCode | MessageCode): FieldError {
  return fieldError(field, clientText(code));
}

/** 404 for a client this office does not have (row-level security hides other offices' clients too). */
export const clientNotFound = (): HttpError => clientError(404, 'CLIENT_NOT_FOUND');

/** 409 with a field error on email: the office already has a client with that address. */
export const emailTaken = (): HttpError => clientError(409, 'CLIENT_EMAIL_EXISTS', [clientFieldError('email', 'CLIENT_EMAIL_EXISTS')]);

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * A database refusal of a write, as the 4xx it is: the e-mail's unique index (a race the check before the insert
 * missed) is 409, a CHECK constraint 400. Anything else is rethrown as it is.
 */
export function asClientWriteError(error: unknown): unknown {
  const code = codeOf(error);
  if (code === '23505') return emailTaken();
  if (code === '23514' || code === '22001') return clientError(400, 'INVALID_CLIENT_DATA');
  return error;
}
