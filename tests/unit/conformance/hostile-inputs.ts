import type { RouteRecord } from '../../../server/plugins/route-table';
import { queryString } from './query-strings';
import { type BuiltRequest, type RequestParts, toRequest } from './request-builder';
import { fillPath, pathParams, schemaOf } from './route-facts';
import { allowedTypes, copyValue, setOwn, type JsonSchema } from './schema-check';

/** One hostile request: what it tries, the request, and whether the server must refuse it (or only must not fail). */
export interface HostileRequest {
  kind: HostileKind;
  label: string;
  request: BuiltRequest;
  mustRefuse: boolean;
}

/** The kinds of hostile input, for the report. */
export type HostileKind = 'deep nesting' | 'lone surrogate' | 'built-in key' | 'huge integer' | 'oversize';

/** Keys that name what every plain object inherits: a lookup by one of them finds a function, not a value. */
export const BUILT_IN_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__', 'prototype', '__defineGetter__'];
/** Integers no field can hold, as JSON text: past 2^53, past a bigint, and past a double. */
export const HUGE_INTEGERS = ['999999999999999999999', '-999999999999999999999', '9007199254740993', '1e400'];
/** Strings that are not well-formed UTF-16: a lone high or low surrogate, and a pair in the wrong order. */
export const LONE_SURROGATES = ['\ud800', 'a\udfff', '\udc00\ud800'];
/** How deep the nesting bodies go: far past any stack a recursive walk could use. */
export const HOSTILE_DEPTH = 8000;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A placeholder value, replaced in the JSON text by what JSON.stringify cannot write (999999999999999999999 as
// digits, a nesting thousands deep without recursion).
const PLACEHOLDER = '__hostile_raw__';
const RAW = JSON.stringify(PLACEHOLDER);

interface Property {
  path: string[];
  schema: JsonSchema;
}

function propertiesOf(schema: JsonSchema, prefix: string[] = []): Property[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [{ path: [...prefix, name], schema: property }, ...propertiesOf(property, [...prefix, name])]);
}

function withValue(base: unknown, path: string[], value: unknown): string {
  const root = copyValue(base ?? {}) as Record<string, unknown>;
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) setOwn(node, key, {});
    node = node[key] as Record<string, unknown>;
  }
  if (path.length === 0) return JSON.stringify(value);
  setOwn(node, path.at(-1)!, value);
  return JSON.stringify(root);
}

// A number field may hold what a double holds; an integer past its maximum is refused, and one below its minimum
// too (without a minimum, as the paged lists' page and limit, a low number is clamped: spec 1 §5).
const mustRefuseInteger = (schema: JsonSchema, number: string): boolean =>
  !allowedTypes(schema).has('number') && (!number.startsWith('-') || schema.minimum !== undefined || schema.exclusiveMinimum !== undefined);

const deepArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function bodyRequests(route: RouteRecord, parts: RequestParts, bodyLimit: number): HostileRequest[] {
  const schema = schemaOf(route, 'body');
  const base: unknown = parts.body === undefined ? {} : JSON.parse(parts.body);
  const send = (kind: HostileKind, label: string, body: string, mustRefuse: boolean): HostileRequest => ({ kind, label: `body: ${label}`, request: toRequest(route, { ...parts, body }), mustRefuse });
  const properties = schema ? propertiesOf(schema) : [];
  const firstKey = properties[0]?.path ?? ['x'];
  const requests = [
    send('deep nesting', `[ × ${HOSTILE_DEPTH}`, deepArray(HOSTILE_DEPTH), true),
    send('deep nesting', `{"a": × ${HOSTILE_DEPTH}`, deepObject(HOSTILE_DEPTH), true),
    send('deep nesting', `${firstKey.join('.')} nested ${HOSTILE_DEPTH / 4} deep`, withValue(base, firstKey, PLACEHOLDER).replace(RAW, deepObject(HOSTILE_DEPTH / 4)), true),
    send('lone surrogate', 'a lone surrogate as a key', withValue(base, ['\ud800'], 'x'), true),
    send('oversize', `${bodyLimit + 1} bytes`, JSON.stringify({ x: 'a'.repeat(bodyLimit) }), true),
  ];
  for (const { path, schema: property } of properties) {
    const types = allowedTypes(property);
    const name = path.join('.');
    if (types.has('string')) for (const text of LONE_SURROGATES) requests.push(send('lone surrogate', `${name} = ${JSON.stringify(text)}`, withValue(base, path, text), true));
    if (types.has('integer')) {
      // A number may be as large as a double allows; an integer must fit what stores it.
      for (const number of HUGE_INTEGERS) requests.push(send('huge integer', `${name} = ${number}`, withValue(base, path, PLACEHOLDER).replace(RAW, number), mustRefuseInteger(property, number)));
    }
  }
  const objectPaths = [[], ...properties.filter(({ schema: property }) => allowedTypes(property).has('object')).map(({ path }) => path)];
  for (const path of objectPaths) {
    for (const key of BUILT_IN_KEYS) requests.push(send('built-in key', `${[...path, key].join('.')} = " "`, withValue(base, [...path, key], ' '), false));
  }
  return requests;
}

