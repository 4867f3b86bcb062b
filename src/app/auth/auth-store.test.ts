// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client-options';
import { createAuthStore } from './auth-store';
import type { StatusAnswer } from './auth-types';

const SIGNED_IN: StatusAnswer = {
  success: true,
  isAuthenticated: true,
  csrfToken: 'c',
  user: { id: 'u1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Levi', role: 'admin', professionalRole: null, isActive: true, isMfaEnabled: true, createdAt: '', updatedAt: '' },
  tenant: { tenantId: 't1', tenantName: 'Levi & Co', tenantSubdomain: 'legal', isSuperAdmin: false, officeType: 'legal' },
  tenants: [],
};

/** An API stand-in answering the status call as told and recording the calls. */
function fakeApi(status: StatusAnswer, calls: string[] = []): () => ApiClient {
  const api = {
    get: async (path: string) => {
      calls.push(`GET ${path}`);
      return status;
    },
    post: async (path: string) => {
      calls.push(`POST ${path}`);
      return { success: true };
    },
  } as unknown as ApiClient;
  return () => api;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the auth store (spec 1 §4)', () => {
  it('keeps a waiting sign-in step, with its session, in the tab', async () => {
    const store = createAuthStore(fakeApi({ success: true, isAuthenticated: false, csrfToken: 'c' }));
    const pending = await store.applySignInAnswer({ otpRequired: true, session: 's1', sessionExpiresIn: 300, destination: 'd***@example.com' }, { email: 'dana@example.com', returnTo: '/deadlines' });
    expect(pending).toMatchObject({ step: 'otp', session: 's1', email: 'dana@example.com', destination: 'd***@example.com', returnTo: '/deadlines' });
    expect(store.getSnapshot().pending?.session).toBe('s1');
    expect(JSON.parse(sessionStorage.getItem('lishka.pendingSignIn') ?? '{}').session).toBe('s1');
  });

  it('names the authenticator steps: verify, or set up when the office requires one', async () => {
    const store = createAuthStore(fakeApi({ success: true, isAuthenticated: false, csrfToken: 'c' }));
    expect(await store.applySignInAnswer({ mfaRequired: true, session: 'm1' }, { email: 'a@b.co' })).toMatchObject({ step: 'mfa' });
    expect(await store.applySignInAnswer({ mfaRequired: true, mfaSetupRequired: true, session: 'm2' }, { email: 'a@b.co' })).toMatchObject({ step: 'mfa-setup' });
  });

  it('becomes signed in from the status after the last step, keeps the access token in memory and remembers the office', async () => {
    const calls: string[] = [];
    const store = createAuthStore(fakeApi(SIGNED_IN, calls));
    expect(await store.applySignInAnswer({ accessToken: 'jwt', csrfToken: 'c' }, { email: 'dana@example.com' })).toBe('signed-in');
    expect(calls).toEqual(['GET /auth/status']);
    expect(store.getSnapshot()).toMatchObject({ phase: 'signed-in', user: { email: 'dana@example.com' }, tenant: { tenantSubdomain: 'legal' } });
    expect(store.accessToken()).toBe('jwt');
    expect(localStorage.getItem('lishka.tenant')).toBe('legal');
    expect(sessionStorage.getItem('lishka.pendingSignIn')).toBeNull();
  });

  it('signs out on the server, then forgets the user, the token and the stored office', async () => {
    const calls: string[] = [];
    const store = createAuthStore(fakeApi(SIGNED_IN, calls));
    await store.applySignInAnswer({ accessToken: 'jwt' }, { email: 'dana@example.com' });
    await store.signOut();
    expect(calls).toContain('POST /auth/logout');
    expect(store.getSnapshot()).toMatchObject({ phase: 'signed-out', lostReason: 'signed-out', tenants: [] });
    expect(store.getSnapshot().user).toBeUndefined();
    expect(store.accessToken()).toBeUndefined();
    expect(localStorage.getItem('lishka.tenant')).toBeNull();
  });

  it('drops a waiting sign-in that has stopped waiting', async () => {
    sessionStorage.setItem('lishka.pendingSignIn', JSON.stringify({ step: 'otp', session: 's', email: 'a@b.co', expiresAt: Date.now() - 1 }));
    const store = createAuthStore(fakeApi({ success: true, isAuthenticated: false, csrfToken: 'c' }));
    expect(store.getSnapshot().pending).toBeUndefined();
  });

  it('asks for the start-up status once, however many callers start it', async () => {
    const calls: string[] = [];
    const store = createAuthStore(fakeApi(SIGNED_IN, calls));
    const [first, second] = await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(calls).toEqual(['GET /auth/status']);
    expect(first).toBe(second);
    expect(first.phase).toBe('signed-in');
  });
});
