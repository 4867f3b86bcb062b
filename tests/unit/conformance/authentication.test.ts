import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/cookies';
import { isProtectedRoute } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { describeAnswer, errorBodyProblems, readError } from './error-body';
import { buildRequest } from './request-builder';
import { routeName, routesOf } from './route-facts';

// Signed in only to show a protected route answers once there is a session (its 401 is about the session).
const CONTROL_USER = 'pro@accounting.example.com';

describe.each(testDatabaseKinds())('authentication conformance on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = await routesOf(t.app);
  });
  afterAll(async () => t?.close());

  it('refuses every protected route to a caller without a session with 401, in both languages; no public API route asks for one', async () => {
    const api = routes.filter((route) => route.url.startsWith('/api/'));
    const protectedRoutes = api.filter((route) => isProtectedRoute(route.url, route.config));
    const publicRoutes = api.filter((route) => !isProtectedRoute(route.url, route.config));
    expect(protectedRoutes.length, 'no protected route in the table: the suite would prove nothing').toBeGreaterThan(0);

    // A CSRF token bound to an anonymous seed, so that CSRF is not what refuses a state-changing call.
    // Sent explicitly: a forged session cookie makes the server clear the XSRF-TOKEN cookie, not the seed.
    const anonymous = t.anonymous();
    expect((await anonymous.request({ method: 'GET', url: '/api/auth/refresh-csrf' })).statusCode).toBe(200);
    const token = anonymous.csrf()!;
    expect(token).toBeTruthy();
    const callers: { name: string; prepare(): void }[] = [
      { name: 'anonymously', prepare: () => anonymous.cookies.delete(SESSION_COOKIE) },
      { name: 'with a forged session cookie', prepare: () => anonymous.cookies.set(SESSION_COOKIE, randomBytes(32).toString('base64url')) },
    ];
    const violations: string[] = [];
    let requests = 0;
    let control: TestAgent | undefined;

    for (const route of api) {
      const request = buildRequest(route);
      const isProtected = protectedRoutes.includes(route);
      for (const caller of callers) {
        caller.prepare();
        const response = await anonymous.request({ ...request, headers: { ...request.headers, 'x-xsrf-token': token } });
        requests += 1;
        const { status, code } = readError(response);
        const where = `${routeName(route)} called ${caller.name}`;
        if (isProtected) {
          if (status !== 401 || code !== 'AUTHENTICATION_REQUIRED') violations.push(`${where}: expected 401 AUTHENTICATION_REQUIRED, got ${describeAnswer(response)}`);
          else for (const problem of errorBodyProblems(response)) violations.push(`${where}: ${problem}`);
        } else {
          // Wrong credentials at sign-in are a 401 too (INVALID_CREDENTIALS): only the session guard's refusal counts.
          if (status === 401 && code === 'AUTHENTICATION_REQUIRED') violations.push(`${where}: a public route asked for a session`);
          if (status >= 500) violations.push(`${where}: answered ${describeAnswer(response)}`);
        }
      }
      if (!isProtected) continue;
      // The control: signed in, the same request is not refused for want of a session.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (!control?.cookies.has(SESSION_COOKIE) || attempt > 0) control = await t.signIn(CONTROL_USER);
        const response = await control.request({ ...request, csrf: true });
        requests += 1;
        if (response.statusCode !== 401) break;
        if (attempt === 1) violations.push(`${routeName(route)} refuses even a signed-in caller with 401: the suite cannot tell why it refuses`);
      }
    }

    expect(violations).toEqual([]);
    console.log(`authentication: ${protectedRoutes.length} protected routes, ${publicRoutes.length} public routes, ${requests} requests on ${kind.kind}`);
    // Three requests a route, some of them real changes by the signed-in control, over every API route: a minute on a
    // quiet machine, more on a loaded one. The bound guards against a hang, not speed (as tenant isolation's).
  }, 300_000);
});
