import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { startScriptedServer, type ScriptedServer } from './scripted-server';
import { swrFetcher } from './swr';
import { makeTestClient } from './test-client';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ok = { status: 200, body: { success: true, data: 'fine' } };
const failure = { status: 500, body: { success: false, code: 'INTERNAL', messages: { he: 'שגיאת שרת', en: 'Server error' }, message: 'Server error' } };

describe('api client transport (spec 1 §7)', () => {
  it('sends the language, tenant, Bearer and JSON headers', async () => {
    server = await startScriptedServer({ 'GET /api/things': () => ok, 'POST /api/things': () => ok });
    const { client, state } = makeTestClient(server, { getTenant: () => ({ id: 't-1', subdomain: 'acme' }) });
    state.accessToken = 'access-1';
    await client.get('/things');
    await client.post('/things', { name: 'x' });
    const [get, post] = server.calls;
    expect(get?.headers).toMatchObject({ accept: 'application/json', 'accept-language': 'he', 'x-language': 'he', 'x-tenant-id': 't-1', 'x-tenant-subdomain': 'acme', authorization: 'Bearer access-1' });
    expect(get?.headers['x-xsrf-token']).toBeUndefined();
    expect(post?.headers).toMatchObject({ 'content-type': 'application/json', 'x-xsrf-token': 'csrf-1' });
    expect(JSON.parse(post?.body ?? '')).toEqual({ name: 'x' });
  });

  it('leaves out tenant and Bearer headers when unknown', async () => {
    server = await startScriptedServer({ 'GET /api/things': () => ok });
    const { client } = makeTestClient(server);
    await client.get('/things');
    const headers = server.calls[0]?.headers ?? {};
    expect(headers['x-tenant-id']).toBeUndefined();
    expect(headers['x-tenant-subdomain']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it('retries 5xx with waits of 1000 then 2000 ms and then succeeds', async () => {
    server = await startScriptedServer({ 'GET /api/things': (_call, index) => (index < 2 ? { status: 503, body: {} } : ok) });
    const { client, delays } = makeTestClient(server);
    await expect(client.get('/things')).resolves.toEqual(ok.body);
    expect(server.calls).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('gives up a GET after 3 retries (4 attempts), waiting 1000, 2000, 4000 ms', async () => {
    server = await startScriptedServer({ 'GET /api/things': () => failure });
    const { client, delays, state } = makeTestClient(server);
    state.language = 'en';
    const error = await client.get('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL', message: 'Server error' });
    expect(server.calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it.each(['POST', 'PUT', 'PATCH'])('gives up a %s after 2 retries (3 attempts)', async (method) => {
    server = await startScriptedServer({ [`${method} /api/things`]: () => failure });
    const { client, delays } = makeTestClient(server, { isSignedIn: () => true });
    await expect(client.request(method, '/things', { body: {} })).rejects.toMatchObject({ status: 500 });
    expect(server.calls).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('gives a DELETE 3 retries', async () => {
    server = await startScriptedServer({ 'DELETE /api/things/1': () => failure });
    const { client } = makeTestClient(server);
    await expect(client.delete('/things/1')).rejects.toMatchObject({ status: 500 });
    expect(server.calls).toHaveLength(4);
  });

  it('never retries a 4xx, and reads its field errors in the language', async () => {
    const invalid = { success: false, code: 'VALIDATION_FAILED', message: 'Invalid', messages: { he: 'קלט שגוי', en: 'Invalid input' }, errors: [{ field: 'name', message: 'Required', messages: { he: 'שדה חובה', en: 'Required' } }] };
    server = await startScriptedServer({ 'POST /api/things': () => ({ status: 400, body: invalid }) });
    const { client, delays } = makeTestClient(server);
    await expect(client.post('/things', {})).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'קלט שגוי', fieldErrors: [{ field: 'name', message: 'שדה חובה' }] });
    expect(server.calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('counts a time-out as a network failure and retries it', async () => {
    server = await startScriptedServer({ 'GET /api/slow': () => 'hang' });
    const { client, delays } = makeTestClient(server, { timeoutMs: 50 });
    const error = await client.get('/slow').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'אין חיבור לשרת; בדקו את החיבור לאינטרנט', isNetworkError: true });
    expect(server.calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it('recovers when the server answers after a time-out', async () => {
    server = await startScriptedServer({ 'GET /api/slow': (_call, index) => (index === 0 ? 'hang' : ok) });
    const { client, delays } = makeTestClient(server, { timeoutMs: 50 });
    await expect(client.get('/slow')).resolves.toEqual(ok.body);
    expect(delays).toEqual([1000]);
  });

  it('gives the network message when nothing listens', async () => {
    server = await startScriptedServer({});
    const baseUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const { client, delays, state } = makeTestClient({ baseUrl, calls: [], callsTo: () => [], close: async () => {} });
    state.language = 'en';
    await expect(client.get('/things')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Unable to connect to the server; check the internet connection' });
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it('falls back to the unexpected-error text when the answer has none', async () => {
    server = await startScriptedServer({ 'GET /api/things': () => ({ status: 404 }) });
    const { client } = makeTestClient(server);
    await expect(client.get('/things')).rejects.toMatchObject({ status: 404, message: 'אירעה שגיאה בלתי צפויה' });
  });

  it('a caller abort is not retried', async () => {
    server = await startScriptedServer({ 'GET /api/slow': () => 'hang' });
    const { client, delays } = makeTestClient(server);
    const controller = new AbortController();
    const call = client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(delays).toEqual([]);
  });

  it('keeps a csrfToken any answer carries', async () => {
    server = await startScriptedServer({ 'GET /api/auth/status': () => ({ status: 200, body: { success: true, csrfToken: 'csrf-from-status' } }) });
    const { client, state } = makeTestClient(server);
    await client.get('/auth/status');
    expect(state.csrfToken).toBe('csrf-from-status');
  });

  it('serves SWR: GET by key, and a failure is an error, not data', async () => {
    server = await startScriptedServer({ 'GET /api/things?page=2': () => ok, 'GET /api/broken': () => ({ status: 400, body: { message: 'Nope' } }) });
    const fetcher = swrFetcher(makeTestClient(server).client);
    await expect(fetcher('/things?page=2')).resolves.toEqual(ok.body);
    await expect(fetcher(['/things?page=2', 'extra'])).resolves.toEqual(ok.body);
    await expect(fetcher('/broken')).rejects.toMatchObject({ status: 400, message: 'Nope' });
  });
});
