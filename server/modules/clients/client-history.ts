import { sql } from 'kysely';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { ClientActivityType } from '../../db/schema';

/**
 * An entry of a client's activity (spec 2 §3): its type and the values it is read from (a file name, a note's
 * excerpt, a follow-up's time), which the web words in the reader's language and time zone. Only an activity a user
 * records by hand has a description: their own words.
 */
export interface ActivityEntry {
  type: ClientActivityType;
  description?: string;
  metadata?: Record<string, unknown>;
}

/** A change to a client as the audit log keeps it. */
export interface ClientAuditEntry {
  eventType: string;
  entityType?: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Adds an entry to a client's activity, performed by the context's actor (no one, for the system's own work). */
export async function addActivity(trx: ScopedTransaction, ctx: OfficeContext, clientId: string, entry: ActivityEntry): Promise<string> {
  const [tenantId, userId] = [ctx.tenant.id, actorUserId(ctx.actor)];
  const row = await trx
    .insertInto('client_activities')
    .values({
      tenant_id: tenantId,
      client_id: clientId,
      type: entry.type,
      description: (entry.description ?? '').slice(0, 2000),
      metadata: JSON.stringify(entry.metadata ?? {}),
      performed_by: userId,
      // The moment itself, not the transaction's start: entries of one change keep their order.
      occurred_at: sql<Date>`clock_timestamp()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records a change to a client inside the transaction that made it, so all of it happens or none: the audit
 * entry (who, what, before and after) and the entries of the client's activity.
 */
export async function recordClientChange(trx: ScopedTransaction, ctx: OfficeContext, clientId: string | null, audit: ClientAuditEntry, activities: ActivityEntry[] = []): Promise<void> {
  await writeAudit(trx, auditActorOf(ctx), { serviceName: 'clients', entityType: 'client', ...audit, success: true });
  if (clientId) for (const activity of activities) await addActivity(trx, ctx, clientId, activity);
}
