import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { SWRConfig } from 'swr';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StatusAnswer } from './auth/auth-types';
import { chooseLanguage } from './chrome/LanguageMenu';
import { PreferencesSync } from './PreferencesSync';
import { api, authStore } from './session';
import { changeLanguage } from '../i18n/i18n';

const SIGNED_IN: Partial<StatusAnswer> = {
  isAuthenticated: true,
  user: { id: 'u1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Levi', role: 'user', professionalRole: null, isActive: true, isMfaEnabled: false, createdAt: '', updatedAt: '' },
};

/** Renders the sync with a fetcher whose answer the test releases, as a slow connection would. */
function renderWithSavedLanguage(language: string) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetcher = async () => {
    await answered;
    return { success: true, data: { language, themeMode: null } };
  };
  render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <PreferencesSync />
    </SWRConfig>,
  );
  return release;
}

async function signIn() {
  vi.spyOn(api, 'get').mockResolvedValue({ success: true, ...SIGNED_IN });
  await authStore.checkStatus();
}

afterAll(async () => {
  vi.restoreAllMocks();
  authStore.clear('signed-out');
  await changeLanguage('he');
});

describe("the signed-in user's saved preferences (PreferencesSync)", () => {
  it('apply the saved language when it arrives', async () => {
    await signIn();
    await changeLanguage('he');
    const release = renderWithSavedLanguage('en');
    await act(async () => release());
    await vi.waitFor(() => expect(i18next.language).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('do not take back a language the user chose in this tab before they arrived', async () => {
    await signIn();
    await changeLanguage('he');
    const put = vi.spyOn(api, 'put').mockResolvedValue({ success: true, data: { language: 'en' } });
    const release = renderWithSavedLanguage('he');
    await act(async () => chooseLanguage('en'));
    expect(put).toHaveBeenCalledWith('/users/preferences', { language: 'en' });
    await act(async () => release());
    // Long enough for the answer to have been applied had it been.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(i18next.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
