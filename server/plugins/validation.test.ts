import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { registerNulGuard, registerValidation } from './validation';

async function appWithRoutes() {
  const app = Fastify();
  registerValidation(app);
  registerNulGuard(app);
  registerErrorHandling(app);
  const querystring = { type: 'object', additionalProperties: false, properties: { page: { type: 'integer' }, to: { type: 'string' } } };
  const body = { type: 'object', additionalProperties: false, required: ['age'], properties: { age: { type: 'integer' }, name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } };
  app.get('/items', { schema: { querystring } }, async (request) => ({ query: request.query }));
  app.post('/items', { schema: { body } }, async (request) => ({ body: request.body }));
  return app;
}

describe('request validation', () => {
  it('coerces query strings, which arrive as text', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ url: '/items?page=2' })).json()).toEqual({ query: { page: 2 } });
  });

  it('never coerces bodies, and reports unknown fields instead of dropping them', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ method: 'POST', url: '/items', payload: { age: '42' } })).statusCode).toBe(400);
    const unknown = await app.inject({ method: 'POST', url: '/items', payload: { age: 42, isAdmin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('isAdmin');
  });

  it('refuses a NUL character anywhere, naming the field, before any handler', async () => {
    const app = await appWithRoutes();
    const inQuery = await app.inject({ url: '/items?to=a%00b' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({ code: 'INVALID_QUERY_PARAMETERS', errors: [{ field: 'to', messages: { he: expect.any(String), en: expect.stringContaining('to contains') } }] });
    const inBody = await app.inject({ method: 'POST', url: '/items', payload: { age: 1, tags: ['ok', 'no\u0000'] } });
    expect(inBody.json()).toMatchObject({ code: 'INVALID_REQUEST', errors: [{ field: 'tags[1]' }] });
    const inKey = await app.inject({ method: 'POST', url: '/items', payload: JSON.parse('{"age":1,"na\\u0000me":"x"}') });
    expect(inKey.statusCode).toBe(400);
  });
});
