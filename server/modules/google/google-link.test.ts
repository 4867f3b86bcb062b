import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/test-oidc-provider';
import { FLOW_COOKIE } from './google-flow';
import { arriveAt, nextAddress, PUBLIC_URL, REDIRECT_URIS, redirectedTo, throughProvider } from '../../testing/test-google-flow';

const HEBREW = /[א-ת]/;
const LINK = { url: '/api/auth/google/link' };
const LOGIN = { url: '/api/auth/google/login' };

describe.each(testDatabaseKinds())('Google link and unlink on $kind', (kind) => {
  let t: TestApp;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    provider = await startTestOidcProvider(REDIRECT_URIS);
    // Personal Google accounts: linked only by a signed-in user, never matched by address.
    provider.addAccount({ sub: 'g-personal-1', email: 'dana.personal@example.org', emailVerified: true });
    provider.addAccount({ sub: 'g-personal-2', email: 'noam.personal@example.org', emailVerified: true });
    provider.addAccount({ sub: 'g-personal-3', email: 'third@example.org', emailVerified: false });
    t = await createTestApp(kind, { publicUrl: PUBLIC_URL, googleIssuer: provider.issuer, googleClientId: provider.clientId, googleClientSecret: provider.clientSecret });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const db = () => t.database.db;
  const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const providers = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/auth/user/auth-providers' })).json();
  const status = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/auth/status' })).json();
  const securityEvents = async (email: string, eventType: string) =>
    db().selectFrom('security_events').select(['success', 'details']).where('user_id', '=', await userId(email)).where('event_type', '=', eventType).orderBy('created_at').execute();
  const signInWithGoogle = async (sub: string) => {
    const agent = t.anonymous();
    const target = redirectedTo(await arriveAt(agent, (await throughProvider(agent, provider, sub, LOGIN)).callback));
    return { agent, target };
  };
  const postCallback = (agent: TestAgent, callback: URL) =>
    agent.request({ method: 'POST', url: '/api/auth/google/link/callback', payload: Object.fromEntries(callback.searchParams), csrf: true, remoteAddress: nextAddress() });
  const unlink = (agent: TestAgent, how: 'POST' | 'DELETE' = 'POST') =>
    agent.request({ method: how, url: how === 'POST' ? '/api/auth/google/unlink' : '/api/users/auth/google/unlink', csrf: true, remoteAddress: nextAddress() });

  it('links a Google account from a signed-in session, then signs in with it', async () => {
    const dana = await t.signIn('admin@generic.example.com');
    expect(await providers(dana)).toEqual({ success: true, providers: ['password'], isGoogleLinked: false, canUseGoogleAuth: true });

    const { authorizationUrl, callback } = await throughProvider(dana, provider, 'g-personal-1', { ...LINK, payload: { returnTo: '/profile?tab=security' } });
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/link/callback`);
    const [flow] = await db().selectFrom('oauth_flows').select(['purpose', 'user_id']).where('purpose', '=', 'link').execute();
    expect(flow).toEqual({ purpose: 'link', user_id: await userId('admin@generic.example.com') });

    const back = redirectedTo(await arriveAt(dana, callback));
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/profile`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'security', google: 'linked' });
    const linked = await providers(dana);
    expect(linked).toMatchObject({ providers: ['password', 'google'], isGoogleLinked: true, google: { email: 'dana.personal@example.org', linkedAt: expect.any(String) } });
    expect(await securityEvents('admin@generic.example.com', 'provider-linked')).toMatchObject([{ success: true, details: { provider: 'google', automatic: false } }]);
    const tenant = await db().selectFrom('tenants').select('id').where('slug', '=', 'generic').executeTakeFirstOrThrow();
    const audit = await db().selectFrom('audit_log').select(['event_type', 'success', 'entity_id']).where('tenant_id', '=', tenant.id).where('event_type', '=', 'auth.provider.linked').execute();
    expect(audit).toEqual([{ event_type: 'auth.provider.linked', success: true, entity_id: await userId('admin@generic.example.com') }]);

    const { agent, target } = await signInWithGoogle('g-personal-1');
    expect(target.pathname).toBe('/auth/google/complete');
    expect(await status(agent)).toMatchObject({ isAuthenticated: true, user: { email: 'admin@generic.example.com' } });
  });

  it('refuses a Google account linked to someone else, a second Google account, and a link started by another user', async () => {
    const noam = await t.signIn('pro@generic.example.com');
    // Already Dana's (previous test): refused, by redirect and when posted.
    const taken = await throughProvider(noam, provider, 'g-personal-1', LINK);
    const back = redirectedTo(await arriveAt(noam, taken.callback));
    expect(Object.fromEntries(back.searchParams)).toEqual({ google: 'link-failed', code: 'GOOGLE_LINK_FAILED', reason: 'identity-in-use' });
    const posted = await throughProvider(noam, provider, 'g-personal-1', { ...LINK, payload: { completeAt: 'client' } });
    const refused = await postCallback(noam, posted.callback);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'GOOGLE_LINK_FAILED', messages: { he: expect.stringMatching(HEBREW), en: 'This Google account is already linked to another Lishka account' } });
    expect((await providers(noam)).isGoogleLinked).toBe(false);
    expect(await securityEvents('pro@generic.example.com', 'provider-linked')).toMatchObject([{ success: false }, { success: false }]);

    // Dana has one Google account already.
    const dana = await t.signIn('admin@generic.example.com');
    const second = await throughProvider(dana, provider, 'g-personal-2', { ...LINK, payload: { completeAt: 'client' } });
    const already = await postCallback(dana, second.callback);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ code: 'GOOGLE_LINK_FAILED', message: expect.stringContaining('unlink it first') });

    // Noam starts a link; in the same browser, Dana signs in and tries to finish it.
    const started = await throughProvider(noam, provider, 'g-personal-2', { ...LINK, payload: { completeAt: 'client' } });
    const sameBrowser = await t.signIn('admin@generic.example.com');
    sameBrowser.cookies.set(FLOW_COOKIE, noam.cookies.get(FLOW_COOKIE)!);
    const hijack = await postCallback(sameBrowser, started.callback);
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json()).toMatchObject({ code: 'GOOGLE_LINK_FAILED', messages: { en: 'This Google link was started by another account; start again' } });
    expect((await providers(sameBrowser)).google.email).toBe('dana.personal@example.org');

    // A link callback reached without a session goes back to the web app, saying so.
    const serverSide = await throughProvider(noam, provider, 'g-personal-2', LINK);
    const anonymous = t.anonymous();
    anonymous.cookies.set(FLOW_COOKIE, noam.cookies.get(FLOW_COOKIE)!);
    const gone = redirectedTo(await arriveAt(anonymous, serverSide.callback));
    expect(Object.fromEntries(gone.searchParams)).toEqual({ google: 'link-failed', code: 'GOOGLE_LINK_FAILED', reason: 'signed-out' });
  });

  it('links an account whose Google address is not verified, since the user chose it while signed in', async () => {
    const agent = await t.signIn('admin@realestate.example.com');
    const { callback } = await throughProvider(agent, provider, 'g-personal-3', { ...LINK, payload: { completeAt: 'client' } });
    const linked = await postCallback(agent, callback);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ success: true, isGoogleLinked: true, google: { email: 'third@example.org' }, messages: { he: expect.stringMatching(HEBREW), en: 'Google account linked' } });
  });

  it('unlinks, after which Google no longer signs in; refuses to unlink twice, or the only way to sign in', async () => {
    const dana = await t.signIn('admin@generic.example.com');
    const done = await unlink(dana);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, isGoogleLinked: false, messages: { he: expect.stringMatching(HEBREW), en: 'Google account unlinked' } });
    expect(await providers(dana)).toEqual({ success: true, providers: ['password'], isGoogleLinked: false, canUseGoogleAuth: true });
    expect(await securityEvents('admin@generic.example.com', 'provider-unlinked')).toMatchObject([{ success: true, details: { provider: 'google', email: 'dana.personal@example.org' } }]);
    const audit = await db().selectFrom('audit_log').select('success').where('event_type', '=', 'auth.provider.unlinked').where('user_id', '=', await userId('admin@generic.example.com')).execute();
    expect(audit).toEqual([{ success: true }]);

    const { agent, target } = await signInWithGoogle('g-personal-1');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ error: 'google', code: 'GOOGLE_SIGN_IN_FAILED', reason: 'not-linked' });
    expect((await status(agent)).isAuthenticated).toBe(false);

    const again = await unlink(dana, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'GOOGLE_UNLINK_FAILED', messages: { he: expect.stringMatching(HEBREW), en: 'No Google account is linked to your account' } });

    // An account with Google and no password keeps Google.
    const realestate = await t.signIn('admin@realestate.example.com');
    await db().updateTable('users').set({ password_hash: null }).where('email', '=', 'admin@realestate.example.com').execute();
    const last = await unlink(realestate, 'DELETE');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'GOOGLE_UNLINK_FAILED', message: expect.stringContaining('set a password first') });
    expect(await providers(realestate)).toMatchObject({ providers: ['google'], isGoogleLinked: true });
    expect(await securityEvents('admin@realestate.example.com', 'provider-unlinked')).toMatchObject([{ success: false, details: { reason: 'last-sign-in-method' } }]);
  });

  it('keeps each link to its user, and the pending flows out of the application’s reach', async () => {
    const realestate = await userId('admin@realestate.example.com');
    const other = await userId('pro@realestate.example.com');
    expect(await withContext(db(), { userId: realestate }, (trx) => trx.selectFrom('user_identities').select('subject').execute())).toEqual([{ subject: 'g-personal-3' }]);
    expect(await withContext(db(), { userId: other }, (trx) => trx.selectFrom('user_identities').select('subject').execute())).toEqual([]);
    const stolen = await withContext(db(), { userId: other }, (trx) => trx.updateTable('user_identities').set({ user_id: other }).where('subject', '=', 'g-personal-3').execute());
    expect(Number(stolen[0]!.numUpdatedRows)).toBe(0);
    await expect(withContext(db(), { userId: other }, (trx) => trx.insertInto('user_identities').values({ provider: 'google', subject: 'g-forged', user_id: realestate, email: null }).execute())).rejects.toThrow();
    await expect(withContext(db(), {}, (trx) => trx.selectFrom('oauth_flows').selectAll().execute())).rejects.toThrow(/permission denied/);
  });

  it('needs a session and the CSRF token to link or unlink', async () => {
    const visitor = t.anonymous();
    await visitor.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    for (const url of ['/api/auth/google/link', '/api/users/auth/google/link', '/api/auth/google/unlink']) {
      expect((await visitor.request({ method: 'POST', url, payload: {}, csrf: true, remoteAddress: nextAddress() })).statusCode, url).toBe(401);
    }
    expect((await visitor.request({ method: 'GET', url: '/api/auth/user/auth-providers' })).statusCode).toBe(401);
    const member = await t.signIn('pro@legal.example.com');
    const forged = await member.request({ method: 'POST', url: '/api/auth/google/link', payload: {}, remoteAddress: nextAddress() });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_TOKEN_INVALID');
  });
});
