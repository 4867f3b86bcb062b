import type { SecurityPolicy } from '../generated/config-types';
import { toMillis, type Instant } from './instant';

/** The session length whatever the activity, in hours, when the policy sets none. */
export const DEFAULT_ABSOLUTE_SESSION_HOURS = 12;

/** When a session began and when its user last did something. */
export interface SessionTimes {
  signedInAt: Instant;
  lastActivityAt: Instant;
}

/** Whether a session has ended, why, and when it ends (or ended): the earlier of its idle and absolute limits. */
export interface SessionState {
  expired: boolean;
  reason?: 'idle' | 'absolute';
  expiresAt: Date;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The state of a session at `now` under the security policy: it ends sessionTimeoutMinutes after the last activity
 * (idle) or absoluteSessionHours after sign-in (absolute, default 12), whichever comes first; the end itself is expired.
 */
export function sessionState(times: SessionTimes, policy: SecurityPolicy, now: Instant): SessionState {
  const signedIn = toMillis(times.signedInAt);
  // Activity recorded before sign-in (a skewed clock) cannot extend the session beyond sign-in itself.
  const lastActivity = Math.max(toMillis(times.lastActivityAt), signedIn);
  const at = toMillis(now);
  // Unreadable times end the session: failing closed is the safe side.
  if (![signedIn, lastActivity, at].every(Number.isFinite)) {
    return { expired: true, reason: 'absolute', expiresAt: new Date(Number.isFinite(at) ? at : 0) };
  }
  const absoluteEnd = signedIn + (policy.absoluteSessionHours ?? DEFAULT_ABSOLUTE_SESSION_HOURS) * HOUR;
  const idleEnd = lastActivity + policy.sessionTimeoutMinutes * MINUTE;
  const expiresAt = Math.min(absoluteEnd, idleEnd);
  if (at < expiresAt) return { expired: false, expiresAt: new Date(expiresAt) };
  // When both limits have passed, the one reached first is the reason.
  return { expired: true, reason: absoluteEnd <= idleEnd ? 'absolute' : 'idle', expiresAt: new Date(expiresAt) };
}
