import { auditActorIn } from '../../audit/call-actor';
import { recordAudit, recordCallEvent, writeAudit, type AuditEntry } from '../../audit/audit-writer';
import type { CallContext } from '../../context/office-context';
import { withContext, type ScopedTransaction } from '../../db/context';
import { recordSecurityEvent } from '../../users/security-events';

/** Who a Google event is about: the user (when known) and the office it is audited in (when they have one). */
export interface EventSubject {
  userId: string | null;
  tenantId: string | null;
}

/** A Google event: its security-history type, its audit type, whether it succeeded, and what it records. */
export interface GoogleEvent {
  securityType: 'login' | 'provider-linked' | 'provider-unlinked';
  auditType: string;
  success: boolean;
  details: Record<string, unknown>;
}

const auditEntry = (subject: EventSubject, event: GoogleEvent): AuditEntry => ({
  eventType: event.auditType,
  serviceName: 'auth',
  entityType: 'user',
  ...(subject.userId ? { entityId: subject.userId } : {}),
  after: { provider: 'google', ...event.details },
  success: event.success,
});

// The platform's record of an event of a user without an office.
const platformEvent = (subject: EventSubject, event: GoogleEvent) => ({ eventType: event.auditType, serviceName: 'auth', success: event.success, userId: subject.userId, details: { provider: 'google', ...event.details } });

/** The security event of the user, if known; security history does not hold events of unknown users. */
async function securityEvent(ctx: CallContext, subject: EventSubject, event: GoogleEvent): Promise<void> {
  if (!subject.userId) return;
  await recordSecurityEvent(ctx, { userId: subject.userId, tenantId: subject.tenantId, eventType: event.securityType, success: event.success, details: { provider: 'google', ...event.details } });
}

/** Records an event that changed nothing (a refusal): in the office's audit log when there is one, else the platform's, and in the user's security history. */
export async function recordGoogleEvent(ctx: CallContext, subject: EventSubject, event: GoogleEvent): Promise<void> {
  if (subject.tenantId) await recordAudit(ctx.db, auditActorIn(ctx, subject.tenantId, subject.userId), auditEntry(subject, event));
  else await recordCallEvent(ctx, platformEvent(subject, event));
  await securityEvent(ctx, subject, event);
}

/**
 * Makes a change of the user's own rows and audits it in the same transaction (in the office's audit log;
 * the platform's when the user has no office), then records it in the user's security history.
 */
export async function changeWithEvent<T>(ctx: CallContext, subject: EventSubject & { userId: string }, event: GoogleEvent, change: (trx: ScopedTransaction) => Promise<T>): Promise<T> {
  const result = await withContext(ctx.db, { tenantId: subject.tenantId, userId: subject.userId }, async (trx) => {
    const done = await change(trx);
    if (subject.tenantId) await writeAudit(trx, auditActorIn(ctx, subject.tenantId, subject.userId), auditEntry(subject, event));
    return done;
  });
  if (!subject.tenantId) await recordCallEvent(ctx, platformEvent(subject, event));
  await securityEvent(ctx, subject, event);
  return result;
}
