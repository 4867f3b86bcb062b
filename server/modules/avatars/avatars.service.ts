import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import type { AvatarImage } from './avatar-upload';
import { findAvatarKey, isUserVisible, lockAvatarKey, saveAvatarKey } from './avatars.queries';
import { deleteFileQuietly } from '../../storage/delete-quietly';

/** What the avatar service works with. */
export interface AvatarDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

// Avatars belong to users, who span tenants: users/<userId>/avatar-<version>.<ext>.
const KEY = /^users\/[0-9a-f-]{36}\/avatar-([0-9a-f]{32})\.[a-z]+$/;

/** Where the browser fetches a user's avatar; the version changes with every upload, so caches never serve an old one. */
export function avatarUrl(userId: string, avatarKey: string | null): string | null {
  if (!avatarKey) return null;
  const version = KEY.exec(avatarKey)?.[1];
  return `/api/users/${userId}/avatar${version ? `?v=${version}` : ''}`;
}

const auditActor = (request: FastifyRequest) => (request.tenant ? actorOf(request, request.tenant.tenantId) : undefined);

// The change and its audit entry commit together; a request without a tenant has no audit log to write to.
async function changeAvatarKey(deps: AvatarDeps, request: FastifyRequest, eventType: string, change: (trx: ScopedTransaction, userId: string) => Promise<{ before: string | null; after: string | null }>) {
  const userId = request.auth!.userId;
  const actor = auditActor(request);
  return withContext(deps.db, { userId, tenantId: actor?.tenantId ?? null }, async (trx) => {
    const keys = await change(trx, userId);
    if (actor && keys.before !== keys.after) {
      await writeAudit(trx, actor, { eventType, serviceName: 'users', entityType: 'user', entityId: userId, before: { avatarKey: keys.before }, after: { avatarKey: keys.after }, success: true });
    }
    return keys;
  });
}


/** Stores the signed-in user's new avatar under a fresh key, points their profile at it, and deletes the previous file. */
export async function replaceAvatar(deps: AvatarDeps, request: FastifyRequest, image: AvatarImage): Promise<{ avatarUrl: string }> {
  const userId = request.auth!.userId;
  const key = `users/${userId}/avatar-${randomBytes(16).toString('hex')}.${image.extension}`;
  await deps.storage.put(key, image.data, image.contentType);
  let before: string | null;
  try {
    ({ before } = await changeAvatarKey(deps, request, 'profile.avatar.update', async (trx) => {
      const previous = await lockAvatarKey(trx, userId);
      await saveAvatarKey(trx, userId, key);
      return { before: previous, after: key };
    }));
  } catch (error) {
    await deleteFileQuietly(deps, key, 'an avatar file');
    throw error;
  }
  await deleteFileQuietly(deps, before, 'an avatar file');
  return { avatarUrl: avatarUrl(userId, key)! };
}

/** Removes the signed-in user's avatar, file and key; answers whether there was one. */
export async function removeAvatar(deps: AvatarDeps, request: FastifyRequest): Promise<boolean> {
  const { before } = await changeAvatarKey(deps, request, 'profile.avatar.delete', async (trx, userId) => {
    const previous = await lockAvatarKey(trx, userId);
    if (previous) await saveAvatarKey(trx, userId, null);
    return { before: previous, after: null };
  });
  await deleteFileQuietly(deps, before, 'an avatar file');
  return before !== null;
}

/**
 * The avatar of a user the caller may see (themself, or a member of the caller's current tenant), or undefined.
 * Visibility is decided by row-level security in the caller's context; the key is then read as the user it
 * belongs to, since profile rows are visible to their own user only.
 */
export async function readVisibleAvatar(deps: AvatarDeps, request: FastifyRequest, userId: string): Promise<StoredFile | undefined> {
  const context = { userId: request.auth!.userId, tenantId: request.tenant?.tenantId ?? null };
  if (!(await withContext(deps.db, context, (trx) => isUserVisible(trx, userId)))) return undefined;
  const key = await withContext(deps.db, { userId }, (trx) => findAvatarKey(trx, userId));
  return key ? deps.storage.get(key) : undefined;
}
