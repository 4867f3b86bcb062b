import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import { httpError, type HttpError, type MessageCode } from '../plugins/errors';
import { hashSecretId, newSecretId } from '../security/tokens';

/** The step a pending sign-in waits for. */
export type ChallengePurpose = 'otp' | 'mfa' | 'mfa-setup';
/** How the first step of the sign-in was passed. */
export type SignInMethod = 'password' | 'google';

/** A pending sign-in step, as the code that completes it sees it. */
export interface Challenge {
  id: string;
  userId: string;
  tenantId: string | null;
  purpose: ChallengePurpose;
  method: SignInMethod;
  attempts: number;
  maxAttempts: number;
  expiresAt: Date;
  /** The steps still to come after this one, and what this one keeps (a secret being set up, sealed). */
  data: ChallengeData;
}

/** What a challenge carries between calls. */
export interface ChallengeData {
  /** The steps after this one, in order. */
  next?: ChallengePurpose[];
  [key: string]: unknown;
}

/** How long each kind of step may wait: a one-time code lives 5 minutes (spec 1 §5), the others 10. */
export const CHALLENGE_SECONDS: Record<ChallengePurpose, number> = { otp: 5 * 60, mfa: 10 * 60, 'mfa-setup': 10 * 60 };

/** The messages a missing, expired or exhausted challenge answers with (spec 1 §8 for MFA). */
const REFUSALS: Record<ChallengePurpose, { missing: MessageCode; expired: MessageCode; exhausted: MessageCode }> = {
  otp: { missing: 'OTP_INVALID', expired: 'OTP_EXPIRED', exhausted: 'OTP_TOO_MANY_ATTEMPTS' },
  mfa: { missing: 'MFA_SESSION_NOT_FOUND', expired: 'MFA_SESSION_EXPIRED', exhausted: 'MFA_TOO_MANY_ATTEMPTS' },
  'mfa-setup': { missing: 'MFA_SETUP_SESSION_NOT_FOUND', expired: 'MFA_SETUP_SESSION_EXPIRED', exhausted: 'MFA_TOO_MANY_ATTEMPTS' },
};

/** What a new challenge is for. */
export interface NewChallenge {
  userId: string;
  tenantId: string | null;
  purpose: ChallengePurpose;
  method: SignInMethod;
  codeHash?: Buffer;
  data?: ChallengeData;
  ip: string | null;
  userAgent: string | null;
}

