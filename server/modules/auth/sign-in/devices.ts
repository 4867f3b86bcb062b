import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { withContext } from '../../../db/context';
import type { Database } from '../../../db/schema';
import { isSecureContext } from '../../../http/cookies';
import { hashSecretId, newSecretId } from '../../../security/tokens';

/** The httpOnly cookie that names this browser, so that a one-time code is asked on new devices only. */
export const DEVICE_COOKIE = 'lishka_device';
/** How long a device stays known without a sign-in (spec 1 §9: cookies last 30 days). */
export const DEVICE_DAYS = 30;

/** The device token of a request, if it carries a well-formed one. */
function deviceToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Whether this browser finished a sign-in as this user within the last 30 days. */
export async function isKnownDevice(db: Kysely<Database>, request: FastifyRequest, userId: string, now = new Date()): Promise<boolean> {
  const token = deviceToken(request);
  if (!token) return false;
  const row = await withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('known_devices')
      .select('last_seen_at')
      .where('user_id', '=', userId)
      .where('device_hash', '=', hashSecretId(token))
      .executeTakeFirst(),
  );
  return !!row && now.getTime() - new Date(row.last_seen_at).getTime() < DEVICE_DAYS * 86_400_000;
}

/** Remembers this browser for the user after a complete sign-in, giving it a device cookie when it has none. */
export async function rememberDevice(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, userId: string, userAgent: string | null, now = new Date()): Promise<void> {
  const token = deviceToken(request) ?? newSecretId();
  await withContext(db, { userId }, (trx) =>
    trx
      .insertInto('known_devices')
      .values({ user_id: userId, device_hash: hashSecretId(token), created_at: now, last_seen_at: now, user_agent: userAgent })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: now, user_agent: userAgent }))
      .execute(),
  );
  reply.setCookie(DEVICE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureContext(request), maxAge: DEVICE_DAYS * 86_400 });
}
