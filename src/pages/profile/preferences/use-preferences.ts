import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PreferencesAnswer, SavedPreferences, UserPreferences } from '../../../api/preference-answers';
import { PREFERENCES_PATH } from '../../../app/preferences/save-preference';
import { api } from '../../../app/session';
import { setThemePreference } from '../../../app/theme/theme-mode-store';
import { changeLanguage } from '../../../i18n/i18n';
import { useOwnKey } from '../parts/use-own-key';
import { PROFILE_PATH } from '../personal/use-profile';
import { useServerAction, type ServerAction } from '../../../app/actions/use-server-action';


/** The saved preferences and how to change them. */
export interface PreferencesHandle {
  preferences?: UserPreferences;
  error?: unknown;
  isLoading: boolean;
  retry(): void;
  /** Saves some preferences (PUT); the theme and the language take effect as soon as the server has them. Answers whether it saved. */
  save(changes: Partial<UserPreferences>): Promise<boolean>;
  action: ServerAction;
}

/** The one place the profile and the settings page read and save preferences (GET and PUT /api/users/preferences). */
export function usePreferences(): PreferencesHandle {
  const { data, error, isLoading, mutate } = useSWR<PreferencesAnswer>(useOwnKey(PREFERENCES_PATH));
  const { mutate: mutateAny } = useSWRConfig();
  const action = useServerAction();
  const { run } = action;

  const save = useCallback(
    async (changes: Partial<UserPreferences>) => {
      const answer = await run(() => api.put<SavedPreferences>(PREFERENCES_PATH, changes), {
        after: async (saved) => {
          if (changes.themeMode) setThemePreference(saved.data.themeMode);
          if (changes.language) {
            await changeLanguage(saved.data.language);
            // The profile's language is the same value.
            void mutateAny((key) => Array.isArray(key) && key[0] === PROFILE_PATH);
          }
          await mutate({ success: true, data: saved.data }, { revalidate: false });
        },
      });
      return answer !== undefined;
    },
    [mutate, mutateAny, run],
  );

  return { preferences: data?.data, error, isLoading: isLoading || (!data && !error), retry: () => void mutate(), save, action };
}