/** Opens a challenge; answers its token (the client's `session`, shown once) and when it expires. Earlier open challenges of the user end. */
export async function createChallenge(db: Kysely<Database>, challenge: NewChallenge, now = new Date()): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newSecretId();
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS[challenge.purpose] * 1000);
  const row = await withContext(db, { userId: challenge.userId }, async (trx) => {
    await trx.updateTable('sign_in_challenges').set({ consumed_at: now }).where('user_id', '=', challenge.userId).where('consumed_at', 'is', null).execute();
    return trx
      .insertInto('sign_in_challenges')
      .values({
        id_hash: hashSecretId(token),
        user_id: challenge.userId,
        tenant_id: challenge.tenantId,
        purpose: challenge.purpose,
        method: challenge.method,
        code_hash: challenge.codeHash ?? null,
        data: JSON.stringify(challenge.data ?? {}),
        created_at: now,
        expires_at: expiresAt,
        ip: challenge.ip,
        user_agent: challenge.userAgent?.slice(0, 500) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return { token, id: row.id, expiresAt };
}

interface ChallengeRow {
  id: string;
  user_id: string;
  tenant_id: string | null;
  purpose: ChallengePurpose;
  method: SignInMethod;
  attempts: number;
  max_attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

/**
 * The 429 of a step whose tries are spent: it stays spent until it expires, so that is when to try again (a new
 * sign-in may start sooner).
 */
export function spentChallengeError(code: MessageCode, expiresAt: Date, now = new Date()): HttpError {
  return httpError(429, code, { retryAfterSeconds: Math.max(1, (expiresAt.getTime() - now.getTime()) / 1000) });
}

/**
 * The open challenge a token names, for the step asked for; otherwise the step's own refusal: not found
 * (unknown, another step's, already used), expired, or out of attempts (400, or 429 for attempts).
 */
export async function findChallenge(db: Kysely<Database>, token: string | undefined, purpose: ChallengePurpose, now = new Date()): Promise<Challenge> {
  const refusal = REFUSALS[purpose];
  if (!token || token.length > 128) throw httpError(400, refusal.missing);
  const row = await withContext(db, {}, async (trx) => (await sql<ChallengeRow>`select * from sign_in_challenge_lookup(${hashSecretId(token)})`.execute(trx)).rows[0]);
  return checkedChallenge(db, row, purpose, now);
}

/** The user's latest open challenge for a step (verify-otp by e-mail, without a session), checked like findChallenge. */
export async function openChallengeOf(db: Kysely<Database>, userId: string, purpose: ChallengePurpose, now = new Date()): Promise<Challenge> {
  const row = await withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('sign_in_challenges')
      .select(['id', 'user_id', 'tenant_id', 'purpose', 'method', 'attempts', 'max_attempts', 'expires_at', 'consumed_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  );
  return checkedChallenge(db, row, purpose, now);
}

async function checkedChallenge(db: Kysely<Database>, row: ChallengeRow | undefined, purpose: ChallengePurpose, now: Date): Promise<Challenge> {
  const refusal = REFUSALS[purpose];
  if (!row || row.purpose !== purpose || row.consumed_at) throw httpError(400, refusal.missing);
  if (new Date(row.expires_at) <= now) throw httpError(400, refusal.expired);
  if (row.attempts >= row.max_attempts) throw spentChallengeError(refusal.exhausted, new Date(row.expires_at), now);
  const data = await withContext(db, { userId: row.user_id }, (trx) => trx.selectFrom('sign_in_challenges').select('data').where('id', '=', row.id).executeTakeFirstOrThrow());
  return {
    id: row.id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    purpose: row.purpose,
    method: row.method,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    expiresAt: new Date(row.expires_at),
    data: (typeof data.data === 'string' ? JSON.parse(data.data) : data.data) as ChallengeData,
  };
}

/** The stored code hash of a challenge. */
export async function challengeCodeHash(db: Kysely<Database>, challenge: Challenge): Promise<Buffer | null> {
  const row = await withContext(db, { userId: challenge.userId }, (trx) => trx.selectFrom('sign_in_challenges').select('code_hash').where('id', '=', challenge.id).executeTakeFirst());
  return row?.code_hash ?? null;
}

/** Counts a wrong code against the challenge; answers whether tries remain. */
export async function countFailedAttempt(db: Kysely<Database>, challenge: Challenge): Promise<boolean> {
  const row = await withContext(db, { userId: challenge.userId }, (trx) =>
    trx.updateTable('sign_in_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', challenge.id).returning(['attempts', 'max_attempts']).executeTakeFirstOrThrow(),
  );
  return row.attempts < row.max_attempts;
}

/** Replaces what a challenge carries (and, for a new code, its code and tries). */
export async function updateChallenge(db: Kysely<Database>, challenge: Challenge, changes: { data?: ChallengeData; codeHash?: Buffer; resetAttempts?: boolean; expiresAt?: Date }): Promise<void> {
  await withContext(db, { userId: challenge.userId }, (trx) =>
    trx
      .updateTable('sign_in_challenges')
      .set({
        ...(changes.data ? { data: JSON.stringify(changes.data) } : {}),
        ...(changes.codeHash ? { code_hash: changes.codeHash } : {}),
        ...(changes.resetAttempts ? { attempts: 0 } : {}),
        ...(changes.expiresAt ? { expires_at: changes.expiresAt } : {}),
      })
      .where('id', '=', challenge.id)
      .execute(),
  );
}

/** Marks a challenge used: a token completes its step once. A challenge already used (a race) is refused as not found. */
export async function consumeChallenge(db: Kysely<Database>, challenge: Challenge, now = new Date()): Promise<void> {
  const result = await withContext(db, { userId: challenge.userId }, (trx) =>
    trx.updateTable('sign_in_challenges').set({ consumed_at: now }).where('id', '=', challenge.id).where('consumed_at', 'is', null).executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) !== 1) throw httpError(400, REFUSALS[challenge.purpose].missing);
}
