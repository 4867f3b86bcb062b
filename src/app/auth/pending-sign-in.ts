import { readStored, writeStored } from '../../api/web-storage';
import type { PendingSignIn } from './auth-types';

const STORAGE_KEY = 'lishka.pendingSignIn';

/** The pending sign-in kept in this tab, unless it has stopped waiting. */
export function readPendingSignIn(now = Date.now()): PendingSignIn | undefined {
  const raw = readStored('session', STORAGE_KEY);
  try {
    const pending = raw ? (JSON.parse(raw) as PendingSignIn) : undefined;
    if (pending && typeof pending.session === 'string' && pending.expiresAt > now) return pending;
  } catch {
    // Not JSON: dropped below like an expired one.
  }
  if (raw) writeStored('session', STORAGE_KEY, undefined);
  return undefined;
}

/** Keeps (or, with none, forgets) the pending sign-in of this tab. */
export function writePendingSignIn(pending: PendingSignIn | undefined): void {
  writeStored('session', STORAGE_KEY, pending ? JSON.stringify(pending) : undefined);
}
