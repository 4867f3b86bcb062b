import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/cookies';
import { isProtectedRoute, needsCsrf } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { describeAnswer, errorBodyProblems, readError } from './error-body';
import { buildRequest } from './request-builder';
import { routeName, routesOf } from './route-facts';

const MEMBER = 'admin@legal.example.com';
const OTHER_MEMBER = 'pro@legal.example.com';
// Signed in only to show the route answers with a valid token (its 403 is about the token).
const CONTROL_USER = 'pro@accounting.example.com';

async function anonymousWithToken(t: TestApp): Promise<TestAgent> {
  const agent = t.anonymous();
  const response = await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
  if (response.statusCode !== 200 || !agent.csrf()) throw new Error(`No anonymous CSRF token: ${response.statusCode} ${response.body}`);
  return agent;
}

// The same token with its last character changed: well-formed, but not what the server signed.
const tampered = (token: string): string => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe.each(testDatabaseKinds())('CSRF conformance on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = await routesOf(t.app);
  });
  afterAll(async () => t?.close());

  it('refuses every state-changing call without the token bound to its session with 403 CSRF_TOKEN_INVALID', async () => {
    const guarded = routes.filter((route) => needsCsrf(route.method, route.url, route.config));
    const exempt = routes.filter((route) => !needsCsrf(route.method, route.url, route.config) && needsCsrf(route.method, route.url, { ...route.config, csrf: undefined }));
    expect(guarded.length, 'no route needs CSRF: the suite would prove nothing').toBeGreaterThan(0);
    // Exempt are exactly the calls the README names (spec 1 §7): a route that skips the check must say so there first.
    expect(exempt.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      ['POST /api/auth/forgot-password', 'POST /api/auth/login', 'POST /api/auth/register', 'POST /api/public-forms/submissions', 'POST /api/sign/act', 'POST /api/sign/code', 'POST /api/sign/code/verify', 'POST /api/verify'].sort(),
    );

    // Protected routes are called by a signed-in member; public ones before sign-in, where the token is bound to
    // an anonymous seed. "Another session's token" is then a valid token of another member, or of another visitor.
    const member = await t.signIn(MEMBER);
    const otherMember = await t.signIn(OTHER_MEMBER);
    const visitor = await anonymousWithToken(t);
    const otherVisitor = await anonymousWithToken(t);
    expect(otherMember.csrf(), 'two sessions were given the same CSRF token').not.toBe(member.csrf());
    expect(otherVisitor.csrf(), 'two visitors were given the same CSRF token').not.toBe(visitor.csrf());

    const violations: string[] = [];
    let requests = 0;
    let control: TestAgent | undefined;
    for (const route of guarded) {
      const isProtected = isProtectedRoute(route.url, route.config);
      const [caller, other] = isProtected ? [member, otherMember] : [visitor, otherVisitor];
      const request = buildRequest(route);
      const variants: [string, Record<string, string>][] = [
        ['without X-XSRF-TOKEN', {}],
        ['with a malformed token', { 'x-xsrf-token': 'not-a-csrf-token' }],
        ['with a tampered token', { 'x-xsrf-token': tampered(caller.csrf()!) }],
        [`with another ${isProtected ? 'session' : 'visitor'}'s valid token`, { 'x-xsrf-token': other.csrf()! }],
      ];
      for (const [name, headers] of variants) {
        const response = await caller.request({ ...request, headers: { ...request.headers, ...headers } });
        requests += 1;
        const { status, code, en } = readError(response);
        const where = `${routeName(route)} ${isProtected ? 'signed in' : 'before sign-in'} ${name}`;
        if (status !== 403 || code !== 'CSRF_TOKEN_INVALID') violations.push(`${where}: expected 403 CSRF_TOKEN_INVALID, got ${describeAnswer(response)}`);
        else if (!/csrf/i.test(en ?? '')) violations.push(`${where}: the English message does not mention CSRF: ${en}`);
        for (const problem of status === 403 ? errorBodyProblems(response) : []) violations.push(`${where}: ${problem}`);
      }
      // The control: with its own valid token, the same request is not refused for CSRF.
      if (isProtected && !control?.cookies.has(SESSION_COOKIE)) control = await t.signIn(CONTROL_USER);
      const controlAgent = isProtected ? control! : await anonymousWithToken(t);
      const response = await controlAgent.request({ ...request, csrf: true });
      requests += 1;
      if (readError(response).code === 'CSRF_TOKEN_INVALID') violations.push(`${routeName(route)} refuses even its valid token: the suite cannot tell why it refuses`);
    }

    expect(violations).toEqual([]);
    const protectedCount = guarded.filter((route) => isProtectedRoute(route.url, route.config)).length;
    console.log(
      `csrf: ${guarded.length} state-changing routes (${protectedCount} protected, ${guarded.length - protectedCount} public), ${requests} requests on ${kind.kind}; ` +
        `exempt by config.csrf === false, skipped: ${exempt.map(routeName).join(', ') || 'none'}`,
    );
  }, 60_000);
});
