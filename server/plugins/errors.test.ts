import { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../http/response-schemas';
import { messageFor } from '../i18n/messages';
import { errorBody, type ErrorBody, fieldError, HttpError, httpError, registerErrorHandling, validationFieldError } from './errors';

const HEBREW = /[\u05d0-\u05ea]/;

const clientSchema = {
  type: 'object',
  required: ['firstName', 'address'],
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', minLength: 2, maxLength: 50 },
    age: { type: 'integer', minimum: 18, maximum: 120 },
    email: { type: 'string', format: 'email' },
    idNumber: { type: 'string', pattern: '^[0-9]{9}$' },
    status: { enum: ['active', 'inactive', 'pending'] },
    kind: { const: 'person' },
    tags: { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string', maxLength: 30 } },
    address: { type: 'object', required: ['city'], additionalProperties: false, properties: { city: { type: 'string', minLength: 2 } } },
  },
} as const;

const logLines: string[] = [];
let app: FastifyInstance;

async function buildTestApp(): Promise<FastifyInstance> {
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) });
  const instance = Fastify({
    bodyLimit: 1024,
    logger: { level: 'error', stream },
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(instance);
  await instance.register(rateLimit, { global: false });
  instance.post('/clients', { schema: { body: clientSchema } }, async () => ({ success: true }));
  instance.get('/clients', { schema: { querystring: { type: 'object', additionalProperties: false, properties: { sortOrder: { enum: ['asc', 'desc'] } } } } }, async () => ({ success: true }));
  instance.get('/clients/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } } }, async () => ({ success: true }));
  instance.get('/tenant', { schema: { headers: { type: 'object', required: ['x-tenant-id'] } } }, async () => ({ success: true }));
  instance.get('/missing', async () => {
    throw httpError(404, 'NOT_FOUND');
  });
  instance.get('/duplicate', { schema: { response: { 409: errorResponseSchema } } }, async () => {
    throw new HttpError(409, 'ACCOUNT_EXISTS', undefined, [fieldError('email', messageFor('ACCOUNT_EXISTS'))]);
  });
  instance.get('/custom', async () => {
    throw httpError(422, 'OFFICE_TYPE_NOT_FOUND', { messages: { he: 'סוג המשרד אינו קיים', en: 'No such office type', es: 'No existe ese tipo de oficina' } });
  });
  instance.get('/partial', async () => {
    throw httpError(403, 'FORBIDDEN', { messages: { en: 'Only partners may do this' } });
  });
  instance.get('/boom', async () => {
    throw new Error('connection to db failed: password=hunter2');
  });
  instance.get('/unavailable', async () => {
    throw Object.assign(new Error('upstream detail'), { statusCode: 503 });
  });
  instance.get('/http-5xx', async () => {
    throw httpError(502, 'EMAIL_SERVER_ERROR');
  });
  instance.get('/unauthenticated', async () => {
    throw Object.assign(new Error('who are you'), { statusCode: 401 });
  });
  instance.get('/teapot', async () => {
    throw Object.assign(new Error('short and stout'), { statusCode: 418 });
  });
  instance.get('/coded', async () => {
    throw Object.assign(new Error('exists'), { statusCode: 409, code: 'ACCOUNT_EXISTS' });
  });
  instance.get('/too-often', async () => {
    throw httpError(429, 'OTP_RESEND_FAILED', { retryAfterSeconds: 12.3 });
  });
  instance.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ success: true }));
  return instance;
}

function parse(response: LightMyRequestResponse): ErrorBody {
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.body).not.toMatch(/"stack"|at .*\.ts:\d+/);
  const body = response.json<ErrorBody>();
  expect(body.success).toBe(false);
  expect(body.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(body.message).toBe(body.messages.en);
  expect(body.messages.en.length).toBeGreaterThan(0);
  expect(body.messages.he).toMatch(HEBREW);
  for (const error of body.errors ?? []) {
    expect(error.message).toBe(error.messages.en);
    expect(error.messages.he).toMatch(HEBREW);
    expect(error.field.length).toBeGreaterThan(0);
  }
  return body;
}

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => app.close());

