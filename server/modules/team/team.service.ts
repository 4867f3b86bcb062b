import { avatarUrl } from '../../users/avatar-url';
import { auditActorOf, writeAudit, type AuditActor } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext, type OfficeRole } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { rolesOfOffice, type OfficeRoles } from '../../office-types/office-roles';
import { httpError } from '../../plugins/errors';
import { teamError } from './team.messages';
import { avatarKeysOfMembers, countPendingInvitations, findMember, lastSeenByMember, listMembers, lockAdminsAnd, updateRoles, type LockedMembership } from './team.queries';
import { memberView, rolesOf, type MemberView } from './team-view';

/** The body of PATCH /api/admin/team/:userId. */
export interface MemberChange {
  role?: OfficeRole;
  professionalRole?: string | null;
}

/** The office's members, the roles it offers and how many invitations are pending. */
export async function listTeam(ctx: OfficeContext): Promise<{ members: MemberView[]; roles: OfficeRoles; pendingInvitations: number }> {
  const now = new Date();
  const listed = await inOffice(ctx, async (trx) => ({
    rows: await listMembers(trx),
    seen: await lastSeenByMember(trx),
    avatars: await avatarKeysOfMembers(trx),
    pendingInvitations: await countPendingInvitations(trx, now),
  }));
  // Only members with a picture get an address: the page never asks for one that is not there.
  const members = listed.rows.map((row) => memberView(row, listed.seen.get(row.user_id), actorUserId(ctx.actor), avatarUrl(row.user_id, listed.avatars.get(row.user_id) ?? null)));
  return { members, roles: rolesOfOffice(ctx.office), pendingInvitations: listed.pendingInvitations };
}

/** A change to the team in the context's office, with its actor as the audit keeps them. */
export function changeTeam<T>(ctx: OfficeContext, work: (trx: ScopedTransaction, actor: AuditActor) => Promise<T>): Promise<T> {
  const actor = auditActorOf(ctx);
  return inOffice(ctx, (trx) => work(trx, actor));
}

/** What a change to one member works with once locked: their membership, and whether another active admin remains. */
export interface LockedChange {
  target: LockedMembership;
  hasOtherActiveAdmin: boolean;
}

/**
 * Locks the office's active admins, the acting admin and the member to change (see lockAdminsAnd), then checks
 * that the actor is still an active admin (403; work that is no person's changes no member) and that the user is
 * a member of this office (404, whatever other offices they belong to).
 */
export async function lockChange(trx: ScopedTransaction, actor: AuditActor, userId: string): Promise<LockedChange> {
  const rows = await lockAdminsAnd(trx, actor.tenantId, actor.userId ? [actor.userId, userId] : [userId]);
  const isActiveAdmin = (row: LockedMembership) => row.role === 'admin' && row.is_active;
  const self = rows.find((row) => row.user_id === actor.userId);
  if (!self || !isActiveAdmin(self)) throw httpError(403, 'ADMIN_REQUIRED');
  const target = rows.find((row) => row.user_id === userId);
  if (!target) throw teamError(404, 'MEMBER_NOT_FOUND');
  return { target, hasOtherActiveAdmin: rows.some((row) => row.user_id !== userId && isActiveAdmin(row)) };
}

/** The member as the API shows them, read inside the transaction that changed them. */
export async function currentMember(trx: ScopedTransaction, userId: string, actor: AuditActor, lastSeen?: Date): Promise<MemberView> {
  const row = await findMember(trx, userId);
  if (!row) throw teamError(404, 'MEMBER_NOT_FOUND');
  return memberView(row, lastSeen ?? (await lastSeenByMember(trx)).get(userId), actor.userId);
}

/**
 * Changes a member's role and professional role. A professional role must be one the office offers (400);
 * the last active admin keeps the admin role (409 LAST_ADMIN). Changing nothing is not recorded.
 */
export async function changeMember(ctx: OfficeContext, userId: string, change: MemberChange): Promise<MemberView> {
  const offered = new Set(ctx.office.security.roles.map((role) => role.id));
  const now = new Date();
  return changeTeam(ctx, async (trx, actor) => {
    const { target, hasOtherActiveAdmin } = await lockChange(trx, actor, userId);
    const next = { role: change.role ?? target.role, professional_role: change.professionalRole === undefined ? target.professional_role : change.professionalRole };
    if (next.professional_role !== null && next.professional_role !== target.professional_role && !offered.has(next.professional_role)) {
      throw teamError(400, 'INVALID_PROFESSIONAL_ROLE', 'professionalRole');
    }
    if (next.role === target.role && next.professional_role === target.professional_role) return currentMember(trx, userId, actor);
    if (target.role === 'admin' && target.is_active && next.role !== 'admin' && !hasOtherActiveAdmin) throw teamError(409, 'LAST_ADMIN', 'role');
    await updateRoles(trx, userId, next, now);
    await writeAudit(trx, actor, { eventType: 'team.role_changed', serviceName: 'team', entityType: 'membership', entityId: userId, before: rolesOf(target), after: rolesOf(next), success: true });
    return currentMember(trx, userId, actor);
  });
}
