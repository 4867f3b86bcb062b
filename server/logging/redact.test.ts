import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logLevel } from '../http/logger-options';
import { isSecretName, REDACTED, redactSecrets, redactUrl } from './redact';

describe('redactSecrets', () => {
  it('replaces every field whose name holds a secret word, at any depth and in any case', () => {
    const input = {
      user: { email: 'dana@example.com', Password: 'p', profile: { apiKey: 'k', otpCode: '123456' } },
      headers: { Authorization: 'Bearer t', 'x-xsrf-token': 'x', cookie: 'sid=1', accept: 'application/json' },
      attempts: [{ sessionId: 's', ok: true }, { refresh_TOKEN: { nested: 'r' } }],
      clientSecret: null,
      count: 3,
    };
    expect(redactSecrets(input)).toEqual({
      user: { email: 'dana@example.com', Password: REDACTED, profile: { apiKey: REDACTED, otpCode: REDACTED } },
      headers: { Authorization: REDACTED, 'x-xsrf-token': REDACTED, cookie: REDACTED, accept: 'application/json' },
      attempts: [{ sessionId: REDACTED, ok: true }, { refresh_TOKEN: REDACTED }],
      clientSecret: REDACTED,
      count: 3,
    });
  });

  it('does not change its input', () => {
    const input = { a: { password: 'p', list: [{ token: 't' }] } };
    const before = structuredClone(input);
    redactSecrets(input);
    expect(input).toEqual(before);
  });

  it('survives cycles, and tells a shared object from a cycle', () => {
    const shared = { name: 'shared' };
    const input: Record<string, unknown> = { left: shared, right: shared, list: [] as unknown[] };
    input.self = input;
    (input.list as unknown[]).push(input.list);
    const output = redactSecrets(input) as Record<string, unknown>;
    expect(output.self).toBe('[Circular]');
    expect(output.list).toEqual(['[Circular]']);
    expect(output.left).toEqual({ name: 'shared' });
    expect(output.right).toEqual({ name: 'shared' });
    expect(() => JSON.stringify(output)).not.toThrow();
  });

  it('copies an error with its prototype, message and stack, its secret fields replaced', () => {
    class UpstreamError extends Error {}
    const error = Object.assign(new UpstreamError('upstream failed'), { authHeader: 'Bearer t', detail: { password: 'p', host: 'db' } });
    const copy = redactSecrets({ err: error }).err;
    expect(copy).toBeInstanceOf(UpstreamError);
    expect(copy).not.toBe(error);
    expect(copy.message).toBe('upstream failed');
    expect(copy.stack).toBe(error.stack);
    expect(copy.authHeader).toBe(REDACTED);
    expect(copy.detail).toEqual({ password: REDACTED, host: 'db' });
    expect(error.authHeader).toBe('Bearer t');
  });

  it('leaves primitives and class instances to their serializers', () => {
    const date = new Date(0);
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets(undefined)).toBeUndefined();
    expect(redactSecrets({ when: date }).when).toBe(date);
  });

  it('knows the secret words of spec 1 §9', () => {
    for (const name of ['password', 'accessToken', 'SECRET', 'publicKey', 'session', 'authorization', 'code', 'set-cookie']) expect(isSecretName(name)).toBe(true);
    for (const name of ['email', 'name', 'page', 'message']) expect(isSecretName(name)).toBe(false);
  });
});

describe('redactUrl', () => {
  it('replaces the values of secret query parameters only', () => {
    expect(redactUrl('/auth/google/callback?code=abc&state=xyz&reset%5Ftoken=t')).toBe(`/auth/google/callback?code=${REDACTED}&state=xyz&reset%5Ftoken=${REDACTED}`);
    expect(redactUrl('/clients?page=2')).toBe('/clients?page=2');
    expect(redactUrl('/clients')).toBe('/clients');
  });

  it('replaces the secret a path carries (a calendar feed’s token), and nothing of other paths', () => {
    expect(redactUrl('/api/calendar-feed/abcDEF_123-xyz.ics')).toBe(`/api/calendar-feed/${REDACTED}.ics`);
    expect(redactUrl('/api/calendar-feed/abcDEF_123-xyz.ics?token=t')).toBe(`/api/calendar-feed/${REDACTED}.ics?token=${REDACTED}`);
    expect(redactUrl('/api/calendar-feed/abc')).toBe(`/api/calendar-feed/${REDACTED}`);
    expect(redactUrl('/api/calendar-feed')).toBe('/api/calendar-feed');
    expect(redactUrl('/api/calendar/meetings/1/ics')).toBe('/api/calendar/meetings/1/ics');
  });
});

describe('logLevel', () => {
  it('is warn under tests and info otherwise', () => {
    expect(logLevel({ NODE_ENV: 'test' })).toBe('warn');
    expect(logLevel({ VITEST: 'true' })).toBe('warn');
    expect(logLevel({ NODE_ENV: 'production' })).toBe('info');
  });
});

describe('loggerOptions', () => {
  async function logOf(run: (app: ReturnType<typeof Fastify>) => Promise<void>): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const app = Fastify({ logger: { ...loggerOptions(true), level: 'info', stream } });
    app.get('/login', async (request) => {
      request.log.info({ body: { email: 'dana@example.com', password: 'hunter2' } }, 'signing in');
      return { ok: true };
    });
    await run(app);
    await app.close();
    return lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes JSON lines without secrets: logged objects, query strings and headers', async () => {
    const records = await logOf(async (app) => {
      await app.inject({ method: 'GET', url: '/login?token=abc123&page=1', headers: { cookie: 'sid=s3cr3t', authorization: 'Bearer b3ar3r', 'x-xsrf-token': 'xsrf' } });
    });
    const text = JSON.stringify(records);
    expect(records.some((record) => record.msg === 'signing in')).toBe(true);
    expect(text).toContain('dana@example.com');
    expect(text).toContain('page=1');
    for (const secret of ['hunter2', 'abc123', 's3cr3t', 'b3ar3r', 'xsrf"']) expect(text).not.toContain(secret);
    expect(records.find((record) => record.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
  });

  it('keeps an error readable while hiding its secret fields', async () => {
    const records = await logOf(async (app) => {
      app.log.error({ err: Object.assign(new TypeError('boom'), { apiKey: 'k-123' }) }, 'failed');
    });
    expect(records[0]).toMatchObject({ level: 50, msg: 'failed', err: { type: 'TypeError', message: 'boom', apiKey: REDACTED } });
    expect(String((records[0]?.err as { stack?: string }).stack)).toContain('TypeError: boom');
  });

  it('uses pino-pretty only when it is installed', () => {
    const development = loggerOptions(false) as { transport?: { target: string } };
    let installed = true;
    try {
      import.meta.resolve('pino-pretty');
    } catch {
      installed = false;
    }
    expect(development.transport?.target).toBe(installed ? 'pino-pretty' : undefined);
    expect((loggerOptions(true) as { transport?: unknown }).transport).toBeUndefined();
  });
});
