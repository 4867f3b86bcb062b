import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../app/session';
import { renderWithApp } from '../../testing/render-with-app';
import { keepGoogleFragment } from './google-fragment';
import { LoginPage } from './LoginPage';

configure({ asyncUtilTimeout: 10_000 });

describe('what the login page says on arrival (spec 1 §8)', () => {
  afterEach(() => authStore.clearPending());

  // The alert's component loads when a message first shows (FormAlert), so it is waited for.
  it('a failed Google sign-in, and why', async () => {
    renderWithApp(<LoginPage />, { path: '/login?error=google&code=GOOGLE_NOT_CONFIGURED&reason=not-configured' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ההתחברות באמצעות Google נכשלה');
    expect(alert.textContent).toContain('ההתחברות באמצעות Google אינה מוגדרת בשרת זה');
  });

  it('a session that expired', async () => {
    authStore.clear('session-expired');
    renderWithApp(<LoginPage />, { path: '/login' });
    expect((await screen.findByRole('alert')).textContent).toContain('פג תוקף ההתחברות; התחברו מחדש');
  });

  it('every field named, with the autocomplete a password manager reads', () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('דואר אלקטרוני').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('סיסמה').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('התחברות');
  });
});

describe('a Google sign-in that waits for the authenticator', () => {
  it('keeps the pending session of the fragment, then clears it from the address', async () => {
    window.history.pushState({ idx: 0 }, '', '/verify-mfa?via=google&setup=1&returnTo=%2Fprofile#session=google-pending&sessionExpiresIn=600');
    expect(await keepGoogleFragment()).toBe(true);
    expect(authStore.getSnapshot().pending).toMatchObject({ step: 'mfa-setup', session: 'google-pending', email: '', returnTo: '/profile' });
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?via=google&setup=1&returnTo=%2Fprofile');
    expect(await keepGoogleFragment()).toBe(false);
    authStore.clearPending();
  });
});
