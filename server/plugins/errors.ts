import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { isMessageCode, messageFor, type MessageCode, type Messages } from '../i18n/messages';

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

/** What `httpError` may change of a catalogue entry: some of its texts, and the field errors. */
export interface HttpErrorOverrides {
  messages?: Partial<Messages>;
  errors?: FieldError[];
}

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

function resolveMessages(code: string, messages?: Partial<Messages>): Messages {
  const base = isMessageCode(code) ? messageFor(code) : messageFor('UNEXPECTED_ERROR');
  return { he: messages?.he ?? base.he, en: messages?.en ?? base.en };
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

  constructor(status: number, code: MessageCode, messages?: Messages, errors?: FieldError[]);
  constructor(status: number, code: string, messages: Messages, errors?: FieldError[]);
  constructor(status: number, code: string, messages?: Messages, errors?: FieldError[]) {
    const texts = resolveMessages(code, messages);
    super(texts.en);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.messages = texts;
    if (errors) this.errors = errors;
  }

  /** Fastify's name for the status, so its default handler answers right too. */
  get statusCode(): number {
    return this.status;
  }
}

/** An `HttpError` for a catalogue code, with some of its texts or field errors overridden. */
export function httpError(status: number, code: MessageCode, overrides?: HttpErrorOverrides): HttpError;
export function httpError(status: number, code: string, overrides: HttpErrorOverrides & { messages: Messages }): HttpError;
export function httpError(status: number, code: string, overrides: HttpErrorOverrides = {}): HttpError {
  return new HttpError(status, code, resolveMessages(code, overrides.messages), overrides.errors);
}

// ---------------------------------------------------------------------------------------------- Ajv issues

// The subject of a message at the root of a part of the request, where there is no field name.
const ROOT_SUBJECT: Record<ValidationContext, Messages> = {
  body: { en: 'The request body', he: 'גוף הבקשה' },
  querystring: { en: 'The query string', he: 'מבנה השאילתה' },
  params: { en: 'The path parameters', he: 'מבנה הכתובת' },
  headers: { en: 'The headers', he: 'מבנה הכותרות' },
};

const TYPE_NAMES: Record<string, Messages> = {
  string: { en: 'a string', he: 'טקסט' },
  number: { en: 'a number', he: 'מספר' },
  integer: { en: 'an integer', he: 'מספר שלם' },
  boolean: { en: 'true or false', he: 'ערך בוליאני (true או false)' },
  object: { en: 'an object', he: 'אובייקט' },
  array: { en: 'an array', he: 'מערך' },
  null: { en: 'null', he: 'null' },
};

const FORMAT_NAMES: Record<string, Messages> = {
  email: { en: 'a valid email address', he: 'כתובת דואר אלקטרוני תקינה' },
  date: { en: 'a valid date (YYYY-MM-DD)', he: 'תאריך תקין (YYYY-MM-DD)' },
  'date-time': { en: 'a valid date and time (ISO 8601)', he: 'תאריך ושעה תקינים (ISO 8601)' },
  time: { en: 'a valid time', he: 'שעה תקינה' },
  uri: { en: 'a valid URL', he: 'כתובת אינטרנט תקינה' },
  url: { en: 'a valid URL', he: 'כתובת אינטרנט תקינה' },
  uuid: { en: 'a valid UUID', he: 'מזהה UUID תקין' },
  ipv4: { en: 'a valid IPv4 address', he: 'כתובת IPv4 תקינה' },
  ipv6: { en: 'a valid IPv6 address', he: 'כתובת IPv6 תקינה' },
  hostname: { en: 'a valid host name', he: 'שם שרת תקין' },
};

type Params = Record<string, unknown>;
type Subject = Messages;
type IssueMessage = (subject: Subject, params: Params) => Messages;

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const count = (value: unknown, one: Messages, many: (n: string) => Messages): Messages => (Number(value) === 1 ? one : many(String(value)));

function typeName(type: unknown): Messages {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map((name) => TYPE_NAMES[String(name)] ?? { en: String(name), he: String(name) });
  return { en: names.map((name) => name.en).join(' or '), he: names.map((name) => name.he).join(' או ') };
}

function comparison(s: Subject, p: Params): Messages {
  const limit = show(p.limit);
  switch (p.comparison) {
    case '>':
      return { en: `${s.en} must be greater than ${limit}`, he: `${s.he} חייב להיות גדול מ-${limit}` };
    case '<':
      return { en: `${s.en} must be less than ${limit}`, he: `${s.he} חייב להיות קטן מ-${limit}` };
    case '<=':
      return { en: `${s.en} must be at most ${limit}`, he: `${s.he} חייב להיות לכל היותר ${limit}` };
    default:
      return { en: `${s.en} must be at least ${limit}`, he: `${s.he} חייב להיות לפחות ${limit}` };
  }
}

const unknownField: IssueMessage = (_s, p) => {
  const name = show(p.additionalProperty ?? p.unevaluatedProperty);
  return { en: `Unknown field "${name}"`, he: `שדה לא מוכר: "${name}"` };
};

const invalid: IssueMessage = (s) => ({ en: `${s.en} is not valid`, he: `${s.he} אינו תקין` });

