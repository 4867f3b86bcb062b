import type { ValidateFunction } from 'ajv';
import { createRequestAjv } from '../../../server/plugins/validation';

/** The part of JSON Schema the conformance generators read; anything else is passed to Ajv untouched. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  minProperties?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** A part of a request that has a schema. */
export type RequestPart = 'body' | 'querystring' | 'params';

// The same options as server/plugins/validation.ts, so that "valid" here means valid to the server: bodies as
// written, query strings and path parameters with coercion (they arrive as text).
// The server's own Ajv settings, so the suites judge validity exactly as the server does.
const exact = createRequestAjv(false);
const coercing = createRequestAjv(true);
const compiled = { exact: new WeakMap<object, ValidateFunction>(), coercing: new WeakMap<object, ValidateFunction>() };

function validatorFor(schema: JsonSchema, part: RequestPart): ValidateFunction {
  const mode = part === 'body' ? 'exact' : 'coercing';
  let validate = compiled[mode].get(schema);
  if (!validate) {
    validate = (mode === 'exact' ? exact : coercing).compile(schema);
    compiled[mode].set(schema, validate);
  }
  return validate;
}

/** A deep copy that keeps own keys such as `__proto__` as plain keys (Ajv's coercion and defaults write into the data). */
export function copyValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyValue) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  for (const key of Object.keys(value)) setOwn(copy, key, copyValue((value as Record<string, unknown>)[key]));
  return copy as T;
}

/** Sets a key as an own, enumerable property, even `__proto__`, so JSON.stringify writes it as sent. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether the server would accept `value` for this part of a request. */
export function isValid(schema: JsonSchema, part: RequestPart, value: unknown): boolean {
  return validatorFor(schema, part)(copyValue(value)) === true;
}

/** The types a schema allows, read from `type`, `const` and `enum` (every type when it says nothing). */
export function allowedTypes(schema: JsonSchema): Set<string> {
  const all = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];
  if (schema.type !== undefined) {
    const types = new Set([schema.type].flat());
    if (types.has('number')) types.add('integer');
    return types;
  }
  const listed = schema.const !== undefined ? [schema.const] : schema.enum;
  if (listed) return new Set(listed.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)));
  if (schema.properties) return new Set(['object']);
  return new Set(all);
}
