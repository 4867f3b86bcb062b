import type { Kysely } from 'kysely';
import { withContext } from '../../../db/context';
import type { Database } from '../../../db/schema';
import type { SignInCookie } from '../../../http/sign-in-browser';
import { hashSecretId, newSecretId } from '../../../security/tokens';

/** How long a device stays known without a sign-in (spec 1 §9: cookies last 30 days). */
export const DEVICE_DAYS = 30;

/** Whether the browser with this device token finished a sign-in as this user within the last 30 days. */
export async function isKnownDevice(db: Kysely<Database>, deviceToken: string | undefined, userId: string, now = new Date()): Promise<boolean> {
  if (!deviceToken) return false;
  const row = await withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('known_devices')
      .select('last_seen_at')
      .where('user_id', '=', userId)
      .where('device_hash', '=', hashSecretId(deviceToken))
      .executeTakeFirst(),
  );
  return !!row && now.getTime() - new Date(row.last_seen_at).getTime() < DEVICE_DAYS * 86_400_000;
}

/**
 * Remembers the browser for the user after a complete sign-in, with a new device token when it has none; answers
 * the device cookie to give it.
 */
export async function rememberDevice(db: Kysely<Database>, deviceToken: string | undefined, userId: string, userAgent: string | null, now = new Date()): Promise<SignInCookie> {
  const token = deviceToken ?? newSecretId();
  await withContext(db, { userId }, (trx) =>
    trx
      .insertInto('known_devices')
      .values({ user_id: userId, device_hash: hashSecretId(token), created_at: now, last_seen_at: now, user_agent: userAgent })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: now, user_agent: userAgent }))
      .execute(),
  );
  return { value: token, maxAgeSeconds: DEVICE_DAYS * 86_400 };
}
