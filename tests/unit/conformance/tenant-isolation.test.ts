import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { describeAnswer, errorBodyProblems } from './error-body';
import { OBJECT_FACTORIES, TENANT_A, TENANT_B, type TenantObject } from './object-factories';
import { toQueryModel } from './query-strings';
import { acceptsQuery, toRequest, validParts } from './request-builder';
import { pathParams, routeName, routesOf } from './route-facts';

/**
 * Routes whose path parameter names something every tenant shares, not an object of a tenant: listed by name,
 * with why. They must answer a member the same whatever names another tenant.
 */
const SHARED_BY_ALL_TENANTS: Record<string, string> = {
  'GET /api/office-types/:id': 'an office type of the catalogue, the same for every tenant',
  'POST /api/admin/office/logos/:kind': 'a logo slot (primary, secondary, favicon) of the caller’s own office',
  'DELETE /api/admin/office/logos/:kind': 'a logo slot (primary, secondary, favicon) of the caller’s own office',
  'GET /api/offices/:tenantId/logos/:file': 'an office’s logo, public by design: its home page shows it to anyone before sign-in',
  'GET /api/records/:module': 'a module of the caller’s own office’s configuration (its records are the caller’s office’s)',
  'POST /api/records/:module': 'a module of the caller’s own office’s configuration (the record is made in the caller’s office)',
  'GET /api/calendar/:module': 'a calendar module of the caller’s own office’s configuration (its appointments are the caller’s office’s)',
  'POST /api/calendar/:module': 'a calendar module of the caller’s own office’s configuration (the appointment is made in the caller’s office)',
  'GET /api/calendar-feed/:file': 'a member’s secret calendar feed address, public by design: the token is the credential, and it answers only its own member’s appointments',
};

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/** The ways a request can name tenant B: the host, the stored-tenant headers, the tenant parameter, all at once. */
function namingsOf(tenantBId: string): { name: string; headers: Record<string, string>; query: Record<string, string> }[] {
  const host = { host: `${TENANT_B.slug}.lishka.test` };
  const stored = { 'x-tenant-id': tenantBId, 'x-tenant-subdomain': TENANT_B.slug };
  return [
    { name: 'plainly', headers: {}, query: {} },
    { name: 'with tenant B in the Host header', headers: host, query: {} },
    { name: "with X-Tenant-Id: B's id", headers: { 'x-tenant-id': tenantBId }, query: {} },
    { name: "with X-Tenant-Id: B's slug", headers: { 'x-tenant-id': TENANT_B.slug }, query: {} },
    { name: 'with X-Tenant-Subdomain', headers: { 'x-tenant-subdomain': TENANT_B.slug }, query: {} },
    { name: 'with ?tenant=', headers: {}, query: { tenant: TENANT_B.slug } },
    { name: 'with all of them at once', headers: { ...host, ...stored }, query: { tenant: TENANT_B.slug } },
  ];
}

