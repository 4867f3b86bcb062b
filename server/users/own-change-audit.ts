import { auditActorOf, writeAudit, type AuditEntry } from '../audit/audit-writer';
import { actorUserId } from '../context/office-context';
import type { ScopedTransaction } from '../db/context';
import { officeOf, type OwnContext } from '../context/own-context';

/**
 * Audits a change a user made to their own data, inside the transaction that made it: in the office the work
 * acts in, or in the platform's log when it acts in none. The transaction must be scoped to that office.
 */
export async function auditOwnChange(trx: ScopedTransaction, ctx: OwnContext, entry: AuditEntry): Promise<void> {
  const office = officeOf(ctx);
  if (office) {
    await writeAudit(trx, auditActorOf(office), entry);
    return;
  }
  await trx
    .insertInto('platform_audit_log')
    .values({
      event_type: entry.eventType,
      service_name: entry.serviceName,
      success: entry.success,
      user_id: actorUserId(ctx.actor),
      details: JSON.stringify({ entityType: entry.entityType ?? null, entityId: entry.entityId ?? null, before: entry.before ?? null, after: entry.after ?? null }),
      ip: ctx.origin.ip,
      user_agent: ctx.origin.userAgent,
    })
    .execute();
}
