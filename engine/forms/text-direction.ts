import type { FormField } from '../generated/config-types';
import { formFieldTypes } from './field-types';
import type { JsonSchemaObject } from './form-schema';

/** Formats whose values are Latin or digits only, written left to right in any language. */
const LTR_FORMATS = new Set(['email', 'idn-email', 'uri', 'url', 'uri-reference', 'hostname', 'ipv4', 'ipv6', 'date', 'time', 'date-time', 'duration', 'uuid']);

// Escapes that match digits, separators or spaces only; anything else left over after removing them (a letter, \w,
// a negated class) could match words, and words follow the page's direction.
const NEUTRAL_ESCAPES = /\\[ds.+\-()/\\:]/g;
// A bare dot matches any character, letters too.
const NUMERIC_PATTERN_SYNTAX = /^[\^$[\]{}()0-9,+\-?*|/: #]*$/;

/** Whether a pattern accepts only digits and separators, as an id number, a phone number or an HH:MM time. */
export function isNumericPattern(pattern: string): boolean {
  const rest = pattern.replace(NEUTRAL_ESCAPES, '');
  // A negated class ([^…]) matches letters too.
  return /[0-9]|\\d/.test(pattern) && !rest.includes('[^') && NUMERIC_PATTERN_SYNTAX.test(rest);
}

/**
 * Whether a field's value is written left to right whatever the page's language: e-mail, phone, numbers, dates and
 * times, and text fields whose pattern admits only digits (id numbers), so Hebrew pages do not reorder them.
 */
export function isLtrField(field: FormField | undefined, schema: JsonSchemaObject | undefined): boolean {
  if (field && formFieldTypes[field.type]?.isLtr) return true;
  if (!schema) return false;
  if (schema.type === 'number' || schema.type === 'integer') return true;
  if (typeof schema.format === 'string' && LTR_FORMATS.has(schema.format)) return true;
  return typeof schema.pattern === 'string' && isNumericPattern(schema.pattern);
}
