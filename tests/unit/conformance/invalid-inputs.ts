import fc from 'fast-check';
import { breakagesOf, deepGarbage, unicodeText, type Breakage, type SizeLimits } from './invalid-values';
import { toQueryModel, type QueryModel } from './query-strings';
import { allowedTypes, copyValue, isValid, setOwn, type JsonSchema } from './schema-check';

/** An invalid body: what it breaks, and the JSON text sent. */
export interface InvalidBody {
  label: string;
  text: string;
}

/** An invalid query string: what it breaks, and the query as the server will parse it. */
export interface InvalidQuery {
  label: string;
  query: QueryModel;
}

/** How many invalid inputs to make, from which seed, and how large a huge string may be. */
export interface GenerationOptions extends SizeLimits {
  seed: number;
  count: number;
}

const POLLUTION = { conformancePolluted: true };

interface PropertyPath {
  path: string[];
  schema: JsonSchema;
}

function propertyPaths(schema: JsonSchema, prefix: string[] = []): PropertyPath[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [{ path: [...prefix, name], schema: property }, ...propertyPaths(property, [...prefix, name])]);
}

function setPath(base: unknown, path: string[], value: unknown): unknown {
  const root = copyValue(base) as Record<string, unknown>;
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) setOwn(node, key, {});
    node = node[key] as Record<string, unknown>;
  }
  setOwn(node, path.at(-1)!, value);
  return root;
}

function without(base: unknown, keys: string[]): unknown {
  const copy = copyValue(base) as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy;
}

/** Whole objects that break the schema in one place: a property broken each way, a required one missing, an unknown or poisonous key. */
function objectBreakages(schema: JsonSchema, base: unknown, limits: SizeLimits): Breakage[] {
  const paths = propertyPaths(schema);
  const byLabel = new Map<string, fc.Arbitrary<unknown>[]>();
  for (const { path, schema: property } of paths) {
    for (const { label, values } of breakagesOf(property, limits)) {
      byLabel.set(label, [...(byLabel.get(label) ?? []), values.map((value) => setPath(base, path, value))]);
    }
  }
  const breakages: Breakage[] = [...byLabel].map(([label, arbitraries]) => ({ label: `${label} in a property`, values: fc.oneof(...arbitraries) }));
  const required = schema.required ?? [];
  if (required.length > 0) breakages.push({ label: 'missing required property', values: fc.subarray(required, { minLength: 1 }).map((keys) => without(base, keys)) });
  const known = new Set(Object.keys(schema.properties ?? {}));
  const extraName = fc.oneof(fc.string({ minLength: 1, maxLength: 24 }), unicodeText, fc.constantFrom('isAdmin', 'role', 'tenantId', 'tenant_id', 'userId', 'isSuperAdmin', 'id', '$where')).filter((name) => !known.has(name));
  breakages.push({ label: 'unknown extra property', values: fc.tuple(extraName, fc.jsonValue({ maxDepth: 2 })).map(([name, value]) => setPath(base, [name], value)) });
  const objectPaths = [[], ...paths.filter(({ schema: property }) => allowedTypes(property).has('object')).map(({ path }) => path)];
  const poison = fc.constantFrom<[string, unknown]>(['__proto__', POLLUTION], ['constructor', { prototype: POLLUTION }], ['prototype', POLLUTION], ['__proto__', { toString: 'x', valueOf: 1 }]);
  breakages.push({ label: 'prototype pollution key', values: fc.tuple(fc.constantFrom(...objectPaths), poison).map(([path, [key, value]]) => setPath(base, [...path, key], value)) });
  return breakages;
}

const MALFORMED_JSON = ['', '{', '}', '{"', '[1,2', 'nul', 'undefined', "{'a':1}", '{"a":1,}', '{"a":1}{"b":2}', '{"a":01}', '{"a":NaN}', '\u0000', '{"a":"\\x"}', '[]]'];

/**
 * At least `count` invalid bodies for a body schema (fewer only if the schema leaves too few ways to break it):
 * every breakage of every property, missing required and unknown properties, prototype-pollution keys, wrong
 * types and garbage at the root, malformed JSON. Repeatable for a seed; each is checked invalid with Ajv.
 */
