import { mutate } from 'swr';
import type { SavedPreferences } from '../../api/preference-answers';
import type { Language } from '../../../engine/i18n/languages';
import { api, authStore } from '../session';
import type { ThemePreference } from '../theme/theme-mode-store';

/** The path of the preference calls; every reader keys SWR on [path, user id]. */
export const PREFERENCES_PATH = '/users/preferences';

/** What the header's quick switches change. */
export type QuickPreference = { language: Language } | { themeMode: ThemePreference };

/**
 * Saves a change made from the header (language, theme) to a signed-in user's preferences, and refreshes every
 * reader of them (the profile's preferences tab, PreferencesSync). Visitors' choices stay in this browser only.
 */
export async function saveQuickPreference(change: QuickPreference): Promise<void> {
  const { phase, user } = authStore.getSnapshot();
  if (phase !== 'signed-in' || !user) return;
  try {
    const saved = await api.put<SavedPreferences>(PREFERENCES_PATH, change);
    await mutate([PREFERENCES_PATH, user.id], saved, { revalidate: false });
  } catch (error) {
    console.warn('Could not save the preference', change, error);
  }
}
