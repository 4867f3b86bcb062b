import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { Membership, RequestAuth } from '../http/request-context';
import { hashSecretId, newSecretId } from '../security/tokens';
import { membershipOf, type MembershipRow } from '../tenancy/tenant-queries';
import type { SessionCache } from './session-cache';

/** How often a session's last activity is written back, at most. */
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  id: string;
  user_id: string;
  tenant_id: string | null;
  last_seen_at: Date;
  idle_timeout_minutes: number;
  expires_at: Date;
  revoked_at: Date | null;
  user_is_active: boolean;
  password_change_required: boolean;
}

/** Whether a session row is still valid at `now` (not ended, its user active, within its lifetimes), and whether its last activity is due to be written. */
function sessionState(row: SessionRow, now: Date): 'valid' | 'touch' | null {
  if (row.revoked_at || !row.user_is_active) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  if (now >= new Date(row.expires_at) || idle >= row.idle_timeout_minutes * 60_000) return null;
  return idle >= TOUCH_INTERVAL_MS ? 'touch' : 'valid';
}

async function touchSession(db: Kysely<Database>, row: SessionRow, sessionHash: Buffer, now: Date): Promise<void> {
  await withContext(db, { userId: row.user_id }, (trx) => trx.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', sessionHash).execute());
}

function authOf(row: SessionRow, sessionHash: Buffer, viaBearer: boolean): RequestAuth {
  return {
    sessionId: row.id,
    sessionHash,
    userId: row.user_id,
    sessionTenantId: row.tenant_id,
    expiresAt: new Date(row.expires_at),
    idleTimeoutMinutes: row.idle_timeout_minutes,
    passwordChangeRequired: row.password_change_required,
    viaBearer,
  };
}

/** A session row as the look-ups answer it, if it is still valid at `now`; refreshes its last activity when due. */
async function validSession(db: Kysely<Database>, row: SessionRow | undefined, sessionHash: Buffer, now: Date, viaBearer: boolean): Promise<RequestAuth | null> {
  const state = row ? sessionState(row, now) : null;
  if (!row || !state) return null;
  if (state === 'touch') await touchSession(db, row, sessionHash, now);
  return authOf(row, sessionHash, viaBearer);
}

/** A session as the cache keeps it: its row and its user's memberships. */
export interface CachedSession extends SessionRow {
  memberships: Membership[];
}

/** The sessions' cache of a process (server/sessions/session-cache.ts). */
export type SessionsCache = SessionCache<CachedSession>;

/**
 * A session from the cache, if it holds one still valid at `now`; its last activity is written when due, and
 * marked in the cache first so that concurrent requests write it once.
 */
async function cachedSession(db: Kysely<Database>, cache: SessionsCache, key: string, sessionHash: Buffer, now: Date): Promise<{ auth: RequestAuth; memberships: Membership[] } | null> {
  const cached = cache.get(key, now.getTime());
  if (!cached) return null;
  const state = sessionState(cached, now);
  // Ended, expired or idle by the kept copy, whose last activity may be older than the database's: ask the database.
  if (!state) {
    cache.delete(key);
    return null;
  }
  if (state === 'touch') {
    cached.last_seen_at = now;
    await touchSession(db, cached, sessionHash, now);
  }
  return { auth: authOf(cached, sessionHash, false), memberships: cached.memberships };
}

/**
 * The session a cookie value names, if it is still valid at `now` (not ended, its user active, within its absolute
 * lifetime and its idle timeout), with its user's memberships. Refreshes the session's last activity when due.
 * With a cache, a session read a moment ago is answered from it (its invalidation: session-cache.ts).
 *
 * Every signed-in request needs both, so they are read in one statement, outside any transaction: it reads no table
 * but through session_with_memberships, which runs as its owner (SECURITY DEFINER) whoever calls it, so the app
 * role and an office's settings, which withContext would set, change nothing here; they would cost four more round
 * trips on every request, as much as a whole read of a client. It is PL/pgSQL (migration 020), so its plans are
 * kept from one request to the next rather than made again for each.
 */
export async function loadSession(db: Kysely<Database>, cookieValue: string, now: Date, cache?: SessionsCache): Promise<{ auth: RequestAuth; memberships: Membership[] } | null> {
  const sessionHash = hashSecretId(cookieValue);
  const key = cache ? sessionHash.toString('base64') : '';
  if (cache) {
    const found = await cachedSession(db, cache, key, sessionHash, now);
    if (found) return found;
  }
  const mark = cache?.mark() ?? 0;
  const { rows } = await sql<SessionRow & { memberships: MembershipRow[] }>`select * from session_with_memberships(${sessionHash})`.execute(db);
  const row = rows[0];
  const auth = await validSession(db, row, sessionHash, now, false);
  if (!auth || !row) return null;
  const memberships = row.memberships.map(membershipOf);
  if (cache) {
    // validSession has just written the last activity when it was due.
    const lastSeen = sessionState(row, now) === 'touch' ? now : row.last_seen_at;
    cache.set(key, { ...row, last_seen_at: lastSeen, memberships }, mark, now.getTime());
  }
  return { auth, memberships };
}

/** The session an access token names by id (Bearer calls), if it is still valid at `now` and is the token's user's. */
export async function loadSessionById(db: Kysely<Database>, sessionId: string, userId: string, now: Date): Promise<RequestAuth | null> {
  const row = await withContext(db, {}, async (trx) => (await sql<SessionRow & { id_hash: Buffer }>`select * from session_by_id(${sessionId}::uuid)`.execute(trx)).rows[0]);
  if (!row || row.user_id !== userId) return null;
  return validSession(db, row, row.id_hash, now, true);
}

/** Restarts a session's idle timeout (refresh-token): its absolute lifetime stays. */
export async function extendSession(db: Kysely<Database>, userId: string, sessionId: string, now: Date): Promise<void> {
  await withContext(db, { userId }, (trx) => trx.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute());
}

/** What a new session is for and how long it may live. */
export interface NewSession {
  userId: string;
  tenantId: string;
  idleTimeoutMinutes: number;
  absoluteHours: number;
  ip: string | null;
  userAgent: string | undefined;
  now: Date;
  /** How it was opened (password, google, with the steps passed: password+otp+mfa). */
  method?: string;
  /** The password is past the office's expiry: the session may only change it. */
  passwordChangeRequired?: boolean;
}

/** Creates a session and answers its cookie value (shown once, stored only as a hash) and its row id. */
export async function createSession(db: Kysely<Database>, session: NewSession): Promise<{ cookieValue: string; id: string; expiresAt: Date }> {
  const cookieValue = newSecretId();
  const expiresAt = new Date(session.now.getTime() + session.absoluteHours * 3_600_000);
  const row = await withContext(db, { userId: session.userId }, (trx) =>
    trx
      .insertInto('sessions')
      .values({
        id_hash: hashSecretId(cookieValue),
        user_id: session.userId,
        tenant_id: session.tenantId,
        idle_timeout_minutes: session.idleTimeoutMinutes,
        expires_at: expiresAt,
        created_at: session.now,
        last_seen_at: session.now,
        ip: session.ip,
        user_agent: session.userAgent?.slice(0, 500) ?? null,
        method: session.method ?? null,
        password_change_required: session.passwordChangeRequired ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return { cookieValue, id: row.id, expiresAt };
}

/** Ends one of a user's sessions by its id; answers whether there was one to end. */
export async function revokeSession(db: Kysely<Database>, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const result = await withContext(db, { userId }, (trx) =>
    trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of a user except, optionally, one; answers how many ended. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date, exceptSessionId?: string): Promise<number> {
  const result = await withContext(db, { userId }, (trx) => {
    let query = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    return query.executeTakeFirst();
  });
  return Number(result.numUpdatedRows);
}
