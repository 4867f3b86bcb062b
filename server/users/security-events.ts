import type { CallContext } from '../context/office-context';
import { withContext } from '../db/context';

/** An event of a user's security history: a sign-in, a factor set up or removed, a password changed. */
export interface SecurityEvent {
  userId: string;
  tenantId: string | null;
  eventType: string;
  success: boolean;
  details?: Record<string, unknown>;
}

/** Records an event in the user's security history, from where the call came. */
export async function recordSecurityEvent(ctx: CallContext, event: SecurityEvent): Promise<void> {
  await withContext(ctx.db, { userId: event.userId }, (trx) =>
    trx
      .insertInto('security_events')
      .values({
        user_id: event.userId,
        tenant_id: event.tenantId,
        event_type: event.eventType,
        success: event.success,
        ip: ctx.origin.ip,
        user_agent: ctx.origin.userAgent,
        details: JSON.stringify(event.details ?? {}),
      })
      .execute(),
  );
}
