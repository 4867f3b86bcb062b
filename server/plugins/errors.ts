import type { FastifyError, FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../engine/i18n/languages';
import { isMessageCode, messageFor, type MessageCode, type Messages } from '../i18n/messages';
import { validationFieldError, type ValidationContext } from '../http/validation-messages';

export { validationFieldError };

export type { MessageCode, Messages };

/** One field's problem: its dotted path (`address.city`) and the message in every language. */
export interface FieldError {
  field: string;
  message: string;
  messages: Messages;
}

/** The shape every error leaves the server in (STYLE.md). */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  messages: Messages;
  errors?: FieldError[];
}

/** What `httpError` may change of a catalogue entry: some of its texts, and the field errors; and, for a 429, when to retry. */
export interface HttpErrorOverrides {
  messages?: Partial<Messages>;
  errors?: FieldError[];
  retryAfterSeconds?: number;
}

function resolveMessages(code: string, messages?: Partial<Messages>): Messages {
  const base = isMessageCode(code) ? messageFor(code) : messageFor('UNEXPECTED_ERROR');
  return Object.fromEntries(LANGUAGES.map((language) => [language, messages?.[language] ?? base[language]])) as Messages;
}

/** Builds an error body: the catalogue's messages for `code` unless `messages` are given; message is the English. */
export function errorBody(code: MessageCode, messages?: Messages, errors?: FieldError[]): ErrorBody;
export function errorBody(code: string, messages: Messages, errors?: FieldError[]): ErrorBody;
export function errorBody(code: string, messages?: Messages, errors?: FieldError[]): ErrorBody {
  const texts = resolveMessages(code, messages);
  return { success: false, code, message: texts.en, messages: texts, ...(errors && errors.length > 0 ? { errors } : {}) };
}

/** A field error with its message in every language. */
export function fieldError(field: string, messages: Messages): FieldError {
  return { field, message: messages.en, messages };
}

/** An error a route handler throws to answer with a status, a catalogue code and, optionally, field errors. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: Messages;
  readonly errors?: FieldError[];
  /** For a 429, the seconds after which to try again: sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, code: MessageCode, messages?: Messages, errors?: FieldError[], retryAfterSeconds?: number);
  constructor(status: number, code: string, messages: Messages, errors?: FieldError[], retryAfterSeconds?: number);
  constructor(status: number, code: string, messages?: Messages, errors?: FieldError[], retryAfterSeconds?: number) {
    // Every 429 says when to try again (issue 17, item 9): one made without it is a bug, caught where it is made.
    if (status === 429 && !(typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0)) {
      throw new TypeError(`A 429 (${code}) must say when to retry: give retryAfterSeconds`);
    }
    const texts = resolveMessages(code, messages);
    super(texts.en);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.messages = texts;
    if (errors) this.errors = errors;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }

  /** Fastify's name for the status, so its default handler answers right too. */
  get statusCode(): number {
    return this.status;
  }
}

/** An `HttpError` for a catalogue code, with some of its texts or field errors overridden; a 429 needs `retryAfterSeconds`. */
export function httpError(status: number, code: MessageCode, overrides?: HttpErrorOverrides): HttpError;
export function httpError(status: number, code: string, overrides: HttpErrorOverrides & { messages: Messages }): HttpError;
export function httpError(status: number, code: string, overrides: HttpErrorOverrides = {}): HttpError {
  return new HttpError(status, code, resolveMessages(code, overrides.messages), overrides.errors, overrides.retryAfterSeconds);
}

// ---------------------------------------------------------------------------------------------- Ajv issues

const CODE_BY_STATUS: Record<number, MessageCode> = {
  401: 'AUTHENTICATION_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const FASTIFY_ERRORS: Record<string, { status: number; code: MessageCode; messages?: MessageCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_REQUEST', messages: 'INVALID_JSON_BODY' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_REQUEST', messages: 'INVALID_JSON_BODY' },
};

/** An error response: its status and its body, and for a 429 the seconds to wait (Retry-After). */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

function validStatus(status: unknown): number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** How any thrown value answers: HttpError as it says, Ajv issues as field errors, Fastify's errors by code, 5xx without internals. */
export function errorResponse(error: unknown): ErrorResponse {
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (error instanceof HttpError) {
    const status = validStatus(error.status);
    if (status < 500) return { status, body: errorBody(error.code, error.messages, error.errors), ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }) };
  } else if (Array.isArray(fastifyError.validation)) {
    const context = (fastifyError.validationContext ?? 'body') as ValidationContext;
    const errors = fastifyError.validation.map((issue) => validationFieldError(issue, context));
    const unique = errors.filter((item, index) => errors.findIndex((other) => other.field === item.field && other.message === item.message) === index);
    return { status: 400, body: errorBody(context === 'querystring' ? 'INVALID_QUERY_PARAMETERS' : 'INVALID_REQUEST', undefined, unique) };
  } else if (fastifyError.code && FASTIFY_ERRORS[fastifyError.code]) {
    const known = FASTIFY_ERRORS[fastifyError.code]!;
    return { status: known.status, body: errorBody(known.code, messageFor(known.messages ?? known.code)) };
  }
  const status = validStatus(error instanceof HttpError ? error.status : fastifyError.statusCode);
  if (status >= 500) return { status, body: errorBody('SERVER_ERROR') };
  const ownCode = typeof fastifyError.code === 'string' && isMessageCode(fastifyError.code) ? fastifyError.code : undefined;
  return { status, body: errorBody(ownCode ?? CODE_BY_STATUS[status] ?? 'INVALID_REQUEST') };
}

/** Turns every failure into the error shape: validation into 400 with fields, 5xx logged and without internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfterSeconds } = errorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (retryAfterSeconds !== undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', String(retryAfterSeconds));
    // Serialised as is, so a route's response schema cannot strip the field messages off an error.
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
}