describe.each(testDatabaseKinds())('tenant isolation conformance on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  let memberA: TestAgent;
  let tenantIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = await routesOf(t.app);
    memberA = await t.signIn(TENANT_A.member);
    const rows = await t.database.db.selectFrom('tenants').select(['id', 'slug']).execute();
    tenantIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  });
  afterAll(async () => t?.close());

  // A member of tenant A calls the route (with a valid CSRF token), naming tenant B as `naming` says.
  async function send(route: RouteRecord, id: { name: string; value: string; params?: Record<string, string> } | undefined, naming: ReturnType<typeof namingsOf>[number]) {
    const parts = validParts(route);
    if (id) Object.assign(parts.params, id.params, { [id.name]: id.value });
    const query = toQueryModel({ ...parts.query, ...naming.query });
    const request = toRequest(route, { ...parts, query });
    const response = await memberA.request({ ...request, headers: { ...request.headers, ...naming.headers }, csrf: true });
    return { isQueryAccepted: acceptsQuery(route, query), response };
  }

  it("answers 404 to a member of tenant A naming tenant B's object, whatever names tenant B, and leaves the object as it was", async () => {
    const violations: string[] = [];
    const withId = routes.filter((route) => pathParams(route.url).length > 0);
    for (const name of Object.keys(SHARED_BY_ALL_TENANTS)) {
      const route = routes.find((candidate) => routeName(candidate) === name);
      if (!route) violations.push(`${name} is listed in SHARED_BY_ALL_TENANTS but is no longer a route: remove it from the list`);
      else if (route.config.idParam) violations.push(`${name} is listed in SHARED_BY_ALL_TENANTS but declares config.idParam: remove it from the list`);
    }
    for (const route of withId.filter((candidate) => !candidate.config.idParam && !(routeName(candidate) in SHARED_BY_ALL_TENANTS))) {
      const names = pathParams(route.url).map(({ name }) => `:${name}`).join(', ');
      violations.push(`${routeName(route)} takes ${names} but declares no config.idParam { name, kind }: declare it (with a factory in tests/unit/conformance/object-factories.ts), or list the route in SHARED_BY_ALL_TENANTS if it names nothing of a tenant`);
    }
    const idRoutes = routes.filter((route) => route.config.idParam);
    for (const route of idRoutes) {
      const { name, kind: objectKind } = route.config.idParam!;
      if (!pathParams(route.url).some((param) => param.name === name)) violations.push(`${routeName(route)} declares idParam ${name}, which is not a parameter of its path`);
      if (!OBJECT_FACTORIES[objectKind]) violations.push(`${routeName(route)} names objects of kind "${objectKind}", which has no factory in tests/unit/conformance/object-factories.ts: add one`);
    }
    expect(violations).toEqual([]);

    let requests = 0;
    const namings = namingsOf(tenantIds[TENANT_B.slug]!);
    // One object per kind, shared by the routes of that kind while it stays intact (sign-ins are rate-limited).
    const objects = new Map<string, TenantObject>();
    for (const route of idRoutes) {
      const { name, kind: objectKind } = route.config.idParam!;
      if (!objects.has(objectKind)) objects.set(objectKind, await OBJECT_FACTORIES[objectKind]!.create(t, TENANT_B));
      for (const naming of namings) {
        const object = objects.get(objectKind)!;
        const { isQueryAccepted, response } = await send(route, { name, value: object.id, ...(object.params ? { params: object.params } : {}) }, naming);
        requests += 1;
        // A query schema that refuses a `tenant` parameter answers 400 before anything else; that changes nothing either.
        const expected = isQueryAccepted ? 404 : 400;
        const where = `${routeName(route)} for tenant B's ${objectKind} ${naming.name}`;
        if (response.statusCode !== expected) violations.push(`${where}: expected ${expected}, got ${describeAnswer(response)}`);
        else for (const problem of errorBodyProblems(response)) violations.push(`${where}: ${problem}`);
        const state = await object.check();
        if (!state.isIntact) {
          violations.push(`${where}: tenant B's ${objectKind} was changed: ${state.why}`);
          objects.set(objectKind, await OBJECT_FACTORIES[objectKind]!.create(t, TENANT_B));
        }
      }
    }
    for (const name of Object.keys(SHARED_BY_ALL_TENANTS)) {
      const route = routes.find((candidate) => routeName(candidate) === name)!;
      const answers = new Set<string>();
      for (const naming of namings) {
        const { isQueryAccepted, response } = await send(route, undefined, naming);
        requests += 1;
        if (isQueryAccepted) answers.add(`${response.statusCode} ${response.body}`);
      }
      if (answers.size !== 1) violations.push(`${name} answers differently when tenant B is named, though it is listed as shared by all tenants`);
    }

    expect(violations).toEqual([]);
    const kinds = [...new Set(idRoutes.map((route) => route.config.idParam!.kind))].join(', ');
    console.log(`tenant isolation: ${idRoutes.length} routes with an id (kinds: ${kinds}), ${namings.length} namings of tenant B each, ${requests} requests on ${kind.kind}; shared by all tenants: ${Object.keys(SHARED_BY_ALL_TENANTS).join(', ')}`);
    // Every route with an id, named every way: more than a thousand requests, and more with each new module. A
    // loaded CI machine took 62 s on PGlite; the bound is for a hang, not a speed check.
  }, 300_000);

  it('keeps describing tenant A to its member, whatever names tenant B', async () => {
    const tenantAId = tenantIds[TENANT_A.slug]!;
    const describesA: Record<string, (body: unknown) => boolean> = {
      '/api/users/office-config': (body) => at(body, 'data.tenant.slug') === TENANT_A.slug && at(body, 'data.isPublic') === false && at(body, 'data.tenantId') === tenantAId,
      '/api/auth/status': (body) => at(body, 'isAuthenticated') === true && at(body, 'tenant.tenantSubdomain') === TENANT_A.slug && at(body, 'tenant.tenantId') === tenantAId,
    };
    const violations: string[] = [];
    let requests = 0;
    for (const [url, isAboutA] of Object.entries(describesA)) {
      const route = routes.find((candidate) => candidate.method === 'GET' && candidate.url === url);
      expect(route, `GET ${url} is not a route any more`).toBeDefined();
      const answers = new Set<string>();
      for (const naming of namingsOf(tenantIds[TENANT_B.slug]!)) {
        const { response } = await send(route!, undefined, naming);
        requests += 1;
        if (response.statusCode !== 200 || !isAboutA(response.json())) violations.push(`GET ${url} ${naming.name}: does not describe tenant A (${response.statusCode} ${response.body.slice(0, 200)})`);
        answers.add(response.body);
      }
      if (answers.size !== 1) violations.push(`GET ${url}: the answer changes when tenant B is named`);
    }
    expect(violations).toEqual([]);
    console.log(`tenant isolation: ${Object.keys(describesA).length} context routes still describe tenant A, ${requests} requests on ${kind.kind}`);
  });
});
