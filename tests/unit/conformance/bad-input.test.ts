import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProtectedRoute } from '../../../server/plugins/guards';
import type { RouteRecord } from '../../../server/plugins/route-table';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { databaseFingerprint, fingerprintChanges } from './database-fingerprint';
import { describeAnswer, errorBodyProblems } from './error-body';
import { invalidBodies, invalidQueries } from './invalid-inputs';
import { queryString } from './query-strings';
import { DEMO_OFFICES, demoOfficeFeatures, servesOffice } from './office-features';
import { buildRequest, toRequest, validParts, type BuiltRequest } from './request-builder';
import { routeName, routesOf, schemaOf, seedOf } from './route-facts';

/**
 * Invalid inputs generated per route and part; the suite fails when fewer than `minimum` of a part could be sent. The
 * run's first database gets the whole set; another (PostgreSQL beside PGlite) the same set's first dozen: the inputs
 * are refused by the routes' schemas before any query, so a second engine checks what reaches it, not the sampling
 * again (the whole set twice was the run's slowest file, 220 s).
 */
const SAMPLES = { whole: { generated: 50, minimum: 40 }, again: { generated: 12, minimum: 10 } } as const;
type Samples = (typeof SAMPLES)[keyof typeof SAMPLES];
// Query strings travel in the request line, which Node refuses over 16 KiB: a huge value, percent-encoded
// (up to three times its UTF-8 size), stays under that.
const HUGE_QUERY = { hugeMin: 1_000, hugeMax: 5_000 };

const preview = (text: string): string => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} characters)` : text);

// Each request from its own address, so that the sign-in rate limit (20 a minute) never answers instead of validation.
let addressCounter = 0;
const nextAddress = (): string => {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

interface InvalidRequest {
  label: string;
  input: string;
  request: BuiltRequest;
}

function invalidRequests(route: RouteRecord, bodyLimit: number, samples: Samples): InvalidRequest[] {
  const parts = validParts(route);
  const seed = seedOf(routeName(route));
  const requests: InvalidRequest[] = [];
  const bodySchema = schemaOf(route, 'body');
  if (bodySchema) {
    // A huge string stays well under the body limit, with room for the rest of the body.
    const limits = { hugeMin: Math.floor(bodyLimit * 0.2), hugeMax: Math.floor(bodyLimit * 0.8) };
    for (const { label, text } of invalidBodies(bodySchema, JSON.parse(parts.body!), { seed, count: samples.generated, ...limits })) {
      requests.push({ label: `body: ${label}`, input: text, request: toRequest(route, { ...parts, body: text }) });
    }
  }
  const querySchema = schemaOf(route, 'querystring');
  if (querySchema) {
    for (const { label, query } of invalidQueries(querySchema, parts.query, { seed: seed + 1, count: samples.generated, ...HUGE_QUERY })) {
      requests.push({ label: `query: ${label}`, input: `?${queryString(query)}`, request: toRequest(route, { ...parts, query }) });
    }
  }
  return requests;
}

describe.each(testDatabaseKinds().map((kind, index) => ({ ...kind, samples: index === 0 ? SAMPLES.whole : SAMPLES.again })))('bad-input conformance on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  let admin: TestAgent;
  const adminsByRoute = new Map<RouteRecord, TestAgent>();
  let visitor: TestAgent;

  beforeAll(async () => {
    // Calls come from many addresses (the rate limits are per address): the development mailbox, which by default
    // answers only this machine and is an unknown path to the others, is opened so that its inputs are checked too.
    t = await createTestApp(kind, { devMailbox: 'open' });
    routes = (await routesOf(t.app)).filter((route) => schemaOf(route, 'body') || schemaOf(route, 'querystring'));
    // A valid session and CSRF token for every call, so that no input is refused by a guard (which would be audited).
    admin = await t.signIn('admin@legal.example.com');
    // A route of a feature the legal office has off answers 403 before its input is read: an admin of an office
    // that has it calls that route instead.
    const features = await demoOfficeFeatures(t);
    for (const route of routes.filter((candidate) => !servesOffice(candidate, features.get('legal')!))) {
      const office = DEMO_OFFICES.find((slug) => servesOffice(route, features.get(slug)!));
      if (office) adminsByRoute.set(route, await t.signIn(`admin@${office}.example.com`));
    }
    visitor = t.anonymous();
    await visitor.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
  });
  afterAll(async () => t?.close());

  it('answers every invalid input with a 4xx in both languages, never a 5xx, and writes nothing', async () => {
    expect(routes.length, 'no route has a body or query schema: the suite would prove nothing').toBeGreaterThan(0);
    const bodyLimit = t.app.initialConfig.bodyLimit ?? 1_048_576;
    const violations: string[] = [];
    const summaries: string[] = [];
    let total = 0;
    for (const route of routes) {
      const inputs = invalidRequests(route, bodyLimit, kind.samples);
      const callers: [string, TestAgent][] = [['as a signed-in admin', adminsByRoute.get(route) ?? admin]];
      if (!isProtectedRoute(route.url, route.config)) callers.push(['anonymously', visitor]);
      const statuses = new Map<number, number>();
      const before = await databaseFingerprint(t.database.db);
      for (const { label, input, request } of inputs) {
        for (const [callerName, caller] of callers) {
          const response = await caller.request({ ...request, csrf: true, remoteAddress: nextAddress() });
          total += 1;
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const where = `${routeName(route)} ${callerName}, ${label}: ${preview(input)}`;
          if (status >= 500) violations.push(`${where} → ${describeAnswer(response)}`);
          else if (status < 400) violations.push(`${where} → accepted with ${status}`);
          else if ([401, 403, 429].includes(status)) violations.push(`${where} → refused before validation (${describeAnswer(response)}): the input was never checked`);
          if (status >= 400) for (const problem of errorBodyProblems(response)) violations.push(`${where} → ${status}, ${problem}`);
        }
      }
      const changes = fingerprintChanges(before, await databaseFingerprint(t.database.db));
      if (changes.length > 0) violations.push(`${routeName(route)}: invalid inputs wrote to the database: ${changes.join('; ')}`);
      for (const part of ['body', 'query'] as const) {
        const sent = inputs.filter(({ label }) => label.startsWith(`${part}:`)).length;
        const hasSchema = schemaOf(route, part === 'body' ? 'body' : 'querystring') !== undefined;
        if (hasSchema && sent < kind.samples.minimum) violations.push(`${routeName(route)}: only ${sent} invalid ${part} inputs could be generated from its schema (at least ${kind.samples.minimum} wanted)`);
      }
      summaries.push(`  ${routeName(route)}: ${inputs.length} invalid inputs × ${callers.length} callers, answered ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`);
    }
    // The server runs in this process: a poisonous key that reached a merge would show here.
    expect(Object.prototype).not.toHaveProperty('conformancePolluted');

    expect(violations.slice(0, 40), `${violations.length} violations`).toEqual([]);
    console.log(`bad input: ${routes.length} routes, ${total} requests, all 4xx, nothing written, on ${kind.kind}\n${summaries.join('\n')}`);
  }, 600_000);

  it('would notice a write: a refused call is audited, and the fingerprint changes', async () => {
    const protectedRoute = (await routesOf(t.app)).find((route) => isProtectedRoute(route.url, route.config))!;
    const before = await databaseFingerprint(t.database.db);
    const response = await t.anonymous().request(buildRequest(protectedRoute));
    expect(response.statusCode).toBe(401);
    expect(fingerprintChanges(before, await databaseFingerprint(t.database.db))).not.toEqual([]);
  });
});
