import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';

/** The account lock (issue 4; README "Security thresholds"). */
export const LOCKOUT = {
  /** Failed password checks within `windowMinutes` that lock the account… */
  failuresBeforeLock: 5,
  windowMinutes: 15,
  /** …for this long. */
  lockMinutes: 15,
  /** Failed attempts of any kind (passwords and codes) in an hour that lock the account until that hour has passed. */
  hourlyCeiling: 100,
} as const;

/** What a failed check is of: which credential was wrong. */
export type CredentialKind = 'password' | 'otp' | 'mfa' | 'change-password' | 'mfa-disable' | 'account-delete';

/** The kinds that check the password: they count towards the 5-in-15-minutes lock. Codes count towards the hourly ceiling only (a wrong code spends its try; 5 spend the code). */
const PASSWORD_KINDS: readonly CredentialKind[] = ['password', 'change-password', 'mfa-disable', 'account-delete'];

/** A failed credential check. */
export interface CredentialFailure {
  userId: string;
  ip: string | null;
  userAgent?: string | null;
  kind: CredentialKind;
}

/** Whether an account is locked now, and until when. */
export interface LockState {
  locked: boolean;
  until: Date | null;
}

const MINUTE = 60_000;

/** Whether the account is locked at `now` (its lock is kept on the user row). */
export async function lockStateOf(db: Kysely<Database>, userId: string, now = new Date()): Promise<LockState> {
  const row = await withContext(db, { userId }, (trx) => trx.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst());
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > now ? { locked: true, until } : { locked: false, until: null };
}

/** Whether a lock (from the sign-in look-up) is still in force. */
export function isLocked(lockedUntil: Date | null | undefined, now = new Date()): boolean {
  return lockedUntil !== null && lockedUntil !== undefined && new Date(lockedUntil) > now;
}

/**
 * Records a failed credential check and locks the account when it reaches a threshold: 5 failed passwords
 * within 15 minutes lock it for 15 minutes; 100 failed attempts of any kind within an hour lock it until that
 * hour has passed. A lock is a security event of the account. Successful sign-ins and password resets clear
 * the count.
 */
export async function recordCredentialFailure(db: Kysely<Database>, failure: CredentialFailure, now = new Date()): Promise<LockState> {
  return withContext(db, { userId: failure.userId }, async (trx) => {
    await trx.insertInto('credential_failures').values({ user_id: failure.userId, kind: failure.kind, ip: failure.ip, occurred_at: now }).execute();
    const counts = await sql<{ recent: string; hourly: string; oldest_in_hour: Date | null }>`
      select count(*) filter (where occurred_at > ${new Date(now.getTime() - LOCKOUT.windowMinutes * MINUTE)} and kind in (${sql.join(PASSWORD_KINDS)})) as recent,
             count(*) as hourly,
             min(occurred_at) as oldest_in_hour
      from credential_failures
      where user_id = ${failure.userId} and cleared_at is null and occurred_at > ${new Date(now.getTime() - 60 * MINUTE)}`.execute(trx);
    const { recent, hourly, oldest_in_hour } = counts.rows[0]!;
    let until: Date | null = null;
    if (Number(hourly) >= LOCKOUT.hourlyCeiling && oldest_in_hour) until = new Date(new Date(oldest_in_hour).getTime() + 60 * MINUTE);
    if (Number(recent) >= LOCKOUT.failuresBeforeLock) {
      const windowLock = new Date(now.getTime() + LOCKOUT.lockMinutes * MINUTE);
      if (!until || windowLock > until) until = windowLock;
    }
    if (!until) return { locked: false, until: null };
    await trx.updateTable('users').set({ locked_until: until }).where('id', '=', failure.userId).execute();
    await trx
      .insertInto('security_events')
      .values({ user_id: failure.userId, tenant_id: null, event_type: 'lockout', success: false, ip: failure.ip, user_agent: failure.userAgent ?? null, details: JSON.stringify({ kind: failure.kind, until: until.toISOString() }) })
      .execute();
    return { locked: true, until };
  });
}

/** Clears an account's failed checks and its lock (a successful sign-in, a password reset). */
export async function clearCredentialFailures(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  await withContext(db, { userId }, async (trx) => {
    await trx.updateTable('credential_failures').set({ cleared_at: now }).where('user_id', '=', userId).where('cleared_at', 'is', null).execute();
    await trx.updateTable('users').set({ locked_until: null }).where('id', '=', userId).where('locked_until', 'is not', null).execute();
  });
}
