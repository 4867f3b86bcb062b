import useSWR from 'swr';
import { useOwnKey } from '../parts/use-own-key';

/** An invitation as GET /api/users/invitations answers it: never its token. */
export interface Invitation {
  id: string;
  email: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professionalRole: string;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  invitedBy: { id: string; name: string } | null;
  createdAt: string;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

/** The path of the invitation calls. */
export const INVITATIONS_PATH = '/users/invitations';

/** The current office's invitations, newest first; only called for admins (any other 403 would end the session, spec 1 §4). */
export function useInvitations(isAdmin: boolean) {
  return useSWR<{ data: Invitation[] }>(useOwnKey(isAdmin ? INVITATIONS_PATH : null));
}
