import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config';
import { googleRefusal } from './google-refusal';
import { linkRedirect, safeReturnTo, signInFailureRedirect, signInRedirect } from './google-redirects';

const config = testConfig({ publicUrl: 'https://app.example.com' });
const pending = { success: true as const, message: 'm', messages: { he: 'ה', en: 'm', es: 'm' }, session: 'pending-token', sessionExpiresIn: 600 };

describe('Google redirects', () => {
  it('return only to paths of the web app', () => {
    expect(safeReturnTo('/workspace')).toBe('/workspace');
    expect(safeReturnTo('/profile?tab=security')).toBe('/profile?tab=security');
    for (const hostile of ['//evil.example.com', '/\\evil.example.com', 'https://evil.example.com', 'evil', '/ x', '', null, undefined, `/${'a'.repeat(600)}`]) {
      expect(safeReturnTo(hostile), String(hostile)).toBeNull();
    }
    expect(linkRedirect(config, '//evil.example.com')).toBe('https://app.example.com/?google=linked');
  });

  it('carry a pending sign-in in the fragment and the reason of a failure in the query', () => {
    const mfa = new URL(signInRedirect(config, { ...pending, mfaRequired: true }, '/clients'));
    expect(`${mfa.origin}${mfa.pathname}`).toBe('https://app.example.com/verify-mfa');
    expect(Object.fromEntries(mfa.searchParams)).toEqual({ via: 'google', returnTo: '/clients' });
    expect(Object.fromEntries(new URLSearchParams(mfa.hash.slice(1)))).toEqual({ session: 'pending-token', sessionExpiresIn: '600' });
    const setup = new URL(signInRedirect(config, { ...pending, mfaRequired: true, mfaSetupRequired: true }, null));
    expect(setup.searchParams.get('setup')).toBe('1');
    const failed = new URL(signInFailureRedirect(config, googleRefusal(403, 'GOOGLE_SIGN_IN_FAILED', 'not-linked')));
    expect(failed.href).toBe('https://app.example.com/login?error=google&code=GOOGLE_SIGN_IN_FAILED&reason=not-linked');
    const linkFailed = new URL(linkRedirect(config, '/profile?tab=security', googleRefusal(409, 'GOOGLE_LINK_FAILED', 'identity-in-use')));
    expect(Object.fromEntries(linkFailed.searchParams)).toEqual({ tab: 'security', google: 'link-failed', code: 'GOOGLE_LINK_FAILED', reason: 'identity-in-use' });
  });
});
