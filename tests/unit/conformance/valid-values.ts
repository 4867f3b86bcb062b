import fc from 'fast-check';
import type { JsonSchema } from './schema-check';

const DAYS = { min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true };

/** A value for each format the schemas use; a new format fails loudly in validValue until it is added here. */
const FORMAT_VALUES: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('conformance@example.com', 'someone@lishka.test'),
  uuid: fc.uuid({ version: 4 }),
  date: fc.date(DAYS).map((date) => date.toISOString().slice(0, 10)),
  'date-time': fc.date(DAYS).map((date) => date.toISOString()),
  time: fc.constant('12:30:00Z'),
  uri: fc.constant('https://example.com/conformance'),
  url: fc.constant('https://example.com/conformance'),
  hostname: fc.constant('example.com'),
  ipv4: fc.constant('192.0.2.1'),
  ipv6: fc.constant('2001:db8::1'),
};

/**
 * Patterns whose every string is made of one character class, `^[…]+$`: their values are drawn straight from the class
 * at the schema's length. fast-check's stringMatching draws short strings, so a long minimum (a signing link's token,
 * 20 to 100 characters) was never met, and filtering for it retried without end, synchronously: the worker's event
 * loop blocked, no timeout could fire and the conformance suites hung.
 */
const ONE_CLASS = /^\^\[((?:[^\]\\]|\\.)+)\]\+\$$/u;

function oneClassArbitrary(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> | undefined {
  const match = ONE_CLASS.exec(pattern);
  if (!match) return undefined;
  const matcher = new RegExp(`^[${match[1]}]$`, 'u');
  const characters = [...'ABCXYZabcxyz0189_-.'].filter((character) => matcher.test(character));
  if (characters.length === 0) return undefined;
  return fc.string({ unit: fc.constantFrom(...characters), minLength: Math.max(1, minLength), maxLength: Math.max(1, maxLength) });
}

/**
 * Strings of a pattern at the schema's length. A pattern whose strings fast-check draws too short or too long fails
 * loudly with its name after a bounded number of tries, never by retrying for ever.
 */
function patternArbitrary(pattern: string, fits: (text: string) => boolean, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const oneClass = oneClassArbitrary(pattern, minLength, maxLength);
  if (oneClass) return oneClass;
  const size = minLength > 8 ? 'medium' : 'xsmall';
  return fc.array(fc.stringMatching(new RegExp(pattern, 'u'), { size }), { minLength: 64, maxLength: 64 }).map((candidates) => {
    const found = candidates.find(fits);
    if (found === undefined) throw new Error(`no string of the pattern ${pattern} fits the schema's length; teach valid-values.ts to make one`);
    return found;
  });
}

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

function lengthRange(schema: JsonSchema): { minLength: number; maxLength: number } {
  const minLength = schema.minLength ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? minLength + 12, minLength + 12)) };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthRange(schema);
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.format) return FORMAT_VALUES[schema.format] ?? fc.constant(`<no value for format ${schema.format}>`);
  if (schema.pattern) {
    return patternArbitrary(schema.pattern, fits, minLength, maxLength);
  }
  return fc.string({ unit: letters, minLength, maxLength });
}

// Whole multiples of multipleOf (or whole numbers): valid for integer and number alike.
function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const low = Math.max(schema.minimum ?? -1000, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -Infinity);
  const high = Math.min(schema.maximum ?? low + 2000, schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Infinity);
  const step = schema.multipleOf ?? 1;
  const min = Math.ceil(low / step);
  const max = Math.max(min, Math.floor(high / step));
  return fc.integer({ min, max }).map((n) => n * step);
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  // The required properties, and the first others where the schema asks for more (minProperties: a change of any field).
  const required = schema.required ?? [];
  const more = Object.keys(properties).filter((name) => !required.includes(name)).slice(0, Math.max(0, (schema.minProperties ?? 0) - required.length));
  const entries = [...required, ...more].map((name) => [name, validArbitrary(properties[name] ?? {})] as const);
  return fc.record(Object.fromEntries(entries));
}

/** Values that should satisfy a schema: its required properties only, within its limits (validValue checks them). */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return validArbitrary({ ...schema, anyOf: undefined, oneOf: undefined, ...branch });
  if (schema.allOf) return validArbitrary(schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...part }), { ...schema, allOf: undefined }));
  const types = [schema.type ?? (schema.properties || schema.required ? 'object' : 'string')].flat();
  const type = types.find((name) => name !== 'null') ?? 'null';
  switch (type) {
    case 'object':
      return objectArbitrary(schema);
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: schema.minItems ?? 0 });
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return stringArbitrary(schema);
  }
}

/**
 * A value the server accepts for `schema`, repeatable for a seed: the first of a few candidates that `accepts`
 * (Ajv with the server's options). Fails loudly, naming the schema, when none is accepted.
 */
export function validValue(schema: JsonSchema, accepts: (value: unknown) => boolean, seed: number, what: string): unknown {
  const candidates = fc.sample(validArbitrary(schema), { seed, numRuns: 40 });
  const index = candidates.findIndex(accepts);
  if (index < 0) throw new Error(`The request builder cannot make a valid ${what} for ${JSON.stringify(schema)}: teach tests/unit/conformance/valid-values.ts this schema`);
  return candidates[index];
}
