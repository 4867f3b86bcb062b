import type { Kysely } from 'kysely';
import { actorUserId, type CallContext, type OfficeContext } from '../context/office-context';
import { withContext, type ScopedTransaction } from '../db/context';
import type { Database } from '../db/schema';

/** One state change or refusal, as the audit log keeps it (who, what, before and after, when, from where). */
export interface AuditEntry {
  eventType: string;
  serviceName: string;
  entityType?: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
  success: boolean;
}

/** Who did it and from where, taken from the request. */
export interface AuditActor {
  tenantId: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The actor of a piece of work in its office, as the audit keeps it: the person, or for the system's own work (a
 * job, a workflow effect) no person and the system's name where a browser would be named.
 */
export function auditActorOf(ctx: OfficeContext): AuditActor {
  const userAgent = ctx.actor.kind === 'system' ? `lishka:${ctx.actor.name}` : ctx.origin.userAgent;
  return { tenantId: ctx.tenant.id, userId: actorUserId(ctx.actor), ip: ctx.origin.ip, userAgent };
}

const auditRow = (actor: AuditActor, entry: AuditEntry) => ({
  tenant_id: actor.tenantId,
  user_id: actor.userId,
  event_type: entry.eventType,
  service_name: entry.serviceName,
  entity_type: entry.entityType ?? null,
  entity_id: entry.entityId ?? null,
  before: entry.before === undefined ? null : JSON.stringify(entry.before),
  after: entry.after === undefined ? null : JSON.stringify(entry.after),
  success: entry.success,
  ip: actor.ip,
  user_agent: actor.userAgent,
});

/** Writes an audit entry inside the transaction that made the change, so both happen or neither. */
export async function writeAudit(trx: ScopedTransaction, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(actor, entry)).execute();
}

/** Writes an audit entry in a transaction of its own, for events that change nothing else (a refusal). */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await withContext(db, { tenantId: actor.tenantId, userId: actor.userId }, (trx) => writeAudit(trx, actor, entry));
}

/** Records what happened outside any office (a failed sign-in, an anonymous refusal), for a call's context. */
export async function recordCallEvent(
  ctx: CallContext,
  event: { eventType: string; serviceName: string; success: boolean; userId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await withContext(ctx.db, {}, (trx) =>
    trx
      .insertInto('platform_audit_log')
      .values({
        event_type: event.eventType,
        service_name: event.serviceName,
        success: event.success,
        user_id: event.userId === undefined ? actorUserId(ctx.actor) : event.userId,
        details: JSON.stringify(event.details ?? {}),
        ip: ctx.origin.ip,
        user_agent: ctx.origin.userAgent,
      })
      .execute(),
  );
}