describe('errorBody', () => {
  it('looks a catalogue code up, takes given messages over it, and leaves empty field lists out', () => {
    expect(errorBody('INVALID_CREDENTIALS')).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', messages: messageFor('INVALID_CREDENTIALS') });
    expect(errorBody('NOT_FOUND', { he: 'אין כזה', en: 'No such thing', es: 'No existe' }, []).message).toBe('No such thing');
    expect(errorBody('OWN_CODE', { he: 'שלי', en: 'Mine', es: 'Mío' }).code).toBe('OWN_CODE');
  });
});

describe('validation errors', () => {
  it('names the missing required fields, the nested one by its dotted path', async () => {
    const body = parse(await app.inject({ method: 'POST', url: '/clients', payload: { address: {} } }));
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'firstName', message: 'firstName is required' }),
        expect.objectContaining({ field: 'address.city', message: 'address.city is required' }),
      ]),
    );
    expect(body.errors?.find((error) => error.field === 'firstName')?.messages.he).toBe('חובה למלא את השדה firstName');
  });

  it('names an unknown field instead of dropping it', async () => {
    const response = await app.inject({ method: 'POST', url: '/clients', payload: { firstName: 'Dana', address: { city: 'Haifa', zip: '1' }, nickname: 'D' } });
    expect(response.statusCode).toBe(400);
    const body = parse(response);
    expect(body.errors).toHaveLength(2);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'address.zip', message: 'Unknown field "zip"' }),
        expect.objectContaining({ field: 'nickname', message: 'Unknown field "nickname"', messages: { he: 'שדה לא מוכר: "nickname"', en: 'Unknown field "nickname"', es: 'Campo desconocido: "nickname"' } }),
      ]),
    );
  });

  it('gives every keyword its own message in both languages', async () => {
    const payload = { firstName: 'D', age: 12.5, email: 'nope', idNumber: '12', status: 'gone', kind: 'company', tags: ['a', 'a', 'b'], address: { city: 'Haifa' } };
    const body = parse(await app.inject({ method: 'POST', url: '/clients', payload }));
    const messages = (body.errors ?? []).map((error) => `${error.field}: ${error.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'firstName: firstName must be at least 2 characters long',
        'age: age must be an integer',
        'age: age must be at least 18',
        'email: email must be a valid email address',
        'idNumber: idNumber is not in the expected format',
        'status: status must be one of: active, inactive, pending',
        'kind: kind must be equal to person',
        'tags: tags must have at most 2 items',
        'tags: tags must not contain duplicate items',
      ]),
    );
  });

  it('says when the whole body has the wrong type', async () => {
    const body = parse(await app.inject({ method: 'POST', url: '/clients', payload: [1, 2] }));
    expect(body.errors).toEqual([expect.objectContaining({ field: 'body', message: 'The request body must be an object' })]);
  });

  it('answers a bad query string with INVALID_QUERY_PARAMETERS', async () => {
    const response = await app.inject({ method: 'GET', url: '/clients?sortOrder=up' });
    expect(response.statusCode).toBe(400);
    const body = parse(response);
    expect(body.code).toBe('INVALID_QUERY_PARAMETERS');
    expect(body.message).toBe('Invalid query parameters');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'sortOrder', message: 'sortOrder must be one of: asc, desc' })]);
  });

  it('checks path parameters and headers alike', async () => {
    const params = parse(await app.inject({ method: 'GET', url: '/clients/not-a-uuid' }));
    expect(params.errors).toEqual([expect.objectContaining({ field: 'id', message: 'id must be a valid UUID' })]);
    const headers = parse(await app.inject({ method: 'GET', url: '/tenant' }));
    expect(headers.errors).toEqual([expect.objectContaining({ field: 'x-tenant-id', message: 'x-tenant-id is required' })]);
  });
});

describe('validationFieldError', () => {
  const issue = (keyword: string, params: Record<string, unknown>, instancePath = '/a/b') => validationFieldError({ keyword, params, instancePath, schemaPath: '#', message: 'ajv' });
  it.each([
    ['maxLength', { limit: 5 }, 'a.b must be at most 5 characters long'],
    ['minimum', { comparison: '>=', limit: 1 }, 'a.b must be at least 1'],
    ['exclusiveMaximum', { comparison: '<', limit: 10 }, 'a.b must be less than 10'],
    ['minItems', { limit: 1 }, 'a.b must have at least one item'],
    ['type', { type: 'string,null' }, 'a.b must be a string or null'],
    ['dependentRequired', { property: 'to', missingProperty: 'from' }, 'a.b.from is required when to is present'],
    ['somethingNew', {}, 'a.b is not valid'],
  ])('%s', (keyword, params, english) => {
    const error = issue(keyword, params);
    expect(error.message).toBe(english);
    expect(error.messages.he).toMatch(HEBREW);
  });
  it('unescapes JSON pointers', () => {
    expect(issue('type', { type: 'string' }, '/a~1b/0').field).toBe('a/b.0');
  });
});

describe('HttpError and other errors', () => {
  it('answers a thrown HttpError with its status, code and catalogue messages', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(parse(response)).toEqual({ success: false, code: 'NOT_FOUND', message: messageFor('NOT_FOUND').en, messages: messageFor('NOT_FOUND') });
  });

  it('keeps field messages even under a route response schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(parse(response).errors).toEqual([{ field: 'email', message: 'Account already exists', messages: messageFor('ACCOUNT_EXISTS') }]);
  });

  it('takes a code outside the catalogue with its own messages, and partial overrides over the catalogue', async () => {
    const custom = parse(await app.inject({ method: 'GET', url: '/custom' }));
    expect(custom).toMatchObject({ code: 'OFFICE_TYPE_NOT_FOUND', message: 'No such office type' });
    const partial = parse(await app.inject({ method: 'GET', url: '/partial' }));
    expect(partial.messages).toEqual({ he: messageFor('FORBIDDEN').he, en: 'Only partners may do this', es: messageFor('FORBIDDEN').es });
  });

  it('hides every 5xx behind SERVER_ERROR and logs it', async () => {
    logLines.length = 0;
    for (const [url, status] of [['/boom', 500], ['/unavailable', 503], ['/http-5xx', 502]] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(parse(response)).toEqual({ success: false, code: 'SERVER_ERROR', message: 'Server error; try again later', messages: messageFor('SERVER_ERROR') });
      expect(response.body).not.toMatch(/hunter2|upstream|db failed/);
    }
    expect(logLines.join('')).toMatch(/request failed/);
    expect(logLines.join('')).toMatch(/connection to db failed/);
  });

  it('keeps other 4xx statuses with a code of the catalogue', async () => {
    expect(parse(await app.inject({ method: 'GET', url: '/unauthenticated' })).code).toBe('AUTHENTICATION_REQUIRED');
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(parse(teapot)).toMatchObject({ code: 'INVALID_REQUEST', message: 'Invalid request' });
    expect(parse(await app.inject({ method: 'GET', url: '/coded' })).code).toBe('ACCOUNT_EXISTS');
  });
});

describe("Fastify's own errors", () => {
  it('answers malformed and empty JSON with INVALID_REQUEST', async () => {
    for (const payload of ['{"firstName":', '']) {
      const response = await app.inject({ method: 'POST', url: '/clients', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(parse(response)).toMatchObject({ code: 'INVALID_REQUEST', message: 'The request body is not valid JSON' });
    }
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.inject({ method: 'POST', url: '/clients', payload: { firstName: 'x'.repeat(2000), address: { city: 'Haifa' } } });
    expect(response.statusCode).toBe(413);
    expect(parse(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({ method: 'POST', url: '/clients', headers: { 'content-type': 'application/xml' }, payload: '<client/>' });
    expect(response.statusCode).toBe(415);
    expect(parse(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends a 429 with Retry-After in whole seconds, and refuses to make one without it (issue 17, item 9)', async () => {
    const response = await app.inject({ method: 'GET', url: '/too-often' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('13');
    expect(parse(response).code).toBe('OTP_RESEND_FAILED');
    expect(() => httpError(429, 'OTP_RESEND_FAILED')).toThrow(TypeError);
    expect(() => new HttpError(429, 'RATE_LIMITED')).toThrow(/retryAfterSeconds/);
    expect(() => httpError(429, 'RATE_LIMITED', { retryAfterSeconds: Number.NaN })).toThrow(TypeError);
    expect(httpError(400, 'OTP_INVALID').retryAfterSeconds).toBeUndefined();
  });

  it('answers a rate limit with 429 RATE_LIMITED and keeps its headers', async () => {
    await app.inject({ method: 'GET', url: '/limited' });
    const response = await app.inject({ method: 'GET', url: '/limited' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(parse(response)).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests; try again later' });
  });
});
