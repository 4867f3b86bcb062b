import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { OptionalEventType } from './audit-event-types';
import { actorOf, writeAudit } from './audit-writer';
import { readAuditSettings } from './audit-settings.queries';

/** A read of a record, as the access log keeps it. */
export interface AccessEntry {
  eventType: OptionalEventType;
  serviceName: string;
  entityType: string;
  entityId: string;
  after?: unknown;
}

/**
 * Records that the request's user read a record, when the office's audit settings keep such events (auditing
 * enabled and the event type not excluded); answers whether it was written. Called once the read succeeded; a
 * failure to write fails the request, so no access goes unrecorded that the settings ask to keep.
 */
export async function recordAccess(db: Kysely<Database>, request: FastifyRequest, entry: AccessEntry): Promise<boolean> {
  const tenantId = request.tenant!.tenantId;
  return withContext(db, { tenantId, userId: request.auth?.userId ?? null }, async (trx) => {
    const settings = await readAuditSettings(trx);
    if (!settings.enabled || settings.excludedEventTypes.includes(entry.eventType)) return false;
    await writeAudit(trx, actorOf(request, tenantId), { ...entry, success: true });
    return true;
  });
}
