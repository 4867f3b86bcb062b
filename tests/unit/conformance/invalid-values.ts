import fc from 'fast-check';
import { allowedTypes, type JsonSchema } from './schema-check';

/** One way of breaking a value: a name for the report, and the values that break it. */
export interface Breakage {
  label: string;
  values: fc.Arbitrary<unknown>;
}

/** How big a "huge" string may be: bodies stay under the body limit, query strings under Node's header limit. */
export interface SizeLimits {
  hugeMin: number;
  hugeMax: number;
}

const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשתךםןףץ';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const TRICKY = ['\u202E', '\u202D', '\u200F', '\u200E', '\u200B', '\u200D', '\uFEFF', '\u0301', '\u0000', '\u001F', '\u2028', '\uFFFF', '😀', '👩‍⚖️', '𝔘'];

/** Text a form in Hebrew or Arabic might send: right-to-left letters, direction overrides, zero-width and combining marks, emoji. */
export const unicodeText: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof(fc.constantFrom(...HEBREW), fc.constantFrom(...ARABIC), fc.constantFrom(...TRICKY), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
  minLength: 1,
  maxLength: 40,
});

const TYPED: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string(), unicodeText),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
};

/** Deeply nested garbage: arrays and objects `depth` levels deep around a scalar. */
export const deepGarbage: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 8, max: 600 }), fc.boolean(), fc.jsonValue({ maxDepth: 0 }))
  .map(([depth, isArray, core]) => {
    let value: unknown = core;
    for (let level = 0; level < depth; level += 1) value = isArray ? [value] : { a: value, [`k${level % 7}`]: level };
    return value;
  });

/** A string of `min`..`max` UTF-8 bytes from a repeated chunk of Latin, Hebrew and emoji: cheap to make, large to send. */
export function hugeText({ hugeMin, hugeMax }: SizeLimits): fc.Arbitrary<string> {
  return fc.tuple(fc.string({ unit: fc.constantFrom(...'ab9 -', ...HEBREW, '😀'), minLength: 1, maxLength: 12 }), fc.integer({ min: hugeMin, max: hugeMax })).map(([chunk, bytes]) => {
    const repeated = chunk.repeat(Math.ceil(bytes / Buffer.byteLength(chunk)));
    let text = repeated.slice(0, bytes);
    while (Buffer.byteLength(text) > bytes) text = text.slice(0, -1);
    return text;
  });
}

function lengthBreakages(schema: JsonSchema): Breakage[] {
  const breakages: Breakage[] = [];
  const chars = fc.constantFrom('a', 'z', '0', '-', 'ש', '😀', ' ');
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    breakages.push({ label: 'string too long', values: fc.string({ unit: chars, minLength: max + 1, maxLength: max + 64 }) });
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    breakages.push({ label: 'string too short', values: fc.string({ unit: chars, maxLength: schema.minLength - 1 }) });
  }
  return breakages;
}

function numberBreakages(schema: JsonSchema, types: Set<string>): Breakage[] {
  const breakages: Breakage[] = [];
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  // Integers past the bound up to a billion, when the bound is inside that (a maximum may be PostgreSQL's largest integer).
  if (low !== undefined) breakages.push({ label: 'number out of range', values: fc.oneof(fc.constant(low - 1), ...(low > -1e9 ? [fc.integer({ min: -1e9, max: Math.floor(low) })] : []), fc.constant(-1e308)) });
  if (high !== undefined) breakages.push({ label: 'number out of range', values: fc.oneof(fc.constant(high + 1), ...(high < 1e9 ? [fc.integer({ min: Math.ceil(high), max: 1e9 })] : []), fc.constant(1e308)) });
  if (types.has('integer') && !types.has('number')) breakages.push({ label: 'not an integer', values: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)) });
  return breakages;
}

// Near misses of each format, then any text: Ajv decides which are really invalid.
const FORMAT_MISSES: Record<string, string[]> = {
  email: ['user@', '@example.com', 'user example.com', 'user@@example.com', 'user@example..com', 'שלום@דוגמה', 'a@b', ' user@example.com'],
  uuid: ['not-a-uuid', '00000000-0000-0000-0000-00000000000', '00000000-0000-0000-0000-0000000000000', 'g0000000-0000-0000-0000-000000000000', '{00000000-0000-0000-0000-000000000000}'],
  date: ['2026-13-01', '2026-02-30', '26-01-01', '2026/01/01', '01-01-2026', 'today'],
  'date-time': ['2026-01-01', '2026-01-01T25:00:00Z', '2026-01-01 12:00', 'yesterday', '2026-01-01T12:00:00+25:00'],
};

/**
 * The ways a value can break `schema`: a wrong type, null, an array for an object, a string too long or too
 * short, a number out of range, a value outside the enum, a pattern or format violation, unicode and right-to-left
 * text, a huge string, deeply nested garbage. Some generated values may still be valid: the caller checks.
 */
export function breakagesOf(schema: JsonSchema, limits: SizeLimits): Breakage[] {
  const types = allowedTypes(schema);
  const wrong = Object.keys(TYPED).filter((type) => !types.has(type) && !(type === 'integer' && types.has('number')));
  const breakages: Breakage[] = [];
  if (wrong.length > 0) breakages.push({ label: 'wrong type', values: fc.oneof(...wrong.map((type) => TYPED[type]!)) });
  if (!types.has('null')) breakages.push({ label: 'null', values: fc.constant(null) });
  if (types.has('object')) breakages.push({ label: 'array for an object', values: TYPED.array! });
  breakages.push(...lengthBreakages(schema), ...numberBreakages(schema, types));
  const listed = schema.const !== undefined ? [schema.const] : schema.enum;
  if (listed) breakages.push({ label: 'outside the enum', values: fc.oneof(fc.string(), unicodeText, fc.constantFrom(...listed.map((value) => `${String(value)} `), ...listed.map((value) => String(value).toUpperCase()))) });
  if (schema.pattern) breakages.push({ label: 'pattern violation', values: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', ' ', '-', 'UPPER', 'a b', 'a--', '-a', 'a_b', 'a.b', '../etc', '%00', "'; drop table tenants; --")) });
  if (schema.format) breakages.push({ label: 'format violation', values: fc.oneof(fc.constantFrom(...(FORMAT_MISSES[schema.format] ?? ['not valid'])), fc.string({ maxLength: 30 })) });
  if (types.has('string')) breakages.push({ label: 'unicode and RTL text', values: unicodeText });
  breakages.push({ label: 'huge string', values: hugeText(limits) });
  breakages.push({ label: 'deeply nested garbage', values: deepGarbage });
  return breakages;
}
