import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { useOwnKey } from '../parts/use-own-key';

/** An invitation as GET /api/users/invitations answers it: never its token (generated from server/modules/invitations). */
export type Invitation = Api.Invitation;

/** The path of the invitation calls. */
export const INVITATIONS_PATH = '/users/invitations';

/** The current office's invitations, newest first; only called for admins (any other 403 would end the session, spec 1 §4). */
export function useInvitations(isAdmin: boolean) {
  return useSWR<{ data: Invitation[] }>(useOwnKey(isAdmin ? INVITATIONS_PATH : null));
}
