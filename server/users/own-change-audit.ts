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

/** The fields whose value differs between two records, each side holding only those fields. */
export function changedFields<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
  if (keys.length === 0) return undefined;
  const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<T>;
  return { before: pick(old), after: pick(now) };
}
