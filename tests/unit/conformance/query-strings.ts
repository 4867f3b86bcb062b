import { setOwn } from './schema-check';

/**
 * A query string as the server parses it (find-my-way's fast-querystring): each key once, its text, or a list
 * of texts when the key is repeated. No nesting: `a[b]=1` is the key "a[b]".
 */
export type QueryModel = Record<string, string | string[]>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// encodeURIComponent refuses lone surrogates; a browser would send U+FFFD in their place.
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function add(model: QueryModel, key: string, text: string): void {
  const name = wellFormed(key);
  if (!name) return;
  const present = model[name];
  setOwn(model, name, present === undefined ? wellFormed(text) : [...[present].flat(), wellFormed(text)]);
}

function flatten(model: QueryModel, key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) add(model, key, scalarText(item));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const name of Object.keys(value)) flatten(model, `${key}[${name}]`, (value as Record<string, unknown>)[name]);
    return;
  }
  add(model, key, scalarText(value));
}

/**
 * The query a JavaScript object becomes on the wire: numbers and booleans as text, null as an empty value,
 * arrays as repeated keys (a single item is just the key), objects in bracket keys.
 */
export function toQueryModel(value: unknown): QueryModel {
  const model: QueryModel = Object.create(null);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return model;
  for (const key of Object.keys(value)) flatten(model, key, (value as Record<string, unknown>)[key]);
  return model;
}

/** The encoded query string of a model, without the `?`. */
export function queryString(model: QueryModel): string {
  return Object.keys(model)
    .flatMap((key) => [model[key]!].flat().map((text) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`))
    .join('&');
}
