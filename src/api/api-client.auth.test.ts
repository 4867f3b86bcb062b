import { afterEach, describe, expect, it } from 'vitest';
import type { SessionRefreshAnswer } from './api-client-options';
import { startScriptedServer, type ScriptedServer } from './scripted-server';
import { makeTestClient } from './test-client';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ok = { status: 200, body: { success: true } };
const unauthorized = { status: 401, body: { success: false, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required', messages: { he: 'נדרשת התחברות', en: 'Authentication required' } } };
const csrfInvalid = { status: 403, body: { success: false, code: 'CSRF_TOKEN_INVALID', messages: { he: 'פג תוקף אסימון האבטחה (CSRF)', en: 'Security token expired (CSRF: invalid token)' } } };
const refreshed = { status: 200, body: { success: true, expiresIn: 1800, accessToken: 'access-2', idToken: 'id-2', csrfToken: 'csrf-session' } };
const freshCsrf = { status: 200, body: { success: true, csrfToken: 'csrf-2' } };

describe('api client: CSRF (spec 1 §7)', () => {
  it('fetches a CSRF token first when none is stored', async () => {
    server = await startScriptedServer({ 'GET /api/auth/refresh-csrf': () => freshCsrf, 'POST /api/things': () => ok });
    const { client, state } = makeTestClient(server, { isSignedIn: () => true });
    state.csrfToken = undefined;
    await client.post('/things', {});
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/refresh-csrf', 'POST /api/things']);
    expect(server.calls[1]?.headers['x-xsrf-token']).toBe('csrf-2');
  });

  it('sends no CSRF token to public paths', async () => {
    server = await startScriptedServer({ 'POST /api/auth/login': () => ok });
    const { client, state } = makeTestClient(server);
    state.username = undefined;
    await client.post('/auth/login', { Email: 'a@b.c', Password: 'x' });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('refuses a state-changing protected call while signed out, in the language', async () => {
    server = await startScriptedServer({ 'POST /api/things': () => ok });
    const { client, state } = makeTestClient(server);
    state.csrfToken = undefined;
    state.username = undefined;
    await expect(client.post('/things', {})).rejects.toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED', message: 'נדרשת התחברות' });
    state.language = 'en';
    await expect(client.delete('/things/1')).rejects.toMatchObject({ message: 'Authentication required' });
    expect(server.calls).toHaveLength(0);
  });

  it('on a CSRF 403 refreshes the token and retries once', async () => {
    server = await startScriptedServer({ 'GET /api/auth/refresh-csrf': () => freshCsrf, 'POST /api/things': (call) => (call.headers['x-xsrf-token'] === 'csrf-2' ? ok : csrfInvalid) });
    const { client, authLost } = makeTestClient(server);
    await expect(client.post('/things', {})).resolves.toEqual(ok.body);
    expect(server.calls.map((call) => `${call.method} ${call.path} ${String(call.headers['x-xsrf-token'])}`)).toEqual(['POST /api/things csrf-1', 'GET /api/auth/refresh-csrf undefined', 'POST /api/things csrf-2']);
    expect(authLost).toEqual([]);
  });

  it('a CSRF 403 that persists after one retry is thrown, without losing the session', async () => {
    server = await startScriptedServer({ 'GET /api/auth/refresh-csrf': () => freshCsrf, 'POST /api/things': () => csrfInvalid });
    const { client, authLost, state } = makeTestClient(server);
    state.language = 'en';
    await expect(client.post('/things', {})).rejects.toMatchObject({ status: 403, code: 'CSRF_TOKEN_INVALID', message: 'Security token expired (CSRF: invalid token)' });
    expect(server.callsTo('POST', '/api/things')).toHaveLength(2);
    expect(authLost).toEqual([]);
  });

  it('a refusal of a sign-in call is its answer, not a lost session: no refresh, no return to login', async () => {
    const wrong = { status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', messages: { he: 'כתובת הדואר האלקטרוני או הסיסמה שגויים', en: 'Invalid email or password' } } };
    const unverified = { status: 403, body: { success: false, code: 'EMAIL_NOT_VERIFIED', messages: { he: 'כתובת הדואר האלקטרוני לא אומתה', en: 'Email not verified' } } };
    server = await startScriptedServer({ 'POST /api/auth/login': (call) => ((JSON.parse(call.body) as { Email?: string }).Email === 'new@example.com' ? unverified : wrong), 'POST /api/auth/verify-otp': () => wrong });
    const { client, authLost } = makeTestClient(server);
    await expect(client.post('/auth/login', { Email: 'dana@example.com', Password: 'x' })).rejects.toMatchObject({ status: 401, message: 'כתובת הדואר האלקטרוני או הסיסמה שגויים' });
    await expect(client.post('/auth/login', { Email: 'new@example.com', Password: 'x' })).rejects.toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
    await expect(client.post('/auth/verify-otp', { Email: 'dana@example.com', OtpCode: '000000' })).rejects.toMatchObject({ status: 401 });
    expect(authLost).toEqual([]);
    expect(server.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
  });

  it('a CSRF 403 on a sign-in step is still cured by a fresh token', async () => {
    server = await startScriptedServer({ 'GET /api/auth/refresh-csrf': () => freshCsrf, 'POST /api/auth/verify-otp': (call) => (call.headers['x-xsrf-token'] === 'csrf-2' ? ok : csrfInvalid) });
    const { client, authLost } = makeTestClient(server);
    await expect(client.post('/auth/verify-otp', { Email: 'dana@example.com', OtpCode: '123456' })).resolves.toEqual(ok.body);
    expect(authLost).toEqual([]);
  });

  it('any other 403 loses the session', async () => {
    server = await startScriptedServer({ 'GET /api/admin': () => ({ status: 403, body: { code: 'ADMIN_REQUIRED', message: 'You need administrator permissions to access this page' } }) });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get('/admin')).rejects.toMatchObject({ status: 403, code: 'ADMIN_REQUIRED' });
    expect(authLost).toEqual(['forbidden']);
    expect(server.calls).toHaveLength(1);
  });

  it('PASSWORD_EXPIRED keeps the session and throws for the change-password screen', async () => {
    const expired = { status: 403, body: { code: 'PASSWORD_EXPIRED', messages: { he: 'תוקף הסיסמה פג; יש להחליף אותה כדי להמשיך', en: 'Your password has expired; change it to continue' } } };
    server = await startScriptedServer({ 'GET /api/users/profile': () => expired });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 403, code: 'PASSWORD_EXPIRED', message: 'תוקף הסיסמה פג; יש להחליף אותה כדי להמשיך' });
    expect(authLost).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });
});

describe('api client: session refresh on 401 (spec 1 §4)', () => {
  it('refreshes the session with the Username and retries once with the new token', async () => {
    const kept: SessionRefreshAnswer[] = [];
    server = await startScriptedServer({
      'POST /api/auth/refresh-token': () => refreshed,
      'GET /api/users/profile': (call) => (call.headers.authorization === 'Bearer access-2' ? ok : unauthorized),
    });
    const state = { accessToken: 'access-1' as string | undefined };
    const withTokenKeeping = makeTestClient(server, {
      getAccessToken: () => state.accessToken,
      onSessionRefreshed: (answer) => {
        kept.push(answer);
        state.accessToken = answer.accessToken;
      },
    });
    await expect(withTokenKeeping.client.get('/users/profile')).resolves.toEqual(ok.body);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/users/profile', 'POST /api/auth/refresh-token', 'GET /api/users/profile']);
    const refresh = server.callsTo('POST', '/api/auth/refresh-token')[0];
    expect(JSON.parse(refresh?.body ?? '')).toEqual({ Username: 'dana@example.com' });
    expect(refresh?.headers['x-xsrf-token']).toBe('csrf-1');
    expect(kept).toEqual([refreshed.body]);
    expect(withTokenKeeping.state.csrfToken).toBe('csrf-session');
    expect(withTokenKeeping.authLost).toEqual([]);
  });

  it('loses the session when the refresh fails', async () => {
    server = await startScriptedServer({ 'POST /api/auth/refresh-token': () => unauthorized, 'GET /api/users/profile': () => unauthorized });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 401, message: 'נדרשת התחברות' });
    expect(authLost).toEqual(['session-expired']);
    expect(server.callsTo('GET', '/api/users/profile')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('loses the session when the retried call is still 401, refreshing only once', async () => {
    server = await startScriptedServer({ 'POST /api/auth/refresh-token': () => refreshed, 'GET /api/users/profile': () => unauthorized });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('GET', '/api/users/profile')).toHaveLength(2);
    expect(server.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect(authLost).toEqual(['session-expired']);
  });

  it('without a username there is nothing to refresh with', async () => {
    server = await startScriptedServer({ 'GET /api/users/profile': () => unauthorized });
    const { client, authLost, state } = makeTestClient(server);
    state.username = undefined;
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(authLost).toEqual(['session-expired']);
  });

  it.each(['/auth/status', '/auth/refresh-csrf'])('a 401 on %s starts no refresh', async (path) => {
    server = await startScriptedServer({ [`GET /api${path}`]: () => unauthorized, 'POST /api/auth/refresh-token': () => refreshed });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get(path)).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(authLost).toEqual([]);
  });

  it('a 401 on the refresh itself does not loop', async () => {
    server = await startScriptedServer({ 'POST /api/auth/refresh-token': () => unauthorized });
    const { client } = makeTestClient(server);
    await expect(client.post('/auth/refresh-token', { Username: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
  });

  it('a 401 on the office configuration with an access token is no logout', async () => {
    server = await startScriptedServer({ 'GET /api/users/office-config': () => unauthorized, 'POST /api/auth/refresh-token': () => unauthorized });
    const { client, authLost, state } = makeTestClient(server);
    state.accessToken = 'access-1';
    await expect(client.get('/users/office-config')).rejects.toMatchObject({ status: 401 });
    expect(authLost).toEqual([]);
  });

  it('a 401 on the office configuration without an access token is a logout', async () => {
    server = await startScriptedServer({ 'GET /api/users/office-config': () => unauthorized, 'POST /api/auth/refresh-token': () => unauthorized });
    const { client, authLost } = makeTestClient(server);
    await expect(client.get('/users/office-config')).rejects.toMatchObject({ status: 401 });
    expect(authLost).toEqual(['session-expired']);
  });

  it('concurrent 401s share one refresh', async () => {
    server = await startScriptedServer({ 'POST /api/auth/refresh-token': () => refreshed, 'GET /api/a': (_call, index) => (index === 0 ? unauthorized : ok), 'GET /api/b': (_call, index) => (index === 0 ? unauthorized : ok) });
    const { client } = makeTestClient(server);
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(server.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });
});
