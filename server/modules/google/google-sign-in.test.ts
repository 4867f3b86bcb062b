import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/test-oidc-provider';
import { FLOW_COOKIE } from './google-flow';
import { arriveAt, nextAddress, PUBLIC_URL, REDIRECT_URIS, redirectedTo, throughProvider } from '../../testing/test-google-flow';

const HEBREW = /[א-ת]/;
const LOGIN = { url: '/api/auth/google/login' };

describe.each(testDatabaseKinds())('Google sign-in on $kind', (kind) => {
  let t: TestApp;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    provider = await startTestOidcProvider(REDIRECT_URIS);
    // Workspace accounts of the demo offices' domains: Google vouches for their addresses.
    for (const slug of ['generic', 'legal', 'realestate', 'vet']) provider.addAccount({ sub: `g-admin-${slug}`, email: `admin@${slug}.example.com`, emailVerified: true, hostedDomain: `${slug}.example.com` });
    provider.addAccount({ sub: 'g-stranger', email: 'stranger@gmail.com', emailVerified: true });
    // Addresses Google does not vouch for: verified once, of a domain that is not the account's Workspace; or unverified.
    provider.addAccount({ sub: 'g-consumer-pro', email: 'pro@generic.example.com', emailVerified: true });
    provider.addAccount({ sub: 'g-unverified', email: 'pro@medical.example.com', emailVerified: false, hostedDomain: 'medical.example.com' });
    t = await createTestApp(kind, { publicUrl: PUBLIC_URL, googleIssuer: provider.issuer, googleClientId: provider.clientId, googleClientSecret: provider.clientSecret });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const db = () => t.database.db;
  const status = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/auth/status' })).json();
  const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const identities = async (email: string) => db().selectFrom('user_identities').selectAll().where('user_id', '=', await userId(email)).execute();
  const securityEvents = async (email: string, eventType: string) =>
    db().selectFrom('security_events').select(['success', 'details']).where('user_id', '=', await userId(email)).where('event_type', '=', eventType).orderBy('created_at').execute();
  const refusedAt = (target: URL) => ({ path: target.pathname, error: target.searchParams.get('error'), code: target.searchParams.get('code'), reason: target.searchParams.get('reason') });

  it('signs in through the whole redirect flow (code, PKCE, state, nonce) and links the account Google vouches for', async () => {
    const agent = t.anonymous();
    const { authorizationUrl, callback } = await throughProvider(agent, provider, 'g-admin-generic', { ...LOGIN, payload: { returnTo: '/workspace' } });
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const asked = Object.fromEntries(authorizationUrl.searchParams);
    expect(asked).toMatchObject({ response_type: 'code', client_id: provider.clientId, scope: 'openid email profile', code_challenge_method: 'S256', redirect_uri: `${PUBLIC_URL}/api/auth/google/callback` });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(asked[name], name).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(agent.cookies.get(FLOW_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The server keeps hashes of the state and the browser binding, and the PKCE verifier sealed.
    const [flow] = await db().selectFrom('oauth_flows').selectAll().where('used_at', 'is', null).execute();
    expect(flow).toMatchObject({ provider: 'google', purpose: 'login', user_id: null, return_to: '/workspace', redirect_uri: `${PUBLIC_URL}/api/auth/google/callback` });
    expect(flow!.code_verifier).toMatch(/^v1\./);
    expect(Buffer.from(flow!.state_hash).toString('base64url')).not.toBe(asked.state);
    expect(new Date(flow!.expires_at).getTime() - new Date(flow!.created_at).getTime()).toBe(600_000);

    const target = redirectedTo(await arriveAt(agent, callback));
    expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/auth/google/complete`);
    expect(target.searchParams.get('returnTo')).toBe('/workspace');
    // Google proved the address: no e-mailed code on this new device, as the office would ask after a password.
    expect(await status(agent)).toMatchObject({ isAuthenticated: true, user: { email: 'admin@generic.example.com' }, tenant: { tenantSubdomain: 'generic' } });

    expect(await identities('admin@generic.example.com')).toMatchObject([{ provider: 'google', subject: 'g-admin-generic', email: 'admin@generic.example.com' }]);
    expect(await securityEvents('admin@generic.example.com', 'provider-linked')).toMatchObject([{ success: true, details: { provider: 'google', automatic: true } }]);
    expect(await securityEvents('admin@generic.example.com', 'login')).toMatchObject([{ success: true, details: { method: 'google' } }]);
    const session = await db().selectFrom('sessions').select('method').where('user_id', '=', await userId('admin@generic.example.com')).executeTakeFirstOrThrow();
    expect(session.method).toBe('google');
    const audit = await db().selectFrom('audit_log').select(['event_type', 'success']).where('user_id', '=', await userId('admin@generic.example.com')).execute();
    expect(audit).toEqual(expect.arrayContaining([{ event_type: 'auth.provider.linked', success: true }, { event_type: 'auth.login', success: true }]));

    // The next time, the link itself names the account.
    const again = t.anonymous();
    const second = await throughProvider(again, provider, 'g-admin-generic', LOGIN);
    expect(redirectedTo(await arriveAt(again, second.callback)).pathname).toBe('/auth/google/complete');
    expect(await identities('admin@generic.example.com')).toHaveLength(1);
    expect(await securityEvents('admin@generic.example.com', 'provider-linked')).toHaveLength(1);
  });

  it('refuses a replayed callback, a tampered state and a state stolen into another browser', async () => {
    const agent = t.anonymous();
    const { callback } = await throughProvider(agent, provider, 'g-admin-generic', LOGIN);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    expect(refusedAt(redirectedTo(await arriveAt(agent, tampered)))).toEqual({ path: '/login', error: 'google', code: 'GOOGLE_AUTH_COMPLETE_FAILED', reason: 'flow-invalid' });

    const thief = t.anonymous();
    thief.cookies.set(FLOW_COOKIE, 'A'.repeat(43));
    expect(refusedAt(redirectedTo(await arriveAt(thief, callback)))).toEqual({ path: '/login', error: 'google', code: 'GOOGLE_AUTH_COMPLETE_FAILED', reason: 'other-browser' });
    const cookieless = t.anonymous();
    expect(refusedAt(redirectedTo(await arriveAt(cookieless, callback))).reason).toBe('other-browser');
    expect((await status(thief)).isAuthenticated).toBe(false);

    // None of those spent the flow: its own browser still finishes it, once.
    expect(redirectedTo(await arriveAt(agent, callback)).pathname).toBe('/auth/google/complete');
    const replayer = t.anonymous();
    replayer.cookies.set(FLOW_COOKIE, agent.cookies.get(FLOW_COOKIE)!);
    expect(refusedAt(redirectedTo(await arriveAt(replayer, callback)))).toEqual({ path: '/login', error: 'google', code: 'GOOGLE_AUTH_COMPLETE_FAILED', reason: 'flow-invalid' });
    expect((await status(replayer)).isAuthenticated).toBe(false);

    // The posted callback refuses the same way, in both languages.
    await replayer.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const posted = await replayer.request({ method: 'POST', url: '/api/auth/google/callback', payload: Object.fromEntries(callback.searchParams), csrf: true, remoteAddress: nextAddress() });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({ success: false, code: 'GOOGLE_AUTH_COMPLETE_FAILED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('expired or already used') } });
    const refusals = await db().selectFrom('platform_audit_log').select('details').where('event_type', '=', 'auth.login').where('success', '=', false).execute();
    expect(refusals.map((row) => (row.details as { reason?: string }).reason)).toEqual(expect.arrayContaining(['flow-invalid', 'other-browser']));
  });

  it('refuses an expired flow', async () => {
    const agent = t.anonymous();
    const { callback } = await throughProvider(agent, provider, 'g-admin-generic', LOGIN);
    await db().updateTable('oauth_flows').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    expect(refusedAt(redirectedTo(await arriveAt(agent, callback))).reason).toBe('flow-invalid');
    expect((await status(agent)).isAuthenticated).toBe(false);
  });

  it('refuses a Google account that is not linked, whose address Google does not vouch for, or that was cancelled; creates nothing', async () => {
    const users = await db().selectFrom('users').select('id').execute();
    for (const sub of ['g-stranger', 'g-consumer-pro', 'g-unverified']) {
      const agent = t.anonymous();
      const { callback } = await throughProvider(agent, provider, sub, LOGIN);
      expect(refusedAt(redirectedTo(await arriveAt(agent, callback))), sub).toEqual({ path: '/login', error: 'google', code: 'GOOGLE_SIGN_IN_FAILED', reason: 'not-linked' });
      expect((await status(agent)).isAuthenticated, sub).toBe(false);
    }
    expect(await db().selectFrom('users').select('id').execute()).toHaveLength(users.length);
    expect(await identities('pro@generic.example.com')).toEqual([]);
    expect(await identities('pro@medical.example.com')).toEqual([]);

    const cancelling = t.anonymous();
    const { callback } = await throughProvider(cancelling, provider, null, LOGIN);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(refusedAt(redirectedTo(await arriveAt(cancelling, callback)))).toEqual({ path: '/login', error: 'google', code: 'GOOGLE_SIGN_IN_FAILED', reason: 'cancelled' });

    // Posted, the refusal says why in both languages.
    const agent = t.anonymous();
    const client = await throughProvider(agent, provider, 'g-stranger', { ...LOGIN, payload: { completeAt: 'client' } });
    const posted = await agent.request({ method: 'POST', url: '/api/auth/google/callback', payload: Object.fromEntries(client.callback.searchParams), csrf: true, remoteAddress: nextAddress() });
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toMatchObject({ success: false, code: 'GOOGLE_SIGN_IN_FAILED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('No Lishka account is linked to this Google account') } });
  });

  it('refuses a disabled account', async () => {
    await db().updateTable('users').set({ is_active: false }).where('email', '=', 'admin@vet.example.com').execute();
    const agent = t.anonymous();
    const { callback } = await throughProvider(agent, provider, 'g-admin-vet', LOGIN);
    expect(refusedAt(redirectedTo(await arriveAt(agent, callback)))).toMatchObject({ path: '/login', code: 'ACCOUNT_DISABLED' });
    expect((await status(agent)).isAuthenticated).toBe(false);
    expect(await securityEvents('admin@vet.example.com', 'login')).toMatchObject([{ success: false, details: { method: 'google', reason: 'inactive' } }]);
  });

  it('never skips the authenticator: an office that requires one asks to set it up, a user who has one gives its code', async () => {
    const legal = t.anonymous();
    const setup = redirectedTo(await arriveAt(legal, (await throughProvider(legal, provider, 'g-admin-legal', { ...LOGIN, payload: { returnTo: '/clients' } })).callback));
    expect(setup.pathname).toBe('/verify-mfa');
    expect(Object.fromEntries(setup.searchParams)).toEqual({ via: 'google', setup: '1', returnTo: '/clients' });
    const fragment = new URLSearchParams(setup.hash.slice(1));
    expect(fragment.get('session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(fragment.get('sessionExpiresIn'))).toBeGreaterThan(0);
    expect((await status(legal)).isAuthenticated).toBe(false);
    const challenge = await db().selectFrom('sign_in_challenges').select(['purpose', 'method']).where('user_id', '=', await userId('admin@legal.example.com')).executeTakeFirstOrThrow();
    expect(challenge).toEqual({ purpose: 'mfa-setup', method: 'google' });

    await db().updateTable('users').set({ mfa_enabled: true }).where('email', '=', 'admin@realestate.example.com').execute();
    const agent = t.anonymous();
    const client = await throughProvider(agent, provider, 'g-admin-realestate', { ...LOGIN, payload: { completeAt: 'client' } });
    const posted = await agent.request({ method: 'POST', url: '/api/auth/google/callback', payload: Object.fromEntries(client.callback.searchParams), csrf: true, remoteAddress: nextAddress() });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ success: true, mfaRequired: true, session: expect.any(String) });
    expect(posted.json()).not.toHaveProperty('tokens');
    expect(posted.json()).not.toHaveProperty('mfaSetupRequired');
    expect((await status(agent)).isAuthenticated).toBe(false);
  });

  it('finishes a flow the web app completes itself: the answer is posted and the JSON carries tokens.expiresIn', async () => {
    const agent = t.anonymous();
    const { authorizationUrl, callback } = await throughProvider(agent, provider, 'g-admin-generic', { ...LOGIN, payload: { completeAt: 'client' } });
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/callback`);
    expect(callback.pathname).toBe('/oauth/callback');
    const posted = await agent.request({ method: 'POST', url: '/api/auth/google/callback', payload: Object.fromEntries(callback.searchParams), csrf: true, remoteAddress: nextAddress() });
    expect(posted.statusCode, posted.body).toBe(200);
    const body = posted.json();
    expect(body).toMatchObject({ success: true, csrfToken: expect.any(String), user: { email: 'admin@generic.example.com' }, tokens: { expiresIn: expect.any(Number), accessToken: expect.any(String), idToken: expect.any(String) } });
    expect(body.tokens.expiresIn).toBe(body.tokenExpiresIn);
    expect(await status(agent)).toMatchObject({ isAuthenticated: true });
  });

  it('tells whether Google can be used the same way for every address, and the authenticator state only to its owner', async () => {
    const visitor = t.anonymous();
    await visitor.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const answers = new Set<string>();
    for (const email of ['admin@realestate.example.com', 'admin@generic.example.com', 'nobody@nowhere.example.com']) {
      const response = await visitor.request({ method: 'POST', url: '/api/auth/google/eligibility', payload: { email }, csrf: true, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(200);
      answers.add(response.body);
    }
    expect([...answers].map((body) => JSON.parse(body))).toEqual([{ success: true, canUseGoogleAuth: true, mfaEnabled: false }]);
    await db().updateTable('users').set({ mfa_enabled: true }).where('email', '=', 'pro@realestate.example.com').execute();
    const owner = await t.signIn('pro@realestate.example.com');
    const own = await owner.request({ method: 'POST', url: '/api/auth/google/eligibility', payload: { email: 'PRO@realestate.example.com' }, csrf: true, remoteAddress: nextAddress() });
    expect(own.json()).toEqual({ success: true, canUseGoogleAuth: true, mfaEnabled: true });
    const other = await owner.request({ method: 'POST', url: '/api/auth/google/eligibility', payload: { email: 'admin@realestate.example.com' }, csrf: true, remoteAddress: nextAddress() });
    expect(other.json()).toEqual({ success: true, canUseGoogleAuth: true, mfaEnabled: false });
  });
});
