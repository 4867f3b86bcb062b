import { ok, type MemoryRoutes } from '../../../dashboard/in-memory-fetcher';
import type { AuditConfiguration, AuditLog, AuditStatistics, AuditStatus } from './audit-api-types';

/** A status of a log with a few entries, record access audited. */
export const sampleStatus = (change: Partial<AuditStatus> = {}): AuditStatus => ({
  enabled: true,
  retentionDays: 365,
  excludedEventTypes: [],
  updatedAt: null,
  updatedBy: null,
  totalEntries: 3,
  oldestEntryAt: '2026-03-01T08:00:00.000Z',
  newestEntryAt: '2026-03-02T09:30:00.000Z',
  ...change,
});

/** The default configuration, with the server's bounds and event types. */
export const sampleConfiguration = (change: Partial<AuditConfiguration> = {}): AuditConfiguration => ({
  enabled: true,
  retentionDays: 365,
  excludedEventTypes: [],
  retentionBounds: { minimum: 90, maximum: 3650 },
  optionalEventTypes: ['client.viewed', 'client.document.downloaded', 'document.downloaded'],
  alwaysKeptEventTypes: ['auth.login', 'client.update'],
  updatedAt: null,
  updatedBy: null,
  ...change,
});

/** An entry that changed a record, with its before and after. */
export const sampleLog = (seq: number, change: Partial<AuditLog> = {}): AuditLog => ({
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  seq,
  occurredAt: `2026-03-0${seq}T09:00:00.000Z`,
  userId: '10000000-0000-4000-8000-000000000001',
  userName: 'Dana Admin',
  userEmail: 'dana@example.com',
  eventType: 'client.update',
  serviceName: 'clients',
  entityType: 'client',
  entityId: `c-${seq}`,
  before: { phone: '050-0000000' },
  after: { phone: '052-1111111' },
  success: true,
  ip: '10.0.0.1',
  userAgent: 'test',
  ...change,
});

/** Figures of a range with two event types and one failure. */
export const sampleStatistics = (): AuditStatistics => ({
  startDate: '2026-02-01T00:00:00.000Z',
  endDate: '2026-03-03T00:00:00.000Z',
  total: 5,
  failures: 1,
  byEventType: [
    { eventType: 'client.update', count: 3 },
    { eventType: 'auth.login', count: 2 },
  ],
  byUser: [{ userId: '10000000-0000-4000-8000-000000000001', userName: 'Dana Admin', userEmail: 'dana@example.com', count: 5 }],
  overTime: [
    { date: '2026-03-01', count: 2, failures: 0 },
    { date: '2026-03-02', count: 3, failures: 1 },
  ],
});

/** Every read of the audit section, answered from memory; `change` replaces some. */
export function auditRoutes(change: MemoryRoutes = {}): MemoryRoutes {
  return {
    '/audit/status': ok(sampleStatus()),
    '/audit/configuration': ok(sampleConfiguration()),
    '/audit/logs': ok({ logs: [sampleLog(2), sampleLog(1, { success: false, before: null })], totalCount: 2, pageNumber: 1, pageSize: 50 }),
    '/audit/statistics': ok(sampleStatistics()),
    '/admin/team': ok({ members: [{ userId: '10000000-0000-4000-8000-000000000001', email: 'dana@example.com', firstName: 'Dana', lastName: 'Admin' }] }),
    ...change,
  };
}
