import type { ErrorObject } from 'ajv';
import { fieldMessage, type FieldMessageTable, type MessageTexts } from './client-error-messages';
import { clientFormatFinding } from './client-formats';

/**
 * One problem with client data or a list query: the field as a dotted API path (`firstName`, `address.city`,
 * `management.tags`; empty for the data as a whole), the rule that failed, and its message in every language.
 * The rule is Ajv's keyword (`required`, `maxLength`, `enum`, `additionalProperties`…), except that a failed format
 * says what was wrong: `israeli-id`, `phone-il`, `phone-too-short`, `email`, `disposable-email`, `date`,
 * `future-date`, `under-18`, `over-120`, `uuid`, `date-time`.
 */
export interface ClientFieldError {
  field: string;
  keyword: string;
  messages: MessageTexts;
}

function decode(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

// An item's error belongs to its list: `/management/tags/3` is the field `management.tags`.
function fieldPath(instancePath: string, child?: unknown): string {
  const segments = instancePath.split('/').filter(Boolean).map(decode).filter((segment) => !/^[0-9]+$/.test(segment));
  if (typeof child === 'string') segments.push(child);
  return segments.join('.');
}

function fieldOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return fieldPath(error.instancePath, params.missingProperty);
  if (error.keyword === 'additionalProperties') return fieldPath(error.instancePath, params.additionalProperty);
  return fieldPath(error.instancePath);
}

function keywordOf(error: ErrorObject, today: Date): string {
  if (error.keyword !== 'format') return error.keyword;
  const format = String((error.params as Record<string, unknown>).format);
  // The value passing now (a birthday at midnight) still failed when Ajv looked: report the format itself.
  return (typeof error.data === 'string' ? clientFormatFinding(format, error.data, today) : undefined) ?? format;
}

/** Ajv's errors (from an Ajv with `verbose: true`) as field errors with messages from the table, each once. */
export function toClientFieldErrors(errors: readonly ErrorObject[] | null | undefined, table: FieldMessageTable, today: Date = new Date()): ClientFieldError[] {
  const out: ClientFieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    const keyword = keywordOf(error, today);
    const messages = fieldMessage(table, field, keyword);
    // A value can break two rules that say the same thing (too long and not a phone number).
    const key = `${field}\u0000${messages.en}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, keyword, messages });
  }
  return out;
}
