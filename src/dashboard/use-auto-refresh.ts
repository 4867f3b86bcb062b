import useSWR from 'swr';
import type { PreferencesAnswer } from '../api/preference-answers';
import { useAuth } from '../app/auth/use-auth';
import { PREFERENCES_PATH } from '../app/preferences/save-preference';

const CHOICES = new Set([1, 5, 15, 30]);

/** The dashboard's refresh interval in milliseconds from the user's preference (never, 1, 5, 15 or 30 minutes); 0 is never. */
export function useAutoRefresh(): number {
  const auth = useAuth();
  const { data } = useSWR<PreferencesAnswer>(auth.phase === 'signed-in' && auth.user ? [PREFERENCES_PATH, auth.user.id] : null);
  const minutes = data?.data.dashboardAutoRefresh ?? 0;
  return CHOICES.has(minutes) ? minutes * 60_000 : 0;
}
