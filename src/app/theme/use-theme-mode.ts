import { useCallback, useSyncExternalStore } from 'react';
import { saveQuickPreference } from '../preferences/save-preference';
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
    void saveQuickPreference({ themeMode: next });
  }, []);
  return { mode, preference, setPreference };
}
