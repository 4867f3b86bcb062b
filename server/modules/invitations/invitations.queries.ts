import { sql, type Kysely } from 'kysely';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database, InvitationsTable } from '../../db/schema';
import type { InvitationRow } from './invitation-view';

// Every function but findInvitationByToken runs inside the caller's transaction, in the invitation's tenant:
// row-level security keeps it to that tenant's invitations and members.

/** Serialises the invitations of one address in one office until the transaction ends (no two pending ones). */
export async function lockAddress(trx: ScopedTransaction, tenantId: string, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`invitation:${tenantId}:${email}`}))`.execute(trx);
}

/** Whether an account with this address belongs to the current office (active or not). */
export async function isMemberByEmail(trx: ScopedTransaction, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.user_id')
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an account belongs to the current office (active or not). */
export async function isMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  return (await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Whether the office has an invitation to this address that still works, other than `exceptId`. */
export async function hasPendingInvitation(trx: ScopedTransaction, email: string, now: Date, exceptId?: string): Promise<boolean> {
  let query = trx.selectFrom('invitations').select('id').where('email', '=', email).where('accepted_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

function withInviter(trx: ScopedTransaction) {
  return trx
    .selectFrom('invitations')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.tenant_id',
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.professional_role',
      'invitations.invited_by',
      'invitations.created_at',
      'invitations.sent_at',
      'invitations.expires_at',
      'invitations.accepted_at',
      'invitations.accepted_user_id',
      'invitations.revoked_at',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
      'inviter.email as inviter_email',
    ]);
}

/** The current office's invitations, newest first. */
export async function listInvitations(trx: ScopedTransaction): Promise<InvitationRow[]> {
  return withInviter(trx).orderBy('invitations.created_at', 'desc').orderBy('invitations.id', 'desc').execute();
}

/** One invitation of the current office, if it is one of its. */
export async function findInvitation(trx: ScopedTransaction, id: string): Promise<InvitationRow | undefined> {
  return withInviter(trx).where('invitations.id', '=', id).executeTakeFirst();
}

/** A new invitation of the current office; answers its id. */
export async function insertInvitation(
  trx: ScopedTransaction,
  values: Pick<InvitationsTable, 'tenant_id' | 'email' | 'role' | 'professional_role' | 'token_hash' | 'invited_by'> & { expires_at: Date; now: Date },
): Promise<string> {
  const { now, ...rest } = values;
  const row = await trx.insertInto('invitations').values({ ...rest, created_at: now, sent_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes an invitation neither accepted nor revoked; answers whether it did. */
export async function revokeInvitation(trx: ScopedTransaction, id: string, now: Date): Promise<boolean> {
  const result = await trx.updateTable('invitations').set({ revoked_at: now }).where('id', '=', id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives an invitation neither accepted nor revoked a new token and expiry (the old link stops working); answers whether it did. */
export async function replaceInvitationToken(trx: ScopedTransaction, id: string, tokenHash: Buffer, expiresAt: Date, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt, sent_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the invitation with this token accepted by a user, if it still works; answers whether it did (single use). */
export async function markInvitationAccepted(trx: ScopedTransaction, id: string, tokenHash: Buffer, userId: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('invitations')
    .set({ accepted_at: now, accepted_user_id: userId })
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An account created by accepting an invitation: its address confirmed by the link. */
export async function insertInvitedUser(
  trx: ScopedTransaction,
  user: { id: string; email: string; passwordHash: string; firstName: string; lastName: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('users')
    .values({ id: user.id, email: user.email, password_hash: user.passwordHash, first_name: user.firstName, last_name: user.lastName, email_verified_at: user.now, password_changed_at: user.now })
    .execute();
}

/** Makes a user a member of the current office with the invited roles. */
export async function insertMembership(trx: ScopedTransaction, membership: { tenantId: string; userId: string; role: InvitationsTable['role']; professionalRole: string }): Promise<void> {
  await trx.insertInto('memberships').values({ tenant_id: membership.tenantId, user_id: membership.userId, role: membership.role, professional_role: membership.professionalRole }).execute();
}

/** A user's own address and name (the current user, or a member of the current office). */
export async function findUserNameAndEmail(trx: ScopedTransaction, userId: string): Promise<{ email: string; first_name: string; last_name: string } | undefined> {
  return trx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

/** An invitation by its token, with its office, as the join screen and registration see it. */
export interface InvitationByToken {
  id: string;
  tenant_id: string;
  email: string;
  role: InvitationsTable['role'];
  professional_role: string;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  tenant_name: string;
  tenant_slug: string;
  office_type: string;
  tenant_overrides: Record<string, unknown>;
}

/** The invitation with this token hash, if any (past row-level security, that one row only). */
export async function findInvitationByToken(db: Kysely<Database>, tokenHash: Buffer): Promise<InvitationByToken | undefined> {
  return withContext(db, {}, async (trx) => (await sql<InvitationByToken>`select * from invitation_lookup(${tokenHash})`.execute(trx)).rows[0]);
}

/** Whether an account has this e-mail address, whatever its case (a yes or no, never the account). */
export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return withContext(db, {}, async (trx) => (await sql<{ taken: boolean }>`select email_taken(${email}) as taken`.execute(trx)).rows[0]?.taken === true);
}
