import type { SchemaView } from '../../http/schema-types';
import type { auditLogSchema } from './audit-logs.schemas';

/** An entry as its reads answer it (the audit log's search, the compliance events), with its user's name. */
export interface AuditLogRow {
  id: string;
  seq: string | number;
  occurred_at: Date | string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  event_type: string;
  service_name: string;
  entity_type: string | null;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  success: boolean;
  ip: string | null;
  user_agent: string | null;
}

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
