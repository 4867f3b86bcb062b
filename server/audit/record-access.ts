import { sql, type Kysely } from 'kysely';
import type { OfficeContext } from '../context/office-context';
import type { Database } from '../db/schema';
import type { OptionalEventType } from './audit-event-types';
import { auditActorOf, type AuditActor } from './audit-writer';

/** A read of a record, as the access log keeps it. */
export interface AccessEntry {
  eventType: OptionalEventType;
  serviceName: string;
  entityType: string;
  entityId: string;
  after?: unknown;
}

interface Waiting {
  actor: AuditActor;
  entry: AccessEntry;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/** An office's reads waiting for their entries, and whether a write of them is under way. */
interface Turn {
  waiting: Waiting[];
  isWriting: boolean;
}

const turns = new WeakMap<Kysely<Database>, Map<string, Turn>>();

// Every entry waiting in one statement, so one transaction and one round trip (migration 020): in the office as the
// application role, the office's settings read and the kept entries inserted in arrival order (the chain's trigger
// links them so), one commit. It answers the event types it kept, so each read learns whether its entry was.
async function writeWaiting(db: Kysely<Database>, tenantId: string, batch: Waiting[]): Promise<void> {
  try {
    const entries = batch.map(({ actor, entry }) => ({
      tenant_id: actor.tenantId,
      user_id: actor.userId,
      event_type: entry.eventType,
      service_name: entry.serviceName,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      after: entry.after ?? null,
      ip: actor.ip,
      user_agent: actor.userAgent,
    }));
    const { rows } = await sql<{ kept: string }>`select kept from app_record_accesses(${tenantId}::uuid, ${JSON.stringify(entries)}::json) as kept`.execute(db);
    const kept = new Set(rows.map((row) => row.kept));
    for (const waiting of batch) waiting.resolve(kept.has(waiting.entry.eventType));
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
  }
}

async function takeTurns(db: Kysely<Database>, tenantId: string, offices: Map<string, Turn>, turn: Turn): Promise<void> {
  turn.isWriting = true;
  while (turn.waiting.length > 0) await writeWaiting(db, tenantId, turn.waiting.splice(0));
  turn.isWriting = false;
  offices.delete(tenantId);
}

/**
 * Records that the context's actor read a record, when the office's audit settings keep such events (auditing
 * enabled and the event type not excluded); answers whether it was written. Called once the read succeeded; a
 * failure to write fails the call, so no access goes unrecorded that the settings ask to keep.
 *
 * An office's entries are chained one after another (migration 013), so its reads' entries are written in turns:
 * the first starts a write at once, and those that arrive meanwhile wait for it and then go together in the next
 * write, one transaction and one commit for all of them. A read waits at most for the write under way and its own,
 * never for one write per reader before it.
 */
export function recordAccess(ctx: OfficeContext, entry: AccessEntry): Promise<boolean> {
  const offices = turns.get(ctx.db) ?? new Map<string, Turn>();
  turns.set(ctx.db, offices);
  const turn = offices.get(ctx.tenant.id) ?? { waiting: [], isWriting: false };
  offices.set(ctx.tenant.id, turn);
  const written = new Promise<boolean>((resolve, reject) => turn.waiting.push({ actor: auditActorOf(ctx), entry, resolve, reject }));
  if (!turn.isWriting) void takeTurns(ctx.db, ctx.tenant.id, offices, turn);
  return written;
}
