import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { MembershipsTable } from '../../db/schema';

// Every function runs inside the caller's transaction, in the office's tenant: row-level security keeps it to
// that office's memberships (and the users who are its members).

/** A member's row as the team list reads it. */
export interface MemberRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: MembershipsTable['role'];
  professional_role: string | null;
  is_active: boolean;
  created_at: Date;
  deactivated_at: Date | null;
  mfa_enabled: boolean;
}

function members(trx: ScopedTransaction) {
  return trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.professional_role', 'm.is_active', 'm.created_at', 'm.deactivated_at', 'u.mfa_enabled']);
}

/** The office's members, active and not, by name. */
export async function listMembers(trx: ScopedTransaction): Promise<MemberRow[]> {
  return members(trx).orderBy('u.first_name').orderBy('u.last_name').orderBy('u.email').execute();
}

/** One member of the office, if the user is one. */
export async function findMember(trx: ScopedTransaction, userId: string): Promise<MemberRow | undefined> {
  return members(trx).where('m.user_id', '=', userId).executeTakeFirst();
}

/** Each member's latest session activity in the office (read past the sessions' own-user policy, for its admin only). */
export async function lastSeenByMember(trx: ScopedTransaction): Promise<Map<string, Date>> {
  const { rows } = await sql<{ user_id: string; last_seen_at: Date }>`select user_id, last_seen_at from team_last_seen()`.execute(trx);
  return new Map(rows.map((row) => [row.user_id, new Date(row.last_seen_at)]));
}

/** The avatar key of each member who has a picture (read past the profiles' own-user policy, for the office's admin only). */
export async function avatarKeysOfMembers(trx: ScopedTransaction): Promise<Map<string, string>> {
  const { rows } = await sql<{ user_id: string; avatar_key: string }>`select user_id, avatar_key from team_avatar_keys()`.execute(trx);
  return new Map(rows.map((row) => [row.user_id, row.avatar_key]));
}

/** How many of the office's invitations still wait for an answer. */
export async function countPendingInvitations(trx: ScopedTransaction, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A membership as the last-admin check reads it. */
export type LockedMembership = Pick<MembershipsTable, 'user_id' | 'role' | 'professional_role'> & { is_active: boolean };

/**
 * The office's active admins and the given members, locked until the transaction ends, always in the same order
 * (no deadlock between two admins changing each other). A concurrent change waits here and then reads the
 * rows as committed, so two admins demoting each other at once cannot leave the office without one.
 */
export async function lockAdminsAnd(trx: ScopedTransaction, tenantId: string, userIds: string[]): Promise<LockedMembership[]> {
  return trx
    .selectFrom('memberships')
    .select(['user_id', 'role', 'professional_role', 'is_active'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb.and([eb('role', '=', 'admin'), eb('is_active', '=', true)]), eb('user_id', 'in', userIds)]))
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

/** Gives a member their new roles. */
export async function updateRoles(trx: ScopedTransaction, userId: string, roles: Pick<MembershipsTable, 'role' | 'professional_role'>, now: Date): Promise<void> {
  await trx.updateTable('memberships').set({ ...roles, updated_at: now }).where('user_id', '=', userId).execute();
}

/** Deactivates a member (recording when and by whom) or reactivates them. */
export async function setMemberActive(trx: ScopedTransaction, userId: string, isActive: boolean, actorId: string | null, now: Date): Promise<void> {
  await trx
    .updateTable('memberships')
    .set({ is_active: isActive, deactivated_at: isActive ? null : now, deactivated_by: isActive ? null : actorId, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Ends every session the member signed in to this office with (not their sessions in other offices); answers how many. */
export async function endMemberSessions(trx: ScopedTransaction, userId: string, now: Date): Promise<number> {
  const { rows } = await sql<{ ended: number }>`select end_member_sessions(${userId}::uuid, ${now}) as ended`.execute(trx);
  return Number(rows[0]?.ended ?? 0);
}
