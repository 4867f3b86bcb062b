import type { PendingSignIn } from './auth-types';

const STORAGE_KEY = 'lishka.pendingSignIn';

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** The pending sign-in kept in this tab, unless it has stopped waiting. */
export function readPendingSignIn(now = Date.now()): PendingSignIn | undefined {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const pending = raw ? (JSON.parse(raw) as PendingSignIn) : undefined;
    if (!pending || typeof pending.session !== 'string' || pending.expiresAt <= now) {
      if (raw) storage()?.removeItem(STORAGE_KEY);
      return undefined;
    }
    return pending;
  } catch {
    storage()?.removeItem(STORAGE_KEY);
    return undefined;
  }
}

/** Keeps (or, with none, forgets) the pending sign-in of this tab. */
export function writePendingSignIn(pending: PendingSignIn | undefined): void {
  try {
    if (pending) storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the step still works until the page reloads.
  }
}