export function invalidBodies(schema: JsonSchema, base: unknown, options: GenerationOptions): InvalidBody[] {
  const root: Breakage[] = [
    { label: 'wrong type at the root', values: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), unicodeText, fc.boolean()) },
    { label: 'null at the root', values: fc.constant(null) },
    { label: 'array for the object', values: fc.oneof(fc.constant([base]), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 })) },
    { label: 'deeply nested garbage at the root', values: deepGarbage },
  ].filter(({ label }) => allowedTypes(schema).has('object') || label.startsWith('deeply'));
  const categories = [...root, ...objectBreakages(schema, base, options)].map(({ label, values }) => ({ label, values: values.map((value) => JSON.stringify(value)) }));
  categories.push({ label: 'malformed JSON', values: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.nat().map((cut) => JSON.stringify(base).slice(0, cut % Math.max(1, JSON.stringify(base).length)))) });
  const isInvalid = (text: string) => {
    try {
      return !isValid(schema, 'body', JSON.parse(text));
    } catch {
      return true;
    }
  };
  return pick(categories, isInvalid, options).map(({ label, item }) => ({ label, text: item }));
}

/**
 * At least `count` invalid query strings for a querystring schema: every breakage of every parameter (as text),
 * missing required and unknown parameters, repeated keys and array keys, prototype-pollution keys.
 */
export function invalidQueries(schema: JsonSchema, base: unknown, options: GenerationOptions): InvalidQuery[] {
  const names = Object.keys(schema.properties ?? {});
  const categories: { label: string; values: fc.Arbitrary<QueryModel> }[] = objectBreakages(schema, base, options).map(({ label, values }) => ({ label, values: values.map(toQueryModel) }));
  if (names.length > 0) {
    const name = fc.constantFrom(...names);
    categories.push({ label: 'repeated key', values: fc.tuple(name, fc.array(fc.oneof(fc.string({ maxLength: 8 }), unicodeText), { minLength: 2, maxLength: 5 })).map(([key, values]) => toQueryModel(setPath(base, [key], values))) });
    categories.push({ label: 'array key', values: fc.tuple(name, fc.constantFrom('[]', '[0]', '[1]', '[a]', '.x')).map(([key, suffix]) => toQueryModel(setPath(base, [`${key}${suffix}`], 'x'))) });
  }
  categories.push({ label: 'prototype pollution key', values: fc.constantFrom('__proto__', '__proto__[conformancePolluted]', 'constructor', 'constructor[prototype][conformancePolluted]', 'prototype', 'hasOwnProperty').map((key) => toQueryModel(setPath(base, [key], 'true'))) });
  return pick(categories, (query) => !isValid(schema, 'querystring', query), options).map(({ label, item }) => ({ label, query: item }));
}

/** Samples every category in turn (so each kind of breakage is sent), keeps the invalid and distinct ones, tops up to `count`. */
function pick<T>(categories: { label: string; values: fc.Arbitrary<T> }[], isInvalid: (item: T) => boolean, { seed, count }: GenerationOptions): { label: string; item: T }[] {
  const chosen: { label: string; item: T }[] = [];
  const seen = new Set<string>();
  const keep = (label: string, item: T) => {
    const key = typeof item === 'string' ? item : JSON.stringify(Object.entries(item as object));
    if (seen.has(key) || !isInvalid(item)) return;
    seen.add(key);
    chosen.push({ label, item });
  };
  const perCategory = Math.max(3, Math.ceil(count / categories.length));
  categories.forEach(({ label, values }, index) => fc.sample(values, { seed: seed + index, numRuns: perCategory }).forEach((item) => keep(label, item)));
  const all = fc.oneof(...categories.map(({ label, values }) => values.map((item) => ({ label, item }))));
  for (let round = 1; chosen.length < count && round <= 20; round += 1) {
    for (const { label, item } of fc.sample(all, { seed: seed + 1000 * round, numRuns: count })) {
      if (chosen.length >= count) break;
      keep(label, item);
    }
  }
  return chosen;
}
