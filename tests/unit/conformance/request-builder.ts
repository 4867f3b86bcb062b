import fc from 'fast-check';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { queryString, toQueryModel, type QueryModel } from './query-strings';
import { fillPath, pathParams, routeName, schemaOf, seedOf } from './route-facts';
import { isValid, type JsonSchema } from './schema-check';
import { validValue } from './valid-values';

/** A request ready for TestAgent.request: method, url with its query string, and a JSON body when the route takes one. */
export interface BuiltRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** The parts of a valid-looking request, each replaceable by a suite before `toRequest`. */
export interface RequestParts {
  params: Record<string, string>;
  query: QueryModel;
  /** The body as JSON text, or undefined for a route without a body schema. */
  body: string | undefined;
}

const asText = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, item]) => [name, String(item)]));

// Path parameters arrive as text: a value is generated from the params schema, every parameter of the path
// required, then checked as text. A parameter no schema describes gets a string matching its `(regex)`, or a uuid.
function paramValues(route: RouteRecord, seed: number): Record<string, string> {
  const params = pathParams(route.url);
  const schema = schemaOf(route, 'params');
  const described = schema ? params.filter(({ name }) => schema.properties?.[name]).map(({ name }) => name) : [];
  const values = schema && described.length > 0
    ? asText(validValue({ ...schema, required: described }, (value) => isValid(schema, 'params', asText(value)), seed, `path parameters of ${routeName(route)}`))
    : {};
  for (const { name, regex } of params) {
    if (values[name] !== undefined) continue;
    const arbitrary = regex ? fc.stringMatching(new RegExp(regex)) : fc.uuid({ version: 4 });
    values[name] = fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  }
  return values;
}

/**
 * The parts of a request the route accepts: path parameters from its params schema (a uuid for format uuid, a
 * string matching the pattern otherwise), and a minimal body and query from their schemas (required properties
 * only), each checked with Ajv as the server checks it. Repeatable: the same route and seed give the same request.
 */
export function validParts(route: RouteRecord, seed = seedOf(routeName(route))): RequestParts {
  const params = paramValues(route, seed);
  const querySchema = schemaOf(route, 'querystring');
  const bodySchema = schemaOf(route, 'body');
  const query = querySchema
    ? toQueryModel(validValue(querySchema, (value) => isValid(querySchema, 'querystring', toQueryModel(value)), seed, `query of ${routeName(route)}`))
    : toQueryModel({});
  const body = bodySchema ? JSON.stringify(validValue(bodySchema, (value) => isValid(bodySchema, 'body', value), seed, `body of ${routeName(route)}`)) : undefined;
  return { params, query, body };
}

/** The request for a route from its parts: the path filled in (encoded), the query string, the JSON body. */
export function toRequest(route: RouteRecord, parts: RequestParts): BuiltRequest {
  const encoded = Object.fromEntries(Object.entries(parts.params).map(([name, value]) => [name, encodeURIComponent(value)]));
  const search = queryString(parts.query);
  const url = `${fillPath(route.url, encoded)}${search ? `?${search}` : ''}`;
  return {
    method: route.method,
    url,
    ...(parts.body !== undefined ? { payload: parts.body } : {}),
    headers: parts.body !== undefined ? { 'content-type': 'application/json' } : {},
  };
}

/** A valid-looking request for any route of the table, so that the only thing wrong with a call is what a suite tests. */
export function buildRequest(route: RouteRecord, overrides: Partial<RequestParts> = {}, seed?: number): BuiltRequest {
  return toRequest(route, { ...validParts(route, seed), ...overrides });
}

/** Whether a query model is acceptable to a route (no query schema: anything is). */
export function acceptsQuery(route: RouteRecord, query: QueryModel): boolean {
  const schema: JsonSchema | undefined = schemaOf(route, 'querystring');
  return !schema || isValid(schema, 'querystring', query);
}
