import { useEffect } from 'react';
import useSWR from 'swr';
import type * as Api from '../../api/generated/api-types';
import { useAuth } from '../auth/use-auth';
import { timeZoneStore } from './time-zone-store';
import { PROFILE_PATH, useDefaultTimeZone } from './use-time-zone';

/**
 * Keeps the tab's time zone: the signed-in user's profile's (the same SWR answer the profile and /settings read, so a
 * change saved there applies at once), else the office's, else this browser's.
 */
export function TimeZoneSync() {
  const { user } = useAuth();
  const fallback = useDefaultTimeZone().timeZone;
  const { data } = useSWR<Api.ProfileAnswer>(user ? [PROFILE_PATH, user.id] : null);
  const chosen = user ? (data?.data.timezone ?? null) : null;
  useEffect(() => timeZoneStore.set({ chosen, fallback }), [chosen, fallback]);
  return null;
}
