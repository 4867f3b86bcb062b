import type { SchemaView } from '../../http/schema-types';
import type { AuditLogRow } from './audit-logs.queries';
import type { auditLogSchema } from './audit-logs.schemas';

/** An audit entry as the API answers it (who, what, before and after, when, from where, its place in the chain): the shape of its response schema. */
export type AuditLogView = SchemaView<typeof auditLogSchema>;

/** The view of an entry read from the database. */
export function auditLogView(row: AuditLogRow): AuditLogView {
  const name = [row.first_name, row.last_name].filter((part) => part && part.trim() !== '').join(' ');
  return {
    id: row.id,
    seq: Number(row.seq),
    occurredAt: new Date(row.occurred_at).toISOString(),
    userId: row.user_id,
    userName: name || null,
    userEmail: row.email,
    eventType: row.event_type,
    serviceName: row.service_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
    success: row.success,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}
