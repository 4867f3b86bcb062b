import type { FastifyInstance } from 'fastify';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { JsonSchema, RequestPart } from './schema-check';

/** How a suite names a route in its messages: `DELETE /api/users/sessions/:id`. */
export function routeName(route: Pick<RouteRecord, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

/** One parameter of a route's path: its name, and the regular expression Fastify's `:name(regex)` gives it. */
export interface PathParam {
  name: string;
  regex?: string;
}

const NAMED = /:([A-Za-z0-9_]+)(\((?:\\.|[^)])*\))?/g;

/** The named parameters of a route's path (`:id`), in order; a wildcard `*` is not among them. */
export function pathParams(url: string): PathParam[] {
  return [...url.matchAll(NAMED)].map((match) => ({ name: match[1]!, ...(match[2] ? { regex: match[2].slice(1, -1) } : {}) }));
}

/** The path with each parameter replaced by its (already encoded) value, and a wildcard by `x`. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(NAMED, (_whole, name: string) => values[name] ?? '').replace(/\*$/, 'x');
}

/** A route's JSON Schema for one part of the request, if it has one. */
export function schemaOf(route: RouteRecord, part: RequestPart): JsonSchema | undefined {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return schema && typeof schema === 'object' ? (schema as JsonSchema) : undefined;
}

/** Every route of the app, in registration order; the app must be ready (all plugins registered). */
export async function routesOf(app: FastifyInstance): Promise<RouteRecord[]> {
  await app.ready();
  if (app.routeTable.length === 0) throw new Error('The route table is empty: is registerRouteTable still called first in buildApp?');
  return [...app.routeTable];
}

/** A stable number for a text (FNV-1a), to seed generators per route so runs repeat. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
