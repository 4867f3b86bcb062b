import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProtectedRoute } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { routeName, routesOf } from './route-facts';

type Node = Record<string, unknown>;

/** The schemas a route declares for its success statuses (200, 201, 204, 2xx), by status. */
function successSchemas(route: RouteRecord): [string, Node][] {
  const response = ((route.schema as Node | undefined)?.response ?? {}) as Record<string, Node>;
  return Object.entries(response).filter(([status]) => /^2(\d\d|xx)$/i.test(status));
}

const isBinary = (schema: unknown): boolean => (schema as Node | undefined)?.type === 'string' && (schema as Node).format === 'binary';

/** What a success schema says the route answers: a JSON object, a file (every content type's schema binary), or neither. */
function answerOf(schema: Node): 'json' | 'file' | 'unclear' {
  if (schema.type === 'object' && typeof schema.properties === 'object') return 'json';
  const content = schema.content as Record<string, { schema?: unknown }> | undefined;
  if (content && Object.keys(content).length > 0 && Object.values(content).every((entry) => isBinary(entry.schema))) return 'file';
  return 'unclear';
}

// The route table is the same on every database: one is enough.
describe('response schema conformance', () => {
  let t: TestApp;
  let protectedRoutes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(testDatabaseKinds()[0]!);
    protectedRoutes = (await routesOf(t.app)).filter((route) => isProtectedRoute(route.url, route.config));
  });
  afterAll(async () => t?.close());

  // What a route answers is written by its schema and typed from it on both sides (the handler's return value, and
  // the browser's generated types): without one, a route answers whatever its handler returns, unchecked.
  it('gives every protected API route a response schema for its success status', () => {
    expect(protectedRoutes.length, 'no protected route in the table: the suite would prove nothing').toBeGreaterThan(0);
    expect(protectedRoutes.filter((route) => successSchemas(route).length === 0).map(routeName)).toEqual([]);
  });

  // A file is bytes the handler sends as they are; anything else is JSON, and its schema names its properties.
  it('makes each success schema a JSON object with its properties, or a file of binary content', () => {
    const unclear = protectedRoutes.flatMap((route) => successSchemas(route).filter(([, schema]) => answerOf(schema) === 'unclear').map(([status]) => `${routeName(route)} ${status}`));
    expect(unclear).toEqual([]);
  });
});