// One message per Ajv keyword; `s` is the subject ("address.city" / "השדה address.city").
const ISSUE_MESSAGES: Record<string, IssueMessage> = {
  required: (s) => ({ en: `${s.en} is required`, he: `חובה למלא את ${s.he}` }),
  dependentRequired: (s, p) => ({ en: `${s.en} is required when ${show(p.property)} is present`, he: `חובה למלא את ${s.he} כאשר השדה ${show(p.property)} מולא` }),
  additionalProperties: unknownField,
  unevaluatedProperties: unknownField,
  type: (s, p) => ({ en: `${s.en} must be ${typeName(p.type).en}`, he: `${s.he} חייב להיות ${typeName(p.type).he}` }),
  minLength: (s, p) =>
    count(p.limit, { en: `${s.en} must not be empty`, he: `${s.he} אינו יכול להיות ריק` }, (n) => ({ en: `${s.en} must be at least ${n} characters long`, he: `${s.he} חייב להכיל לפחות ${n} תווים` })),
  maxLength: (s, p) =>
    count(p.limit, { en: `${s.en} must be at most 1 character long`, he: `${s.he} יכול להכיל תו אחד לכל היותר` }, (n) => ({ en: `${s.en} must be at most ${n} characters long`, he: `${s.he} יכול להכיל ${n} תווים לכל היותר` })),
  minimum: comparison,
  maximum: comparison,
  exclusiveMinimum: comparison,
  exclusiveMaximum: comparison,
  multipleOf: (s, p) => ({ en: `${s.en} must be a multiple of ${show(p.multipleOf)}`, he: `${s.he} חייב להיות כפולה של ${show(p.multipleOf)}` }),
  pattern: (s) => ({ en: `${s.en} is not in the expected format`, he: `${s.he} אינו בתבנית הנדרשת` }),
  format: (s, p) => {
    const name = FORMAT_NAMES[String(p.format)] ?? { en: `a valid ${show(p.format)}`, he: `ערך תקין בפורמט ${show(p.format)}` };
    return { en: `${s.en} must be ${name.en}`, he: `${s.he} חייב להכיל ${name.he}` };
  },
  enum: (s, p) => {
    const values = (Array.isArray(p.allowedValues) ? p.allowedValues : []).map(show).join(', ');
    return { en: `${s.en} must be one of: ${values}`, he: `${s.he} חייב להיות אחד מהערכים: ${values}` };
  },
  const: (s, p) => ({ en: `${s.en} must be equal to ${show(p.allowedValue)}`, he: `${s.he} חייב להיות ${show(p.allowedValue)}` }),
  minItems: (s, p) =>
    count(p.limit, { en: `${s.en} must have at least one item`, he: `${s.he} חייב לכלול פריט אחד לפחות` }, (n) => ({ en: `${s.en} must have at least ${n} items`, he: `${s.he} חייב לכלול לפחות ${n} פריטים` })),
  maxItems: (s, p) =>
    count(p.limit, { en: `${s.en} must have at most one item`, he: `${s.he} יכול לכלול פריט אחד לכל היותר` }, (n) => ({ en: `${s.en} must have at most ${n} items`, he: `${s.he} יכול לכלול ${n} פריטים לכל היותר` })),
  uniqueItems: (s) => ({ en: `${s.en} must not contain duplicate items`, he: `${s.he} אינו יכול לכלול פריטים כפולים` }),
  minProperties: (s, p) => ({ en: `${s.en} must have at least ${show(p.limit)} fields`, he: `${s.he} חייב לכלול לפחות ${show(p.limit)} שדות` }),
  maxProperties: (s, p) => ({ en: `${s.en} must have at most ${show(p.limit)} fields`, he: `${s.he} יכול לכלול ${show(p.limit)} שדות לכל היותר` }),
  propertyNames: (s, p) => ({ en: `${s.en} has an invalid field name "${show(p.propertyName)}"`, he: `${s.he} כולל שם שדה לא תקין: "${show(p.propertyName)}"` }),
  anyOf: (s) => ({ en: `${s.en} does not match any of the allowed forms`, he: `${s.he} אינו תואם אף אחת מהצורות המותרות` }),
  oneOf: (s) => ({ en: `${s.en} must match exactly one of the allowed forms`, he: `${s.he} חייב להתאים לצורה מותרת אחת בדיוק` }),
  contains: (s) => ({ en: `${s.en} does not contain a valid item`, he: `${s.he} אינו כולל פריט תקין` }),
};

function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The field error for one Ajv issue: the dotted path of the field (the missing or unknown one itself) and its message. */
export function validationFieldError(issue: FastifySchemaValidationError, context: ValidationContext = 'body'): FieldError {
  const params: Params = issue.params ?? {};
  const segments = pointerSegments(issue.instancePath ?? '');
  const named = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  if (typeof named === 'string') segments.push(named);
  const field = segments.join('.');
  const subject: Subject = field ? { en: field, he: `השדה ${field}` } : (ROOT_SUBJECT[context] ?? ROOT_SUBJECT.body);
  const messages = (ISSUE_MESSAGES[issue.keyword] ?? invalid)(subject, params);
  return fieldError(field || context, messages);
}

// ---------------------------------------------------------------------------------------------- the handler

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

/** An error response: its status and its body. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

function validStatus(status: unknown): number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** How any thrown value answers: HttpError as it says, Ajv issues as field errors, Fastify's errors by code, 5xx without internals. */
export function errorResponse(error: unknown): ErrorResponse {
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (error instanceof HttpError) {
    const status = validStatus(error.status);
    if (status < 500) return { status, body: errorBody(error.code, error.messages, error.errors) };
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
    const { status, body } = errorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Serialised as is, so a route's response schema cannot strip the field messages off an error.
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
}
