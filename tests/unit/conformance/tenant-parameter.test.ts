import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { toRequest, validParts } from './request-builder';
import { routeName, routesOf, schemaOf } from './route-facts';

// Spec 1 lets a client send `?tenant=` with any call, as the hint that chooses its office. Twenty read routes whose
// query schema was closed refused it with a 400 (issue 17). Every route that reads a query answers the same with it.
describe.each(testDatabaseKinds().slice(0, 1))('the tenant parameter on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = (await routesOf(t.app)).filter((route) => route.method === 'GET' && schemaOf(route, 'querystring'));
    admin = await t.signIn('admin@legal.example.com');
  });
  afterAll(async () => t?.close());

  it('is accepted by every route that reads a query, which answers as it does without it', async () => {
    const closed = routes.filter((route) => schemaOf(route, 'querystring')?.additionalProperties === false);
    expect(closed.length, 'no closed query schema left to prove the point').toBeGreaterThan(10);
    const differences: string[] = [];
    for (const route of routes) {
      const parts = validParts(route);
      const without = await admin.request({ ...toRequest(route, parts), csrf: true });
      const withHint = await admin.request({ ...toRequest(route, { ...parts, query: { ...parts.query, tenant: 'legal' } }), csrf: true });
      if (withHint.statusCode !== without.statusCode) differences.push(`${routeName(route)}: ${without.statusCode} without, ${withHint.statusCode} with ?tenant=legal: ${withHint.body.slice(0, 200)}`);
    }
    expect(differences).toEqual([]);
  }, 300_000);

  it('refuses a tenant parameter that is no office name, with a 400 in the caller’s language', async () => {
    const route = routes.find((candidate) => schemaOf(candidate, 'querystring')?.additionalProperties === false)!;
    const parts = validParts(route);
    const response = await admin.request({ ...toRequest(route, { ...parts, query: { ...parts.query, tenant: 'x'.repeat(65) } }), csrf: true });
    expect(response.statusCode).toBe(400);
  });
});
