import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestAjv } from '../../../server/plugins/validation';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { routeName, routesOf } from './route-facts';

type Node = Record<string, unknown>;

const REQUEST_PARTS = [['body', false], ['querystring', true], ['params', true], ['headers', true]] as const;

/** Every schema Fastify would compile for a route's answers: one per status, or one per content type of a status. */
function responseSchemas(route: RouteRecord): [string, Node][] {
  const response = ((route.schema as Node | undefined)?.response ?? {}) as Record<string, Node>;
  return Object.entries(response).flatMap(([status, schema]): [string, Node][] => {
    const content = schema.content as Record<string, { schema: Node }> | undefined;
    return content ? Object.entries(content).map(([type, entry]) => [`${status} ${type}`, entry.schema]) : [[status, schema]];
  });
}

// The server compiles a route's validators and serializers on its first request (server/http/lazy-compilers.ts), not
// at start-up; this compiles them all, as Fastify would, so that a schema that cannot compile fails here.
describe('every route schema compiles', () => {
  let t: TestApp;
  let routes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(testDatabaseKinds()[0]!);
    routes = await routesOf(t.app);
  });
  afterAll(async () => t?.close());

  it('compiles every request validator with the request Ajv', () => {
    const ajv = { exact: createRequestAjv(false), coercing: createRequestAjv(true) };
    let compiled = 0;
    for (const route of routes) {
      for (const [part, coerces] of REQUEST_PARTS) {
        const schema = (route.schema as Node | undefined)?.[part];
        if (!schema) continue;
        expect(() => (coerces ? ajv.coercing : ajv.exact).compile(schema as Node), `${routeName(route)} ${part}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled, 'no request schema in the table: the check would prove nothing').toBeGreaterThan(50);
  });

  it('compiles every response serializer with fast-json-stringify', () => {
    const compile = SerializerSelector()({}, {});
    let compiled = 0;
    for (const route of routes) {
      for (const [status, schema] of responseSchemas(route)) {
        expect(() => compile({ schema, method: route.method, url: route.url, httpStatus: status }), `${routeName(route)} ${status}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled, 'no response schema in the table: the check would prove nothing').toBeGreaterThan(100);
  });
});
