import { applyVisibility } from '../../engine/forms/visibility';
import type { FormDefinition } from '../../engine/generated/config-types';
import type { DemoRandom } from './demo-random';
import { FIELD_NUMBERS, FIELD_PATTERNS, FIELD_WORDS, FUTURE_DATE, LATER_DATE, PATTERN_SAMPLES, type DemoText } from './demo-record-words';

/** What drawing one record's values knows: the random source, today, the office's language and the values already fixed. */
export interface RecordDraw {
  random: DemoRandom;
  now: Date;
  language: 'he' | 'en' | 'es';
  /** The record's place in its collection (from 0), for a required text the tables have no words for. */
  index: number;
  /** Values fixed before the form's own are drawn (a theme, the client's answers, a linked record's): kept as they are. */
  given: Readonly<Record<string, unknown>>;
}

/** A property of a form's JSON Schema, as far as drawing a value reads it. */
interface PropertySchema {
  type?: string;
  enum?: unknown[];
  items?: { enum?: unknown[] };
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

const DAY = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Demo words in the office's language: Hebrew offices get Hebrew, every other language the English. */
export function inLanguage(text: DemoText, language: RecordDraw['language']): string {
  return typeof text === 'string' ? text : language === 'he' ? text.he : text.en;
}

// A number within the schema's bounds, on its step (whole for an integer).
function fitNumber(value: number, schema: PropertySchema): number {
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : 0.01);
  let fitted = Math.round(value / step) * step;
  if (schema.minimum !== undefined && fitted < schema.minimum) fitted = Math.ceil(schema.minimum / step) * step;
  if (schema.maximum !== undefined && fitted > schema.maximum) fitted = Math.floor(schema.maximum / step) * step;
  return Number(fitted.toFixed(2));
}

function drawNumber(key: string, schema: PropertySchema, draw: RecordDraw, data: Record<string, unknown>, isRequired: boolean): number | undefined {
  const hint = FIELD_NUMBERS.find(([pattern]) => pattern.test(key))?.[1];
  const hinted = hint?.(draw.random, data, draw.now);
  if (hinted !== undefined) return fitNumber(hinted, schema);
  if (hint && !isRequired) return undefined;
  const low = schema.minimum ?? 1;
  const high = Math.min(schema.maximum ?? low + 99, low + 99);
  return fitNumber(low + draw.random.next() * (high - low), schema);
}

// Dates around today: what falls due lies ahead (one in six already overdue), what happened lies behind, and what
// followed it (a payment) between the record's latest past date and today.
function drawDate(key: string, draw: RecordDraw, data: Record<string, unknown>): string {
  const { random, now } = draw;
  if (LATER_DATE.test(key)) {
    const today = isoDay(now);
    const earlier = Object.values(data).filter((value): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today);
    const from = earlier.length ? new Date(`${earlier.sort().at(-1)}T00:00:00Z`).getTime() : now.getTime() - 60 * DAY;
    return isoDay(new Date(from + random.next() * (now.getTime() - from)));
  }
  if (/birth/i.test(key)) return isoDay(new Date(now.getTime() - random.int(365, 70 * 365) * DAY));
  if (FUTURE_DATE.test(key)) return isoDay(new Date(now.getTime() + (random.chance(1 / 6) ? -random.int(1, 20) : random.int(3, 120)) * DAY));
  return isoDay(new Date(now.getTime() - random.int(0, 150) * DAY));
}

function drawText(key: string, schema: PropertySchema, label: string, draw: RecordDraw, data: Record<string, unknown>, isRequired: boolean): string | undefined {
  const { random } = draw;
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    const maker = FIELD_PATTERNS.find(([name]) => name.test(key))?.[1];
    const made = maker?.(random);
    if (made !== undefined && pattern.test(made)) return made;
    // A required code the tables cannot make: the first plain sample its pattern takes.
    return isRequired ? PATTERN_SAMPLES.find((sample) => pattern.test(sample)) : undefined;
  }
  const words = FIELD_WORDS[key];
  const word = words === undefined ? undefined : typeof words === 'function' ? words(random, data) : random.pick(words);
  let text: string | undefined;
  if (word !== undefined) text = inLanguage(word, draw.language);
  else if (words === undefined && /number|reference|^ref/i.test(key)) text = `${random.int(1, 9)}${random.digits(6)}`;
  // A required text the tables have no words for: the field's name and the record's place, as long as the form asks.
  else if (isRequired) text = `${label} ${draw.index + 1}`.padEnd(schema.minLength ?? 0, '.');
  if (text === undefined) return undefined;
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

/** How often an optional field is filled in: most are, as in a real office's records, but not all. */
const OPTIONAL_FILLED = 0.75;

/**
 * One record's data for a form, drawn from its JSON Schema: the given values first, then each property by its kind
 * (a choice's code, a date around today, a number in its bounds with realistic sizes by field name, a text from
 * the field's words in the office's language); optional fields are filled most of the time, and a field its form
 * hides for these values (an insurer when the patient pays) is left out, as a user's save leaves it.
 */
export function drawRecordData(form: FormDefinition, draw: RecordDraw): Record<string, unknown> {
  const schema = form.schema as { required?: string[]; properties: Record<string, PropertySchema> };
  const required = new Set(schema.required ?? []);
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draw.given)) if (Object.hasOwn(schema.properties, key)) data[key] = value;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (key in data) continue;
    const isRequired = required.has(key);
    if (!isRequired && !draw.random.chance(OPTIONAL_FILLED)) continue;
    const value = drawValue(key, property, form, draw, data, isRequired);
    if (value !== undefined) data[key] = value;
  }
  return applyVisibility(form, data).data;
}

function drawValue(key: string, property: PropertySchema, form: FormDefinition, draw: RecordDraw, data: Record<string, unknown>, isRequired: boolean): unknown {
  const { random } = draw;
  if (property.enum?.length) return random.pick(property.enum);
  if (property.type === 'array' && property.items?.enum?.length) {
    const wanted = Math.max(property.minItems ?? 1, random.int(1, 3));
    return random.some(property.items.enum, wanted);
  }
  if (property.type === 'boolean') return random.chance(property.default === true ? 0.85 : 0.4);
  if (property.type === 'number' || property.type === 'integer') return drawNumber(key, property, draw, data, isRequired);
  if (property.type === 'string' && (property.format === 'date' || form.fields[key]?.type === 'date')) return drawDate(key, draw, data);
  if (property.type === 'string') {
    const label = form.fields[key]?.label;
    return drawText(key, property, label ? inLanguage({ he: label.he ?? label.en ?? key, en: label.en ?? key }, draw.language) : key, draw, data, isRequired);
  }
  return undefined;
}
