import useSWR from 'swr';
import type { Language } from '../../../../engine/i18n/languages';
import { PROFILE_PATH } from '../../../app/time/use-time-zone';
import { useOwnKey } from '../parts/use-own-key';

/** The profile as GET /api/users/profile answers it (server/modules/profile/profile.view.ts). */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'manager' | 'user' | 'viewer' | null;
  isActive: boolean;
  isMfaEnabled: boolean;
  phone: string | null;
  company: string | null;
  position: string | null;
  timezone: string | null;
  language: Language;
  avatarUrl: string | null;
  bio: string | null;
  linkedIn: string | null;
  website: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The path of the profile calls (shared with the app's time zone, which reads the same answer). */
export { PROFILE_PATH };

/** The signed-in user's profile, loaded through SWR. */
export function useProfile() {
  return useSWR<{ data: Profile }>(useOwnKey(PROFILE_PATH));
}
