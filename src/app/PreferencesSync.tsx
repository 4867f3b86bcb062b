import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PreferencesAnswer } from '../api/preference-answers';
import { isLanguage } from '../../engine/i18n/languages';
import { changeLanguage } from '../i18n/i18n';
import { useAuth } from './auth/use-auth';
import { isLanguageChosenHere } from './preferences/chosen-here';
import { PREFERENCES_PATH } from './preferences/save-preference';
import { setThemePreference, themePreference } from './theme/theme-mode-store';
import { TimeZoneSync } from './time/TimeZoneSync';

/**
 * Once signed in, the user's saved language and theme (GET /api/users/preferences) win over this browser's, and their
 * time zone applies (TimeZoneSync). A language the user chose in this tab before they arrived stays: that choice is
 * being saved as the preference.
 */
export function PreferencesSync() {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const { data } = useSWR<PreferencesAnswer>(auth.phase === 'signed-in' && auth.user ? [PREFERENCES_PATH, auth.user.id] : null);
  const saved = data?.data;
  useEffect(() => {
    if (!saved) return;
    if (isLanguage(saved.language) && saved.language !== i18n.language && !isLanguageChosenHere()) void changeLanguage(saved.language);
    if (saved.themeMode && saved.themeMode !== themePreference()) setThemePreference(saved.themeMode);
    // Only when the saved preferences arrive, not on every language switch of this tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return <TimeZoneSync />;
}
