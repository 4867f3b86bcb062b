import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { auditExportFile, exportFileName } from './audit-export-file';
import type { AuditLogView } from './audit-log-view';

const log = (changes: Partial<AuditLogView>): AuditLogView => ({
  id: 'id-1',
  seq: 1,
  occurredAt: '2021-04-01T10:00:00.000Z',
  userId: null,
  userName: null,
  userEmail: null,
  eventType: 'client.update',
  serviceName: 'clients',
  entityType: 'client',
  entityId: 'c-1',
  before: null,
  after: null,
  success: true,
  ip: null,
  userAgent: null,
  ...changes,
});

describe('audit export file', () => {
  const at = new Date('2026-11-23T01:02:03.456Z');

  it('names the file audit-logs-<UTC time>.<format>', () => {
    expect(exportFileName('csv', at)).toBe('audit-logs-2026-11-23T01-02-03-456Z.csv');
    expect(auditExportFile([], 'json', { exportedAt: at, isTruncated: false }).fileName).toBe('audit-logs-2026-11-23T01-02-03-456Z.json');
  });

  it('writes CSV with quoting, and prefixes cells that a spreadsheet would run as formulas', () => {
    const logs = [log({ entityId: '=1+2', userName: '@SUM(A1)', userAgent: '-2+3', ip: '+972', after: { note: 'a "quoted", line\nbreak' } })];
    const file = auditExportFile(logs, 'csv', { exportedAt: at, isTruncated: false });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<string[]>(file.data.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    const row = Object.fromEntries(rows[0]!.map((name, index) => [name, rows[1]![index]]));
    expect(row).toMatchObject({ entityId: "'=1+2", userName: "'@SUM(A1)", userAgent: "'-2+3", ip: "'+972", after: '{"note":"a \\"quoted\\", line\\nbreak"}', before: '', success: 'true' });
  });

  it('writes JSON with the count and whether the export was cut', () => {
    const file = auditExportFile([log({ after: { a: 1 } })], 'json', { exportedAt: at, isTruncated: true });
    expect(JSON.parse(file.data.toString('utf8'))).toEqual({ exportedAt: at.toISOString(), count: 1, isTruncated: true, logs: [expect.objectContaining({ after: { a: 1 } })] });
  });
});
