import { useCallback, useSyncExternalStore } from 'react';
import { api } from '../session';
import { authStore } from '../session';
import { setThemePreference, subscribeThemePreference, themePreference, type ThemePreference } from './theme-mode-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

const systemIsDark = (): boolean => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** The theme mode in use, the user's preference, and a setter that also saves it to a signed-in user's preferences. */
export function useThemeMode(): { mode: 'light' | 'dark'; preference: ThemePreference; setPreference(next: ThemePreference): void } {
  const preference = useSyncExternalStore(subscribeThemePreference, themePreference, themePreference);
  const isSystemDark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  const mode = preference === 'system' ? (isSystemDark ? 'dark' : 'light') : preference;
  const setPreference = useCallback((next: ThemePreference) => {
    setThemePreference(next);
    if (authStore.getSnapshot().phase === 'signed-in') {
      api.put('/users/preferences', { themeMode: next }).catch((error: unknown) => console.warn('Could not save the theme preference', error));
    }
  }, []);
  return { mode, preference, setPreference };
}
