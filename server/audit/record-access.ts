import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeContext } from '../context/office-context';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { OptionalEventType } from './audit-event-types';
import { actorOf, auditActorOf, writeAudit, type AuditActor } from './audit-writer';
import { readAuditSettings } from './audit-settings.queries';

/** A read of a record, as the access log keeps it. */
export interface AccessEntry {
  eventType: OptionalEventType;
  serviceName: string;
  entityType: string;
  entityId: string;
  after?: unknown;
}

async function writeAccess(db: Kysely<Database>, actor: AuditActor, entry: AccessEntry): Promise<boolean> {
  return withContext(db, { tenantId: actor.tenantId, userId: actor.userId }, async (trx) => {
    const settings = await readAuditSettings(trx);
    if (!settings.enabled || settings.excludedEventTypes.includes(entry.eventType)) return false;
    await writeAudit(trx, actor, { ...entry, success: true });
    return true;
  });
}

/**
 * Records that the context's actor read a record, when the office's audit settings keep such events (auditing
 * enabled and the event type not excluded); answers whether it was written. Called once the read succeeded; a
 * failure to write fails the call, so no access goes unrecorded that the settings ask to keep.
 */
export async function recordAccess(ctx: OfficeContext, entry: AccessEntry): Promise<boolean>;
/** The request's form, kept until the clients module passes its context (issue 18); it goes with actorOf. */
export async function recordAccess(db: Kysely<Database>, request: FastifyRequest, entry: AccessEntry): Promise<boolean>;
export async function recordAccess(first: OfficeContext | Kysely<Database>, second: AccessEntry | FastifyRequest, third?: AccessEntry): Promise<boolean> {
  if (third === undefined) {
    const ctx = first as OfficeContext;
    return writeAccess(ctx.db, auditActorOf(ctx), second as AccessEntry);
  }
  const request = second as FastifyRequest;
  return writeAccess(first as Kysely<Database>, actorOf(request, request.tenant!.tenantId), third);
}
