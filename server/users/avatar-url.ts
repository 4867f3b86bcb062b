// Avatars belong to users, who span tenants: users/<userId>/avatar-<version>.<ext>.
const KEY = /^users\/[0-9a-f-]{36}\/avatar-([0-9a-f]{32})\.[a-z]+$/;

/** Where the browser fetches a user's avatar; the version changes with every upload, so caches never serve an old one. */
export function avatarUrl(userId: string, avatarKey: string | null): string | null {
  if (!avatarKey) return null;
  const version = KEY.exec(avatarKey)?.[1];
  return `/api/users/${userId}/avatar${version ? `?v=${version}` : ''}`;
}

/** The storage key of a new avatar of a user. */
export function newAvatarKey(userId: string, version: string, extension: string): string {
  return `users/${userId}/avatar-${version}.${extension}`;
}
