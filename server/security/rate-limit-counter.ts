import { createHash } from 'node:crypto';

/** A counter's state after a hit: the hits in its window, and the milliseconds until the window ends. */
export interface WindowCount {
  hits: number;
  resetInMs: number;
}

/**
 * Hit counters shared by every server process: PostgreSQL (or PGlite) by default, Redis when configured.
 * A window begins at a counter's first hit and lasts `windowMs`; the next hit after it starts a new one.
 */
export interface RateLimitCounter {
  /** Counts one hit on `key` and answers its window's count. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Lets go of the connection the counter holds, if any. */
  close(): Promise<void>;
}

/**
 * The name a counter is stored under: the namespace, then a digest of the key, so that no address or
 * e-mail address is stored and every name is short.
 */
export function bucketName(namespace: string, key: string): string {
  return `${namespace}:${createHash('sha256').update(key).digest('base64url')}`;
}
