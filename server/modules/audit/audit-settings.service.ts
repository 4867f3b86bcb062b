import { isOptionalEventType, OPTIONAL_EVENT_TYPES } from '../../audit/audit-event-types';
import { lockAuditSettings, readAuditSettings, RETENTION_DAYS, writeAuditSettings, type AuditSettings } from '../../audit/audit-settings.queries';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { auditError, auditFieldError } from './audit.messages';
import { logExtent, recordedEventTypes } from './audit-status.queries';

/** The body of PUT /api/audit/configuration: what to change, the rest kept. */
export interface AuditConfigurationChange {
  enabled?: boolean;
  retentionDays?: number;
  excludedEventTypes?: string[];
}

const settingsOf = (settings: AuditSettings) => ({ enabled: settings.enabled, retentionDays: settings.retentionDays, excludedEventTypes: settings.excludedEventTypes });

async function statusIn(trx: ScopedTransaction) {
  const settings = await readAuditSettings(trx);
  const extent = await logExtent(trx);
  return { ...settingsOf(settings), ...extent, updatedAt: settings.updatedAt?.toISOString() ?? null, updatedBy: settings.updatedBy };
}

async function configurationIn(trx: ScopedTransaction) {
  const settings = await readAuditSettings(trx);
  const recorded = await recordedEventTypes(trx);
  return {
    ...settingsOf(settings),
    retentionBounds: { ...RETENTION_DAYS },
    optionalEventTypes: [...OPTIONAL_EVENT_TYPES],
    alwaysKeptEventTypes: recorded.filter((eventType) => !isOptionalEventType(eventType)),
    updatedAt: settings.updatedAt?.toISOString() ?? null,
    updatedBy: settings.updatedBy,
  };
}

/** Whether auditing of record access is on, how many entries the log holds and over what time, and the retention (admins only). */
export async function auditStatus(ctx: OfficeContext) {
  return inOffice(ctx, statusIn);
}

/** Turns the auditing of record access on or off; the change itself is always audited. Answers the new status. */
export async function toggleAuditing(ctx: OfficeContext) {
  return inOffice(ctx, async (trx) => {
    const before = await lockAuditSettings(trx, ctx.tenant.id);
    const after = await writeAuditSettings(trx, { ...before, enabled: !before.enabled }, actorUserId(ctx.actor));
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'audit.toggle', serviceName: 'audit', entityType: 'audit_settings', entityId: ctx.tenant.id, before: { enabled: before.enabled }, after: { enabled: after.enabled }, success: true });
    return statusIn(trx);
  });
}

/** The audit configuration, with which event types may be excluded and which are always kept (admins only). */
export async function auditConfiguration(ctx: OfficeContext) {
  return inOffice(ctx, configurationIn);
}

function checkChange(change: AuditConfigurationChange): void {
  const errors = [];
  if (change.retentionDays !== undefined && (change.retentionDays < RETENTION_DAYS.minimum || change.retentionDays > RETENTION_DAYS.maximum)) {
    errors.push(auditFieldError('retentionDays', 'RETENTION_OUT_OF_RANGE'));
  }
  for (const [index, eventType] of (change.excludedEventTypes ?? []).entries()) {
    if (!isOptionalEventType(eventType)) errors.push(auditFieldError(`excludedEventTypes.${index}`, 'EVENT_TYPE_ALWAYS_KEPT'));
  }
  if (errors.length > 0) throw auditError(400, 'INVALID_AUDIT_CONFIGURATION', errors);
}

/** Changes the audit configuration after checking it (400, nothing changed, when it is not valid); audited with before and after when it changes. */
export async function updateAuditConfiguration(ctx: OfficeContext, change: AuditConfigurationChange) {
  checkChange(change);
  return inOffice(ctx, async (trx) => {
    const before = settingsOf(await lockAuditSettings(trx, ctx.tenant.id));
    const wanted = {
      enabled: change.enabled ?? before.enabled,
      retentionDays: change.retentionDays ?? before.retentionDays,
      excludedEventTypes: change.excludedEventTypes ? [...new Set(change.excludedEventTypes)].sort() : before.excludedEventTypes,
    };
    if (JSON.stringify(wanted) !== JSON.stringify(before)) {
      const after = settingsOf(await writeAuditSettings(trx, wanted, actorUserId(ctx.actor)));
      await writeAudit(trx, auditActorOf(ctx), { eventType: 'audit.configuration.update', serviceName: 'audit', entityType: 'audit_settings', entityId: ctx.tenant.id, before, after, success: true });
    }
    return configurationIn(trx);
  });
}
