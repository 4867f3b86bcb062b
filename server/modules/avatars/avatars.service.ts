import { randomBytes } from 'node:crypto';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import type { StoredFile } from '../../storage/file-storage';
import { avatarUrl, newAvatarKey } from '../../users/avatar-url';
import { asOwner, officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import type { AvatarImage } from './avatar-upload';
import { findAvatarKey, isUserVisible, lockAvatarKey, saveAvatarKey } from './avatars.queries';

// Kept here until the team module reads it from its shared place.

/** What the avatar service works with: the stored files, and the log of a file it could not delete. */
export type AvatarDeps = StoredFiles;

// The change and its audit entry commit together; work outside an office has no audit log to write to.
async function changeAvatarKey(ctx: OwnContext, eventType: string, change: (trx: ScopedTransaction, userId: string) => Promise<{ before: string | null; after: string | null }>) {
  const office = officeOf(ctx);
  return asOwner(ctx, async (trx, userId) => {
    const keys = await change(trx, userId);
    if (office && keys.before !== keys.after) {
      await writeAudit(trx, auditActorOf(office), { eventType, serviceName: 'users', entityType: 'user', entityId: userId, before: { avatarKey: keys.before }, after: { avatarKey: keys.after }, success: true });
    }
    return keys;
  });
}

/** Stores the signed-in user's new avatar under a fresh key, points their profile at it, and deletes the previous file. */
export async function replaceAvatar(ctx: OwnContext, deps: AvatarDeps, image: AvatarImage): Promise<{ avatarUrl: string }> {
  const userId = ownUserId(ctx);
  const key = newAvatarKey(userId, randomBytes(16).toString('hex'), image.extension);
  await deps.storage.put(key, image.data, image.contentType);
  let before: string | null;
  try {
    ({ before } = await changeAvatarKey(ctx, 'profile.avatar.update', async (trx) => {
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
export async function removeAvatar(ctx: OwnContext, deps: AvatarDeps): Promise<boolean> {
  const { before } = await changeAvatarKey(ctx, 'profile.avatar.delete', async (trx, userId) => {
    const previous = await lockAvatarKey(trx, userId);
    if (previous) await saveAvatarKey(trx, userId, null);
    return { before: previous, after: null };
  });
  await deleteFileQuietly(deps, before, 'an avatar file');
  return before !== null;
}

/**
 * The avatar of a user the caller may see (themself, or a member of the caller's current office), or undefined.
 * Visibility is decided by row-level security in the caller's context; the key is then read as the user it
 * belongs to, since profile rows are visible to their own user only.
 */
export async function readVisibleAvatar(ctx: OwnContext, deps: AvatarDeps, userId: string): Promise<StoredFile | undefined> {
  if (!(await asOwner(ctx, (trx) => isUserVisible(trx, userId)))) return undefined;
  const key = await withContext(ctx.db, { userId }, (trx) => findAvatarKey(trx, userId));
  return key ? deps.storage.get(key) : undefined;
}
