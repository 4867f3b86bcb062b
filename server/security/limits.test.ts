import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isMessageCode, messageFor } from '../i18n/messages';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { registerErrorHandling } from '../plugins/errors';
import { registerRateLimits } from '../plugins/rate-limits';
import { testConfig } from '../testing/test-config';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { testNamespace } from '../testing/test-rate-limit-backends';
import { LIMITS, type RouteLimit } from './limits';

describe('the table of per-IP limits', () => {
  it('names every credential route of issue 4, the calendar feed’s address (issue 21), the signer’s links and /verify (issue 24) and the public forms (issue 25)', () => {
    expect(Object.keys(LIMITS).sort()).toEqual(
      ['calendarFeed', 'changePassword', 'confirmEmail', 'deleteAccount', 'forgotPassword', 'google', 'invitationAccept', 'login', 'mfa', 'publicFormRead', 'publicFormSubmit', 'register', 'resendConfirmation', 'resetPassword', 'sendOtp', 'signingCode', 'signingLink', 'verifyOtp', 'verifyPdf'].sort(),
    );
  });

  it.each(Object.values(LIMITS))('$name has its numbers, its reason and a catalogue code in every language', (limit: RouteLimit) => {
    expect(Number.isInteger(limit.max) && limit.max > 0 && limit.max <= 100).toBe(true);
    expect(limit.timeWindow).toBeGreaterThanOrEqual(60_000);
    expect(limit.timeWindow).toBeLessThanOrEqual(60 * 60_000);
    expect(limit.reason.length).toBeGreaterThan(10);
    expect(isMessageCode(limit.code)).toBe(true);
    expect(messageFor(limit.code).he).toMatch(/[א-ת]/);
    expect(messageFor(limit.code).en).toMatch(/[A-Za-z]/);
  });

  it('answers the password-reset routes with RESET_RATE_LIMITED', () => {
    expect(LIMITS.forgotPassword.code).toBe('RESET_RATE_LIMITED');
    expect(LIMITS.resetPassword.code).toBe('RESET_RATE_LIMITED');
    expect(LIMITS.login.code).toBe('RATE_LIMITED');
  });
});

describe.each(testDatabaseKinds())('a refused request on $kind', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = Fastify();
    app.decorate('database', database.handle);
    registerErrorHandling(app);
    await registerRateLimits(app, { namespace: testNamespace() });
    app.post('/forgot', { config: { rateLimit: LIMITS.forgotPassword } }, async () => ({ success: true }));
    app.post('/otp', { config: { rateLimit: LIMITS.sendOtp } }, async () => ({ success: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const exhaust = async (url: string, limit: RouteLimit, remoteAddress: string) => {
    for (let i = 0; i < limit.max; i += 1) expect((await app.inject({ method: 'POST', url, remoteAddress })).statusCode).toBe(200);
    return app.inject({ method: 'POST', url, remoteAddress });
  };

  it("answers 429 with its limit's own code, in Hebrew and English, and keeps Retry-After", async () => {
    const response = await exhaust('/forgot', LIMITS.forgotPassword, '192.0.2.1');
    expect(response.statusCode).toBe(429);
    const messages = messageFor('RESET_RATE_LIMITED');
    expect(response.json()).toEqual({ success: false, code: 'RESET_RATE_LIMITED', message: messages.en, messages });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.forgotPassword.timeWindow / 1000);
  });

  it('answers RATE_LIMITED where the limit says so, and counts per address', async () => {
    const response = await exhaust('/otp', LIMITS.sendOtp, '192.0.2.2');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', messages: messageFor('RATE_LIMITED') });
    expect((await app.inject({ method: 'POST', url: '/otp', remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const response = await exhaust('/otp', LIMITS.sendOtp, '2001:db8:1:2::1');
    expect(response.statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/otp', remoteAddress: '2001:db8:1:2::ffff' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/otp', remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });
});

describe('the routes of the app', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.create();
    app = await buildApp({ config: testConfig(), catalog: loadOfficeTypeCatalog(), database: database.handle });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('take every per-IP limit from LIMITS', () => {
    const known = new Set<unknown>(Object.values(LIMITS));
    const limited = app.routeTable.filter((route) => (route.config as { rateLimit?: unknown }).rateLimit !== undefined);
    expect(limited.filter((route) => !known.has((route.config as { rateLimit?: unknown }).rateLimit)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(limited.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/confirm-email', '/api/auth/resend-confirmation']));
  });
});
