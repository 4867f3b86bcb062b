import type { FastifySchemaValidationError } from 'fastify';
import { fieldError, type FieldError } from '../plugins/errors';
import type { Messages } from '../i18n/messages';

/** Where a validation issue was found in the request. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

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
