import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { PROFILE_PATH } from '../../../app/time/use-time-zone';
import { useOwnKey } from '../parts/use-own-key';

/** The profile as GET /api/users/profile answers it (generated from server/modules/profile/profile.schemas.ts). */
export type Profile = Api.Profile;

/** The path of the profile calls (shared with the app's time zone, which reads the same answer). */
export { PROFILE_PATH };

/** The signed-in user's profile, loaded through SWR. */
export function useProfile() {
  return useSWR<{ data: Profile }>(useOwnKey(PROFILE_PATH));
}
