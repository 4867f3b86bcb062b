import { readStored, writeStored } from '../../api/web-storage';

/** What the user chose: light, dark, or follow the system (spec 1 §3 preferences). */
export type ThemePreference = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'lishka.themeMode';
const listeners = new Set<() => void>();
let preference: ThemePreference = read();

function read(): ThemePreference {
  const stored = readStored('local', STORAGE_KEY);
  return stored === 'dark' || stored === 'system' ? stored : 'light';
}

/** The stored theme preference (default light, spec 1 §4). */
export function themePreference(): ThemePreference {
  return preference;
}

/** Stores the theme preference in the browser and tells the page. */
export function setThemePreference(next: ThemePreference): void {
  preference = next;
  writeStored('local', STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

/** Listens to changes of the preference. */
export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
