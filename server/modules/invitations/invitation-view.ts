import type { Selectable } from 'kysely';
import type { InvitationsTable } from '../../db/schema';

/** Where an invitation stands: pending and expired are computed from its expiry; accepted and revoked are recorded. */
export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** An invitation's row as the admin side reads it, with the name of who invited. */
export type InvitationRow = Omit<Selectable<InvitationsTable>, 'token_hash'> & { inviter_first_name: string | null; inviter_last_name: string | null; inviter_email: string | null };

/** How many days an invitation link works. */
export const INVITATION_DAYS = 7;

/** The status of an invitation at `now`. */
export function invitationStatus(row: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date }, now: Date): InvitationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at) <= now ? 'expired' : 'pending';
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** An invitation as the API shows it: never its token. */
export function invitationView(row: InvitationRow, now: Date) {
  const name = [row.inviter_first_name, row.inviter_last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    professionalRole: row.professional_role,
    status: invitationStatus(row, now),
    invitedBy: row.invited_by ? { id: row.invited_by, name: name || row.inviter_email || '' } : null,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at)!,
    expiresAt: iso(row.expires_at)!,
    acceptedAt: iso(row.accepted_at),
    revokedAt: iso(row.revoked_at),
  };
}

/** The invitation as the API shows it. */
export type InvitationView = ReturnType<typeof invitationView>;
