import { auditActorIn } from '../../audit/call-actor';
import { auditActorOf, recordAudit, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import { fieldError, httpError, HttpError } from '../../plugins/errors';
import { isLocked, recordCredentialFailure } from '../../security/lockout';
import { verifyPassword } from '../../security/passwords';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import { recordSecurityEvent } from '../../users/security-events';
import { ACCOUNT_TEXTS, lastAdminMessages } from './account.messages';
import { accountCredentials, deleteOffice, deleteUser, insertPlatformEvent, lockOfficeMembers } from './deletion.queries';
import { actInOffice, ownMemberships, type OwnMembership } from './office-scope';

/** What deleting an account works with besides the context: the stored files (the account's picture) and the log. */
export type DeletionDeps = StoredFiles;

/** What becomes of each of the user's offices. */
interface Plan {
  /** Offices whose last active admin the user is while others are still active: the deletion is refused. */
  blocked: OwnMembership[];
  /** Offices where nobody else is active: deleted with the user. */
  abandoned: OwnMembership[];
  /** Offices that go on without the user. */
  left: OwnMembership[];
}

// Reads and locks every office's members, so that the plan holds until the transaction ends.
async function planOffices(trx: ScopedTransaction, userId: string, memberships: OwnMembership[]): Promise<Plan> {
  const plan: Plan = { blocked: [], abandoned: [], left: [] };
  for (const membership of memberships) {
    await actInOffice(trx, membership.tenant_id);
    const others = (await lockOfficeMembers(trx, membership.tenant_id)).filter((member) => member.user_id !== userId && member.is_active);
    if (membership.is_active && others.length === 0) plan.abandoned.push(membership);
    else if (membership.is_active && membership.role === 'admin' && !others.some((member) => member.role === 'admin')) plan.blocked.push(membership);
    else plan.left.push(membership);
  }
  return plan;
}

async function refuseWrongPassword(ctx: OwnContext, userId: string): Promise<never> {
  const { ip, userAgent } = ctx.origin;
  const lock = await recordCredentialFailure(ctx.db, { userId, ip, userAgent, kind: 'account-delete' });
  await recordSecurityEvent(ctx, { userId, tenantId: officeOf(ctx)?.tenant.id ?? null, eventType: 'account-delete', success: false, details: { reason: 'invalid-password' } });
  if (lock.locked) throw httpError(423, 'ACCOUNT_LOCKED');
  throw new HttpError(400, 'PASSWORD_INCORRECT', ACCOUNT_TEXTS.PASSWORD_INCORRECT, [fieldError('password', ACCOUNT_TEXTS.PASSWORD_INCORRECT)]);
}

/**
 * Deletes the signed-in user's account once their password is checked (a wrong one counts toward the lock).
 * The last active admin of an office with other active members is refused (409, naming the office). An
 * office where nobody else is active is deleted with them, its audit log with it; the offices that go on
 * record that the user left. Every session ends with the account; the platform's log records the deletion.
 */
export async function deleteOwnAccount(ctx: OwnContext, deps: DeletionDeps, password: string): Promise<void> {
  const userId = ownUserId(ctx);
  const credentials = await withContext(ctx.db, { userId }, (trx) => accountCredentials(trx, userId));
  if (!credentials) throw httpError(404, 'NOT_FOUND');
  if (isLocked(credentials.locked_until)) throw httpError(423, 'ACCOUNT_LOCKED');
  if (!(await verifyPassword(credentials.password_hash, password))) await refuseWrongPassword(ctx, userId);

  const { ip, userAgent } = ctx.origin;
  const current = officeOf(ctx);
  try {
    await withContext(ctx.db, { userId }, async (trx) => {
      const plan = await planOffices(trx, userId, await ownMemberships(trx));
      if (plan.blocked.length > 0) throw new HttpError(409, 'LAST_ADMIN', lastAdminMessages(plan.blocked.map((office) => office.name)));
      for (const office of plan.abandoned) {
        await actInOffice(trx, office.tenant_id);
        if (!(await deleteOffice(trx, office.tenant_id))) throw new Error(`The office ${office.tenant_id} could not be deleted with its last member`);
      }
      for (const office of plan.left) {
        await actInOffice(trx, office.tenant_id);
        await writeAudit(trx, auditActorIn(ctx, office.tenant_id, userId), { eventType: 'account.delete', serviceName: 'users', entityType: 'user', entityId: userId, before: { role: office.role, isActive: office.is_active }, success: true });
      }
      await actInOffice(trx, null);
      if (!(await deleteUser(trx, userId))) throw new Error('The signed-in user could not be deleted');
      await insertPlatformEvent(trx, {
        userId,
        eventType: 'account.delete',
        ip,
        userAgent,
        details: { deletedOffices: plan.abandoned.map((office) => ({ id: office.tenant_id, slug: office.slug })), leftOffices: plan.left.map((office) => ({ id: office.tenant_id, slug: office.slug, role: office.role })) },
      });
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'LAST_ADMIN' && current) {
      await recordAudit(ctx.db, auditActorOf(current), { eventType: 'account.delete', serviceName: 'users', entityType: 'user', entityId: userId, after: { reason: 'last-admin' }, success: false });
    }
    throw error;
  }
  if (credentials.avatar_key) await deleteFileQuietly(deps, credentials.avatar_key, 'the picture of a deleted account');
}

