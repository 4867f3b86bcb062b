/** What GET /audit/status answers (server/modules/audit/audit.schemas.ts). */
export interface AuditStatus {
  enabled: boolean;
  retentionDays: number;
  excludedEventTypes: string[];
  updatedAt: string | null;
  updatedBy: string | null;
  totalEntries: number;
  oldestEntryAt: string | null;
  newestEntryAt: string | null;
}

/** What GET /audit/configuration answers: the settings, their bounds and which event types may be excluded. */
export interface AuditConfiguration {
  enabled: boolean;
  retentionDays: number;
  excludedEventTypes: string[];
  retentionBounds: { minimum: number; maximum: number };
  optionalEventTypes: string[];
  alwaysKeptEventTypes: string[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What PUT /audit/configuration changes (what is left out stays). */
export interface AuditConfigurationChange {
  retentionDays?: number;
  excludedEventTypes?: string[];
}

/** One entry of the office's audit log. */
export interface AuditLog {
  id: string;
  seq: number;
  occurredAt: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  eventType: string;
  serviceName: string;
  entityType: string | null;
  entityId: string | null;
  before: unknown;
  after: unknown;
  success: boolean;
  ip: string | null;
  userAgent: string | null;
}

/** A page of a search (spec 3 §3). */
export interface AuditLogsPage {
  logs: AuditLog[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** The figures of GET /audit/statistics over a range. */
export interface AuditStatistics {
  startDate: string;
  endDate: string;
  total: number;
  failures: number;
  byEventType: { eventType: string; count: number }[];
  byUser: { userId: string | null; userName: string | null; userEmail: string | null; count: number }[];
  overTime: { date: string; count: number; failures: number }[];
}

/** What GET /audit/verify answers: whether the hash chain holds, and where it first breaks. */
export interface AuditVerification {
  valid: boolean;
  checked: number;
  firstBroken: { id: string; seq: number; occurredAt: string; reason: 'seq-gap' | 'prev-hash-mismatch' | 'hash-mismatch' } | null;
}

/** The success envelope of the audit calls. */
export interface AuditAnswer<T> {
  success: true;
  data: T;
  message?: string;
  messages?: Record<string, string>;
}
