import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { PROFILE_PATH } from '../../../app/time/use-time-zone';
import { useOwnKey } from '../parts/use-own-key';

/** What GET /api/users/profile answers (generated from server/modules/profile/profile.schemas.ts). */
export type ProfileAnswer = Api.ProfileAnswer;

/** The signed-in user's profile. */
export type Profile = ProfileAnswer['data'];

/** What PUT /api/users/profile answers: the message, and the profile as saved. */
export type ProfileChanged = Api.ProfileChanged;

/** The path of the profile calls (shared with the app's time zone, which reads the same answer). */
export { PROFILE_PATH };

/** The signed-in user's profile, loaded through SWR. */
export function useProfile() {
  return useSWR<ProfileAnswer>(useOwnKey(PROFILE_PATH));
}
