import { inOffice, type OfficeContext } from '../context/office-context';
import type { OptionalEventType } from './audit-event-types';
import { auditActorOf, writeAudit } from './audit-writer';
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
 * Records that the context's actor read a record, when the office's audit settings keep such events (auditing
 * enabled and the event type not excluded); answers whether it was written. Called once the read succeeded; a
 * failure to write fails the call, so no access goes unrecorded that the settings ask to keep.
 */
export async function recordAccess(ctx: OfficeContext, entry: AccessEntry): Promise<boolean> {
  return inOffice(ctx, async (trx) => {
    const settings = await readAuditSettings(trx);
    if (!settings.enabled || settings.excludedEventTypes.includes(entry.eventType)) return false;
    await writeAudit(trx, auditActorOf(ctx), { ...entry, success: true });
    return true;
  });
}
