import type { FastifySchemaValidationError } from 'fastify';
import { fieldError, type FieldError } from '../plugins/errors';
import type { Messages } from '../i18n/messages';

/** Where a validation issue was found in the request. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

const ROOT_SUBJECT: Record<ValidationContext, Messages> = {
  body: { en: 'The request body', he: 'גוף הבקשה', es: 'El cuerpo de la solicitud' },
  querystring: { en: 'The query string', he: 'מבנה השאילתה', es: 'El formato de la consulta' },
  params: { en: 'The path parameters', he: 'מבנה הכתובת', es: 'El formato de la ruta' },
  headers: { en: 'The headers', he: 'מבנה הכותרות', es: 'El formato de las cabeceras' },
};

const TYPE_NAMES: Record<string, Messages> = {
  string: { en: 'a string', he: 'טקסט', es: 'un texto' },
  number: { en: 'a number', he: 'מספר', es: 'un número' },
  integer: { en: 'an integer', he: 'מספר שלם', es: 'un número entero' },
  boolean: { en: 'true or false', he: 'ערך בוליאני (true או false)', es: 'un valor booleano (true o false)' },
  object: { en: 'an object', he: 'אובייקט', es: 'un objeto' },
  array: { en: 'an array', he: 'מערך', es: 'una lista' },
  null: { en: 'null', he: 'null', es: 'null' },
};

const FORMAT_NAMES: Record<string, Messages> = {
  email: { en: 'a valid email address', he: 'כתובת דואר אלקטרוני תקינה', es: 'una dirección de correo electrónico válida' },
  date: { en: 'a valid date (YYYY-MM-DD)', he: 'תאריך תקין (YYYY-MM-DD)', es: 'una fecha válida (AAAA-MM-DD)' },
  'date-time': { en: 'a valid date and time (ISO 8601)', he: 'תאריך ושעה תקינים (ISO 8601)', es: 'una fecha y hora válidas (ISO 8601)' },
  time: { en: 'a valid time', he: 'שעה תקינה', es: 'una hora válida' },
  uri: { en: 'a valid URL', he: 'כתובת אינטרנט תקינה', es: 'una URL válida' },
  url: { en: 'a valid URL', he: 'כתובת אינטרנט תקינה', es: 'una URL válida' },
  uuid: { en: 'a valid UUID', he: 'מזהה UUID תקין', es: 'un UUID válido' },
  ipv4: { en: 'a valid IPv4 address', he: 'כתובת IPv4 תקינה', es: 'una dirección IPv4 válida' },
  ipv6: { en: 'a valid IPv6 address', he: 'כתובת IPv6 תקינה', es: 'una dirección IPv6 válida' },
  hostname: { en: 'a valid host name', he: 'שם שרת תקין', es: 'un nombre de host válido' },
};

type Params = Record<string, unknown>;
type Subject = Messages;
type IssueMessage = (subject: Subject, params: Params) => Messages;

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const count = (value: unknown, one: Messages, many: (n: string) => Messages): Messages => (Number(value) === 1 ? one : many(String(value)));

function typeName(type: unknown): Messages {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map((name) => TYPE_NAMES[String(name)] ?? { en: String(name), he: String(name), es: String(name) });
  return { en: names.map((name) => name.en).join(' or '), he: names.map((name) => name.he).join(' או '), es: names.map((name) => name.es).join(' o ') };
}

function comparison(s: Subject, p: Params): Messages {
  const limit = show(p.limit);
  switch (p.comparison) {
    case '>':
      return { en: `${s.en} must be greater than ${limit}`, he: `${s.he} חייב להיות גדול מ-${limit}`, es: `${s.es} debe ser mayor que ${limit}` };
    case '<':
      return { en: `${s.en} must be less than ${limit}`, he: `${s.he} חייב להיות קטן מ-${limit}`, es: `${s.es} debe ser menor que ${limit}` };
    case '<=':
      return { en: `${s.en} must be at most ${limit}`, he: `${s.he} חייב להיות לכל היותר ${limit}`, es: `${s.es} debe ser como máximo ${limit}` };
    default:
      return { en: `${s.en} must be at least ${limit}`, he: `${s.he} חייב להיות לפחות ${limit}`, es: `${s.es} debe ser como mínimo ${limit}` };
  }
}

const unknownField: IssueMessage = (_s, p) => {
  const name = show(p.additionalProperty ?? p.unevaluatedProperty);
  return { en: `Unknown field "${name}"`, he: `שדה לא מוכר: "${name}"`, es: `Campo desconocido: "${name}"` };
};

const invalid: IssueMessage = (s) => ({ en: `${s.en} is not valid`, he: `${s.he} אינו תקין`, es: `${s.es} no es válido` });

// One message per Ajv keyword; `s` is the subject ("address.city" / "השדה address.city" / "El campo address.city").
const ISSUE_MESSAGES: Record<string, IssueMessage> = {
  required: (s) => ({ en: `${s.en} is required`, he: `חובה למלא את ${s.he}`, es: `${s.es} es obligatorio` }),
  dependentRequired: (s, p) => ({ en: `${s.en} is required when ${show(p.property)} is present`, he: `חובה למלא את ${s.he} כאשר השדה ${show(p.property)} מולא`, es: `${s.es} es obligatorio cuando ${show(p.property)} está presente` }),
  additionalProperties: unknownField,
  unevaluatedProperties: unknownField,
  type: (s, p) => ({ en: `${s.en} must be ${typeName(p.type).en}`, he: `${s.he} חייב להיות ${typeName(p.type).he}`, es: `${s.es} debe ser ${typeName(p.type).es}` }),
  minLength: (s, p) =>
    count(p.limit, { en: `${s.en} must not be empty`, he: `${s.he} אינו יכול להיות ריק`, es: `${s.es} no puede estar vacío` }, (n) => ({ en: `${s.en} must be at least ${n} characters long`, he: `${s.he} חייב להכיל לפחות ${n} תווים`, es: `${s.es} debe tener al menos ${n} caracteres` })),
  maxLength: (s, p) =>
    count(p.limit, { en: `${s.en} must be at most 1 character long`, he: `${s.he} יכול להכיל תו אחד לכל היותר`, es: `${s.es} debe tener como máximo 1 carácter` }, (n) => ({ en: `${s.en} must be at most ${n} characters long`, he: `${s.he} יכול להכיל ${n} תווים לכל היותר`, es: `${s.es} debe tener como máximo ${n} caracteres` })),
  minimum: comparison,
  maximum: comparison,
  exclusiveMinimum: comparison,
  exclusiveMaximum: comparison,
  multipleOf: (s, p) => ({ en: `${s.en} must be a multiple of ${show(p.multipleOf)}`, he: `${s.he} חייב להיות כפולה של ${show(p.multipleOf)}`, es: `${s.es} debe ser múltiplo de ${show(p.multipleOf)}` }),
  pattern: (s) => ({ en: `${s.en} is not in the expected format`, he: `${s.he} אינו בתבנית הנדרשת`, es: `${s.es} no tiene el formato esperado` }),
  format: (s, p) => {
    const name = FORMAT_NAMES[String(p.format)] ?? { en: `a valid ${show(p.format)}`, he: `ערך תקין בפורמט ${show(p.format)}`, es: `un valor válido con formato ${show(p.format)}` };
    return { en: `${s.en} must be ${name.en}`, he: `${s.he} חייב להכיל ${name.he}`, es: `${s.es} debe ser ${name.es}` };
  },
  enum: (s, p) => {
    const values = (Array.isArray(p.allowedValues) ? p.allowedValues : []).map(show).join(', ');
    return { en: `${s.en} must be one of: ${values}`, he: `${s.he} חייב להיות אחד מהערכים: ${values}`, es: `${s.es} debe ser uno de estos valores: ${values}` };
  },
  const: (s, p) => ({ en: `${s.en} must be equal to ${show(p.allowedValue)}`, he: `${s.he} חייב להיות ${show(p.allowedValue)}`, es: `${s.es} debe ser igual a ${show(p.allowedValue)}` }),
  minItems: (s, p) =>
    count(p.limit, { en: `${s.en} must have at least one item`, he: `${s.he} חייב לכלול פריט אחד לפחות`, es: `${s.es} debe tener al menos un elemento` }, (n) => ({ en: `${s.en} must have at least ${n} items`, he: `${s.he} חייב לכלול לפחות ${n} פריטים`, es: `${s.es} debe tener al menos ${n} elementos` })),
  maxItems: (s, p) =>
    count(p.limit, { en: `${s.en} must have at most one item`, he: `${s.he} יכול לכלול פריט אחד לכל היותר`, es: `${s.es} debe tener como máximo un elemento` }, (n) => ({ en: `${s.en} must have at most ${n} items`, he: `${s.he} יכול לכלול ${n} פריטים לכל היותר`, es: `${s.es} debe tener como máximo ${n} elementos` })),
  uniqueItems: (s) => ({ en: `${s.en} must not contain duplicate items`, he: `${s.he} אינו יכול לכלול פריטים כפולים`, es: `${s.es} no puede contener elementos repetidos` }),
  minProperties: (s, p) => ({ en: `${s.en} must have at least ${show(p.limit)} fields`, he: `${s.he} חייב לכלול לפחות ${show(p.limit)} שדות`, es: `${s.es} debe tener al menos ${show(p.limit)} campos` }),
  maxProperties: (s, p) => ({ en: `${s.en} must have at most ${show(p.limit)} fields`, he: `${s.he} יכול לכלול ${show(p.limit)} שדות לכל היותר`, es: `${s.es} debe tener como máximo ${show(p.limit)} campos` }),
  propertyNames: (s, p) => ({ en: `${s.en} has an invalid field name "${show(p.propertyName)}"`, he: `${s.he} כולל שם שדה לא תקין: "${show(p.propertyName)}"`, es: `${s.es} tiene un nombre de campo no válido: "${show(p.propertyName)}"` }),
  anyOf: (s) => ({ en: `${s.en} does not match any of the allowed forms`, he: `${s.he} אינו תואם אף אחת מהצורות המותרות`, es: `${s.es} no coincide con ninguna de las formas permitidas` }),
  oneOf: (s) => ({ en: `${s.en} must match exactly one of the allowed forms`, he: `${s.he} חייב להתאים לצורה מותרת אחת בדיוק`, es: `${s.es} debe coincidir exactamente con una de las formas permitidas` }),
  contains: (s) => ({ en: `${s.en} does not contain a valid item`, he: `${s.he} אינו כולל פריט תקין`, es: `${s.es} no contiene ningún elemento válido` }),
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
  const subject: Subject = field ? { en: field, he: `השדה ${field}`, es: `El campo ${field}` } : (ROOT_SUBJECT[context] ?? ROOT_SUBJECT.body);
  const messages = (ISSUE_MESSAGES[issue.keyword] ?? invalid)(subject, params);
  return fieldError(field || context, messages);
}

// ---------------------------------------------------------------------------------------------- the handler
