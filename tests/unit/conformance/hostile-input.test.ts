import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProtectedRoute } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { describeAnswer, errorBodyProblems } from './error-body';
import { hostileRequests } from './hostile-inputs';
import { OBJECT_FACTORIES, TENANT_A } from './object-factories';
import { type RequestParts, validParts } from './request-builder';
import { routeName, routesOf } from './route-facts';

// Each request from its own address, so that no rate limit answers instead of the input's check.
let addressCounter = 0;
const nextAddress = (): string => {
  addressCounter += 1;
  return `198.19.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

// The inputs that found issue 17's 500s, generated for every route of the route table rather than listed: a new
// route is covered the day it is registered. bad-input.test.ts samples invalid values at random; this sends the
// same few hostile shapes everywhere.
describe.each(testDatabaseKinds())('hostile input on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  let admin: TestAgent;
  let visitor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = await routesOf(t.app);
    admin = await t.signIn('admin@legal.example.com');
    visitor = t.anonymous();
    await visitor.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
  });
  afterAll(async () => t?.close());

  // A route that names an object by id gets one of the admin's own, so that hostile bodies reach the code that
  // reads and writes it (a made-up id would stop at 404 first).
  async function partsNamingAnObject(route: RouteRecord): Promise<RequestParts> {
    const parts = validParts(route);
    const factory = route.config.idParam && OBJECT_FACTORIES[route.config.idParam.kind];
    if (!route.config.idParam || !factory) return parts;
    const object = await factory.create(t, TENANT_A);
    return { ...parts, params: { ...parts.params, ...object.params, [route.config.idParam.name]: object.id } };
  }

  it('never answers 5xx to deep nesting, lone surrogates, built-in names as keys, huge integers or oversize bodies', async () => {
    const bodyLimit = t.app.initialConfig.bodyLimit ?? 1_048_576;
    const violations: string[] = [];
    const counts = new Map<string, number>();
    let total = 0;
    let testedRoutes = 0;
    for (const route of routes) {
      const callers = ['as a signed-in admin', ...(isProtectedRoute(route.url, route.config) ? [] : ['anonymously'])];
      const requests = hostileRequests(route, await partsNamingAnObject(route), bodyLimit);
      if (requests.length > 0) testedRoutes += 1;
      for (const { kind: inputKind, label, request, mustRefuse } of requests) {
        for (const callerName of callers) {
          const isAdmin = callerName !== 'anonymously';
          let response = await (isAdmin ? admin : visitor).request({ ...request, csrf: true, remoteAddress: nextAddress() });
          if (isAdmin && response.statusCode === 401) {
            // An earlier input the route accepted ended the session (signing out): sign in again and send it once more.
            admin = await t.signIn('admin@legal.example.com');
            response = await admin.request({ ...request, csrf: true, remoteAddress: nextAddress() });
            total += 1;
          }
          total += 1;
          const status = response.statusCode;
          counts.set(inputKind, (counts.get(inputKind) ?? 0) + 1);
          const where = `${routeName(route)} ${callerName}, ${label.slice(0, 120)}`;
          if (status >= 500) violations.push(`${where} → ${describeAnswer(response)}`);
          else if (mustRefuse && status < 400) violations.push(`${where} → accepted with ${status}`);
          else if (isAdmin && status === 401) violations.push(`${where} → 401 on a fresh session: the input was never checked`);
          if (status >= 400) for (const problem of errorBodyProblems(response)) violations.push(`${where} → ${status}, ${problem}`);
        }
      }
    }
    expect(Object.prototype).not.toHaveProperty('conformancePolluted');
    expect(violations.slice(0, 40), `${violations.length} violations`).toEqual([]);
    expect(testedRoutes, 'no route took a hostile input: the suite would prove nothing').toBeGreaterThan(50);
    const byKind = [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
    console.log(`hostile input: ${total} requests to ${testedRoutes} routes (of ${routes.length} registered; the rest take no body, query or parameter), no 5xx, on ${kind.kind}: ${byKind}`);
  }, 300_000);
});
