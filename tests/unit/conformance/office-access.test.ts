import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProtectedRoute } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { describeAnswer, readError } from './error-body';
import { DEMO_OFFICES, demoOfficeFeatures, servesOffice } from './office-features';
import { buildRequest } from './request-builder';
import { routeName, routesOf } from './route-facts';

// Invalid inputs of every kind a route may read, the body not even JSON: a caller without the right must be refused
// before any of it is parsed or looked at.
const JUNK_BODY = '{"unexpected": [1, {"deep": tru';
const JUNK_QUERY = 'page=-1&limit=abc&unexpected=1';

const ROLES = ['admin', 'manager', 'user', 'viewer'] as const;

/** A request for a route carrying junk in every part it reads, its path parameters valid. */
function junkRequest(route: RouteRecord) {
  const valid = buildRequest(route);
  const path = valid.url.split('?')[0]!;
  return { method: route.method, url: `${path}?${JUNK_QUERY}`, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JUNK_BODY, headers: { 'content-type': 'application/json' } }) };
}

// Issue 18: the features an office type turns off are off on the server too, from the same engine resolution, and
// who may call a route is decided before its input is read. Both are read from the route table, for every route.
describe.each(testDatabaseKinds().slice(0, 1))('office access on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  let enabled: Map<string, readonly string[]>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    enabled = await demoOfficeFeatures(t);
    routes = (await routesOf(t.app)).filter((route) => isProtectedRoute(route.url, route.config));
  });
  afterAll(async () => t?.close());

  it('has every route that acts in an office declare the features it serves (none, for what no feature can take away)', () => {
    const officeRoutes = routes.filter((route) => route.config.tenant);
    expect(officeRoutes.length).toBeGreaterThan(50);
    expect(officeRoutes.filter((route) => !Array.isArray(route.config.features)).map(routeName)).toEqual([]);
  });

  it('answers 403 FEATURE_UNAVAILABLE, in both languages, to every route of a feature the office has off, whatever the input', async () => {
    const gated = routes.filter((route) => (route.config.features ?? []).length > 0);
    expect(gated.length, 'no route is gated by a feature: the suite would prove nothing').toBeGreaterThan(0);
    const problems: string[] = [];
    let checked = 0;
    for (const route of gated) {
      // An office that has none of the route's features, resolved by the engine as the server resolves it.
      const office = DEMO_OFFICES.find((slug) => !servesOffice(route, enabled.get(slug)!));
      if (!office) continue;
      const admin = await t.signIn(`admin@${office}.example.com`);
      const response = await admin.request({ ...junkRequest(route), csrf: true });
      checked += 1;
      const error = readError(response);
      if (response.statusCode !== 403 || error.code !== 'FEATURE_UNAVAILABLE' || !error.he || !error.en) problems.push(`${routeName(route)} in ${office}: ${describeAnswer(response)}`);
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('refuses a member whose role a route does not allow with 403 before reading its input', async () => {
    const limited = routes.filter((route) => route.config.roles && route.config.roles.length < ROLES.length);
    expect(limited.length, 'no route limits its roles: the suite would prove nothing').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of limited) {
      // The demo offices have a professional (role user) beside their admin.
      const outsider = ROLES.find((role) => !route.config.roles!.includes(role));
      if (outsider !== 'user') continue;
      const professional = await t.signIn('pro@legal.example.com');
      const response = await professional.request({ ...junkRequest(route), csrf: true });
      if (response.statusCode !== 403) problems.push(`${routeName(route)} as a ${outsider}: ${describeAnswer(response)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a change by a role that may only read with the module’s 403, before reading its input', async () => {
    const changing = routes.filter((route) => route.config.readOnly && route.method !== 'GET');
    expect(changing.length, 'no module declares read-only roles: the suite would prove nothing').toBeGreaterThan(0);
    // The insurance office's professional, made a viewer (its type has every feature these routes serve).
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', 'pro@insurance.example.com').executeTakeFirstOrThrow();
    await t.database.db.updateTable('memberships').set({ role: 'viewer' }).where('user_id', '=', user.id).execute();
    const viewer = await t.signIn('pro@insurance.example.com');
    const problems: string[] = [];
    for (const route of changing) {
      if (!route.config.readOnly!.roles.includes('viewer')) continue;
      const response = await viewer.request({ ...junkRequest(route), csrf: true });
      const expected = route.config.readOnly!.refusal() as { status?: number; code?: string };
      if (response.statusCode !== 403 || readError(response).code !== expected.code) problems.push(`${routeName(route)} as a viewer: ${describeAnswer(response)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses an anonymous caller with 401 before reading its input, on every protected route', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await t.anonymous().request({ ...junkRequest(route), csrf: false });
      if (response.statusCode !== 401) problems.push(`${routeName(route)}: ${describeAnswer(response)}`);
    }
    expect(problems).toEqual([]);
  });
});
