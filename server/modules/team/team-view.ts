import type { MemberRow } from './team.queries';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A member as the API shows them to the office's admin. */
export function memberView(row: MemberRow, lastSeenAt: Date | undefined, currentUserId: string | null, avatarUrl: string | null = null) {
  return {
    userId: row.user_id,
    avatarUrl,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    professionalRole: row.professional_role,
    isActive: row.is_active,
    joinedAt: iso(row.created_at)!,
    lastSeenAt: lastSeenAt ? lastSeenAt.toISOString() : null,
    mfaEnabled: row.mfa_enabled,
    deactivatedAt: iso(row.deactivated_at),
    isCurrentUser: row.user_id === currentUserId,
  };
}

/** A member as the API shows them. */
export type MemberView = ReturnType<typeof memberView>;

/** A membership's roles, as the audit log records them before and after a change. */
export function rolesOf(row: { role: string; professional_role: string | null }) {
  return { role: row.role, professionalRole: row.professional_role };
}
