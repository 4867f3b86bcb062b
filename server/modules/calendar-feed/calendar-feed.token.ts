import { createHash, randomBytes } from 'node:crypto';

/** A feed's token as its address carries it: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** A new secret token. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256. */
export const feedTokenHash = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
