import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("sets helmet's headers on every answer, a 404 too, and a route may set its own", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } } });
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send({ ok: true }));
    const [plain, own, missing] = [await app.inject('/plain'), await app.inject('/own'), await app.inject('/missing')];
    expect(plain.headers).toMatchObject({
      'content-security-policy': expect.stringMatching(/^default-src 'self';.*script-src 'self'/),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });
});
