import type { ScopedTransaction } from '../../db/context';

/** The user's account, without its password hash or anything else secret. */
export async function exportedAccount(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      'u.email_verified_at',
      'u.mfa_enabled',
      'u.password_changed_at',
      'u.created_at',
      'u.updated_at',
      'p.user_id as profile_user_id',
      'p.phone',
      'p.company',
      'p.position',
      'p.timezone',
      'p.language',
      'p.avatar_key',
      'p.bio',
      'p.linked_in',
      'p.website',
      'p.updated_at as profile_updated_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The preferences the user set (the JSON as stored). */
export async function exportedPreferences(trx: ScopedTransaction, userId: string) {
  return (await trx.selectFrom('user_preferences').select('preferences').where('user_id', '=', userId).executeTakeFirst())?.preferences ?? {};
}

/** The user's sessions, ended ones too, without the hash of their cookie. */
export async function exportedSessions(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('sessions')
    .select(['id', 'tenant_id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every security event of the user, newest first. */
export async function exportedSecurityEvents(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('security_events')
    .select(['id', 'tenant_id', 'created_at', 'event_type', 'success', 'ip', 'user_agent', 'details'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The user's own entries in the audit log of the transaction's office, newest first. */
export async function exportedAuditEntries(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('audit_log')
    .select(['id', 'tenant_id', 'occurred_at', 'event_type', 'service_name', 'entity_type', 'entity_id', 'before', 'after', 'success', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .execute();
}
