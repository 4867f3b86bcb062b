import type { Kysely } from 'kysely';
import type { OfficeContext } from '../context/office-context';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { OptionalEventType } from './audit-event-types';
import { auditActorOf, writeAudits, type AuditActor } from './audit-writer';
import { readAuditSettings } from './audit-settings.queries';

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

// One transaction for every entry waiting: the office's settings read once, the kept entries inserted in one
// statement (the chain's trigger links them in arrival order), one commit. Each read learns whether its entry was kept.
async function writeWaiting(db: Kysely<Database>, tenantId: string, batch: Waiting[]): Promise<void> {
  try {
    const kept = await withContext(db, { tenantId }, async (trx) => {
      const settings = await readAuditSettings(trx);
      const keep = batch.filter((waiting) => settings.enabled && !settings.excludedEventTypes.includes(waiting.entry.eventType));
      await writeAudits(trx, keep.map(({ actor, entry }) => ({ actor, entry: { ...entry, success: true } })));
      return new Set(keep);
    });
    for (const waiting of batch) waiting.resolve(kept.has(waiting));
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
