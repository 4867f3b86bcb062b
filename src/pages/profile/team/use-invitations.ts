import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { useOwnKey } from '../parts/use-own-key';

/** What GET /api/users/invitations answers (generated from server/modules/invitations). */
export type InvitationsAnswer = Api.InvitationsAnswer;

/** An invitation as the list shows it: never its token. */
export type Invitation = InvitationsAnswer['data'][number];

/** The path of the invitation calls. */
export const INVITATIONS_PATH = '/users/invitations';

/** The current office's invitations, newest first; only called for admins (any other 403 would end the session, spec 1 §4). */
export function useInvitations(isAdmin: boolean) {
  return useSWR<InvitationsAnswer>(useOwnKey(isAdmin ? INVITATIONS_PATH : null));
}
