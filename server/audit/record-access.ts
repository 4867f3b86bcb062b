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
//
// The chain's lock (migration 013) is held until that commit ends, so a commit that waited for the disk kept every
// other read of the office waiting for it too: one flush after another, each several milliseconds. So the commit
// does not wait for the disk (synchronous_commit off for this transaction alone), and the lock is freed as soon as the
// entries are in; then a second statement that writes to the log and commits as usual (a transactional logical
// message, which nothing decodes) waits until the disk holds everything before it, these entries included, and only
// then are the reads told. A read is still answered only once its entry is on disk, but it waits for one flush, its
// own, which flushes it with whatever the office's other writes committed meanwhile, not for one flush per write
// before it. Answers once the entries are in, so the next batch may start; the batch's reads are told once on disk.
async function writeWaiting(db: Kysely<Database>, tenantId: string, batch: Waiting[]): Promise<void> {
  let kept: Set<string>;
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
    const { rows } = await sql<{ kept: string }>`select kept from app_record_accesses(${tenantId}::uuid, ${JSON.stringify(entries)}::json) as kept, set_config('synchronous_commit', 'off', true) as unflushed`.execute(db);
    kept = new Set(rows.map((row) => row.kept));
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
    return;
  }
  const settle = () => {
    for (const waiting of batch) waiting.resolve(kept.has(waiting.entry.eventType));
  };
  if (kept.size === 0) return settle();
  void sql`select pg_logical_emit_message(true, 'lishka_access_log', '')`.execute(db).then(settle, (error: unknown) => {
    for (const waiting of batch) waiting.reject(error);
  });
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
 * write, one transaction and one commit for all of them. A write holds the chain only while its entries go in, not
 * while they are flushed to disk (writeWaiting), so a read waits for one flush, its own.
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
