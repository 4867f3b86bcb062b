import type { ScopedTransaction } from '../../db/context';

/** What deleting an account checks and cleans up: its password hash, its lock and its picture. */
export async function accountCredentials(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.password_hash', 'u.locked_until', 'p.avatar_key'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The members of the transaction's office, locked until it ends so that no role or status changes meanwhile. */
export async function lockOfficeMembers(trx: ScopedTransaction, tenantId: string) {
  return trx.selectFrom('memberships').select(['user_id', 'role', 'is_active']).where('tenant_id', '=', tenantId).forUpdate().execute();
}

/** Deletes the transaction's office with everything of it; the database allows it only when no other member is active. */
export async function deleteOffice(trx: ScopedTransaction, tenantId: string): Promise<boolean> {
  const result = await trx.deleteFrom('tenants').where('id', '=', tenantId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the transaction's user; their memberships, sessions, security events, profile and preferences go with them. */
export async function deleteUser(trx: ScopedTransaction, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Records the deletion in the platform's log, which outlives the account and its offices. */
export async function insertPlatformEvent(trx: ScopedTransaction, event: { userId: string; eventType: string; details: Record<string, unknown>; ip: string | null; userAgent: string | null }): Promise<void> {
  await trx
    .insertInto('platform_audit_log')
    .values({ event_type: event.eventType, service_name: 'users', success: true, user_id: event.userId, details: JSON.stringify(event.details), ip: event.ip, user_agent: event.userAgent })
    .execute();
}