function queryRequests(route: RouteRecord, parts: RequestParts): HostileRequest[] {
  const schema = schemaOf(route, 'querystring');
  if (!schema) return [];
  const base = toRequest(route, parts);
  const sendRaw = (kind: HostileKind, label: string, extra: string, mustRefuse: boolean): HostileRequest => ({
    kind,
    label: `query: ${label}`,
    request: { ...base, url: `${base.url}${base.url.includes('?') ? '&' : '?'}${extra}` },
    mustRefuse,
  });
  const requests: HostileRequest[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const others = { ...parts.query };
    delete others[name];
    const only = (value: string): HostileRequest['request'] => toRequest(route, { ...parts, query: Object.assign(Object.create(null) as typeof others, others, { [name]: value }) });
    if (allowedTypes(property).has('integer')) for (const number of HUGE_INTEGERS) requests.push({ kind: 'huge integer', label: `query: ${name}=${number}`, request: only(number), mustRefuse: mustRefuseInteger(property, number) });
    // UTF-8 cannot spell a lone surrogate; these are the bytes it would take (ED A0 80), which a careless client sends.
    requests.push({ kind: 'lone surrogate', label: `query: ${name}=%ED%A0%80`, request: { ...only('x'), url: only('x').url.replace(`${encodeURIComponent(name)}=x`, `${encodeURIComponent(name)}=%ED%A0%80`) }, mustRefuse: false });
  }
  for (const key of BUILT_IN_KEYS) requests.push(sendRaw('built-in key', `${key}=x`, `${queryString({ [key]: 'x' })}`, false));
  requests.push(sendRaw('deep nesting', `a${'[a]'.repeat(1000)}=1`, `a${'%5Ba%5D'.repeat(1000)}=1`, false));
  return requests;
}

function paramRequests(route: RouteRecord, parts: RequestParts): HostileRequest[] {
  const params = pathParams(route.url);
  const encoded = Object.fromEntries(Object.entries(parts.params).map(([name, value]) => [name, encodeURIComponent(value)]));
  const base = toRequest(route, parts);
  const search = base.url.includes('?') ? base.url.slice(base.url.indexOf('?')) : '';
  const values: [HostileKind, string][] = [
    ...BUILT_IN_KEYS.map((key): [HostileKind, string] => ['built-in key', encodeURIComponent(key)]),
    ['lone surrogate', '%ED%A0%80'],
    ...HUGE_INTEGERS.map((number): [HostileKind, string] => ['huge integer', number]),
    ['oversize', 'a'.repeat(5000)],
  ];
  return params.flatMap(({ name }) =>
    values.map(([kind, value]) => ({ kind, label: `path :${name}=${value.length > 40 ? `${value.slice(0, 8)}… (${value.length})` : value}`, request: { ...base, url: `${fillPath(route.url, { ...encoded, [name]: value })}${search}` }, mustRefuse: false })),
  );
}

/**
 * The hostile requests for one route, each otherwise valid: bodies nested thousands deep (whole, and under a
 * property), lone surrogates in every string and as a key, built-in method names as keys of every object,
 * integers past any store, a body past the limit; the same in the query string and the path parameters.
 */
export function hostileRequests(route: RouteRecord, parts: RequestParts, bodyLimit: number): HostileRequest[] {
  return [...(BODY_METHODS.has(route.method) ? bodyRequests(route, parts, bodyLimit) : []), ...queryRequests(route, parts), ...paramRequests(route, parts)];
}
