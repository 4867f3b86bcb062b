import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { UserPreferences } from '../../../api/preference-answers';
import { api } from '../../../app/session';
import { setThemePreference, themePreference } from '../../../app/theme/theme-mode-store';
import { notifications } from '../../../notifications/notifications';
import { renderWithApp } from '../../../testing/render-with-app';
import { PreferencesForm } from './PreferencesForm';

vi.mock('../parts/use-own-key', () => ({ useOwnKey: (path: string | null) => (path ? [path, 'user-1'] : null) }));

const SAVED: UserPreferences = { themeMode: 'light', language: 'he', updateChannel: 'stable', backupFrequency: 'weekly', sessionTimeout: 'never', dashboardAutoRefresh: 0 };
const SAVED_TEXT = { success: true, message: 'Preferences saved', messages: { he: 'ההעדפות נשמרו', en: 'Preferences saved' } };

function withServer(ui: ReactNode) {
  return <SWRConfig value={{ provider: () => new Map(), fetcher: async () => ({ success: true, data: SAVED }) }}>{ui}</SWRConfig>;
}

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clear();
  setThemePreference('light');
});

describe('the preferences form (PUT /api/users/preferences)', () => {
  it('saves the theme as soon as it is chosen, and applies it', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...SAVED_TEXT, data: { ...SAVED, themeMode: 'dark' } });
    renderWithApp(withServer(<PreferencesForm names={['themeMode']} />));
    fireEvent.click(await screen.findByText('כהה'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users/preferences', { themeMode: 'dark' }));
    await waitFor(() => expect(themePreference()).toBe('dark'));
    expect(notifications.getSnapshot()[0]).toMatchObject({ message: 'ההעדפות נשמרו', severity: 'success' });
  });

  it('switches the language once the server has it, and says so in the new language', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...SAVED_TEXT, data: { ...SAVED, language: 'en' } });
    const { container } = renderWithApp(withServer(<PreferencesForm names={['language']} />));
    await screen.findByText('שפת הממשק');
    fireEvent.mouseDown(container.querySelector('.ant-select')!.querySelector('input')!);
    fireEvent.click(await screen.findByText('English', { selector: '.ant-select-item-option-content span' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users/preferences', { language: 'en' }));
    await waitFor(() => expect(i18next.language).toBe('en'));
    await waitFor(() => expect(notifications.getSnapshot()[0]?.message).toBe('Preferences saved'));
  });

  it('shows a refusal and keeps what the server has', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('השרת אינו זמין; נסו שוב מאוחר יותר', 503, 'SERVER_ERROR'));
    renderWithApp(withServer(<PreferencesForm names={['themeMode']} />));
    fireEvent.click(await screen.findByText('כהה'));
    expect((await screen.findByRole('alert')).textContent).toContain('השרת אינו זמין');
    expect(themePreference()).toBe('light');
    await waitFor(() => expect((screen.getByDisplayValue('light') as HTMLInputElement).checked).toBe(true));
  });
});
