import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { MAX_JSON_DEPTH, registerTextGuard, registerValidation } from './validation';

async function appWithRoutes() {
  const app = Fastify();
  registerValidation(app);
  registerTextGuard(app);
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

  it('refuses a body nested thousands deep with a 400, before anything walks it', async () => {
    const app = await appWithRoutes();
    const deep = ['['.repeat(8000) + ']'.repeat(8000), '{"a":'.repeat(8000) + '1' + '}'.repeat(8000)];
    for (const payload of deep) {
      const response = await app.inject({ method: 'POST', url: '/items', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST', messages: { he: expect.any(String), en: expect.stringContaining('nested') } });
    }
    // Brackets inside strings are text, not nesting; a body at the limit is read.
    const bracketsInText = await app.inject({ method: 'POST', url: '/items', payload: { age: 1, name: '['.repeat(5000) } });
    expect(bracketsInText.statusCode).toBe(200);
    const atLimit = await app.inject({ method: 'POST', url: '/items', payload: `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, headers: { 'content-type': 'application/json' } });
    expect(atLimit.json()).not.toMatchObject({ messages: { en: expect.stringContaining('nested') } });
  });

  it('still refuses a prototype-poisoning body', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/items', payload: '{"age":1,"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a lone surrogate in a value or a key, in the body or the query, naming the field', async () => {
    const app = await appWithRoutes();
    const inValue = await app.inject({ method: 'POST', url: '/items', payload: '{"age":1,"name":"a\\ud800"}', headers: { 'content-type': 'application/json' } });
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toMatchObject({ code: 'INVALID_REQUEST', errors: [{ field: 'name', messages: { he: expect.any(String), en: expect.stringContaining('name contains') } }] });
    const inArray = await app.inject({ method: 'POST', url: '/items', payload: '{"age":1,"tags":["ok","\\udfff"]}', headers: { 'content-type': 'application/json' } });
    expect(inArray.json()).toMatchObject({ errors: [{ field: 'tags[1]' }] });
    const inKey = await app.inject({ method: 'POST', url: '/items', payload: '{"age":1,"\\udc00":"x"}', headers: { 'content-type': 'application/json' } });
    expect(inKey.statusCode).toBe(400);
    // UTF-8 cannot spell a lone surrogate: its would-be bytes in a query string never reach a handler as one.
    expect((await app.inject({ url: '/items?to=a%ED%A0%80' })).statusCode).toBeLessThan(500);
    // A well-formed pair (an emoji) is text like any other.
    expect((await app.inject({ method: 'POST', url: '/items', payload: '{"age":1,"name":"\\ud83d\\ude00"}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
  });
});

