import Papa from 'papaparse';
import type { AuditLogView } from './audit-log-view';

/** The formats the log exports to. */
export type AuditExportFormat = 'csv' | 'json';

/** An export's bytes, type and name. */
export interface AuditExportFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

const COLUMNS = ['id', 'seq', 'occurredAt', 'userId', 'userName', 'userEmail', 'eventType', 'serviceName', 'entityType', 'entityId', 'success', 'ip', 'userAgent', 'before', 'after'] as const;

// A UTF-8 byte-order mark: without it Excel reads a CSV in the system code page and garbles Hebrew.
const BOM = '\uFEFF';

const cellOf = (log: AuditLogView, column: (typeof COLUMNS)[number]): string | number | boolean | null =>
  column === 'before' || column === 'after' ? (log[column] === null ? null : JSON.stringify(log[column])) : (log[column] as string | number | boolean | null);

/** The export's name: audit-logs-<UTC time, no colons>.<format>. */
export function exportFileName(format: AuditExportFormat, at: Date): string {
  return `audit-logs-${at.toISOString().replace(/[:.]/g, '-')}.${format}`;
}

/**
 * The entries as a file: CSV (UTF-8 with BOM, a header row, RFC 4180 quoting, and cells starting with = + - @
 * or a tab prefixed with a quote so that a spreadsheet never runs them as formulas) or JSON.
 */
export function auditExportFile(logs: AuditLogView[], format: AuditExportFormat, meta: { exportedAt: Date; isTruncated: boolean }): AuditExportFile {
  const fileName = exportFileName(format, meta.exportedAt);
  if (format === 'json') {
    const body = { exportedAt: meta.exportedAt.toISOString(), count: logs.length, isTruncated: meta.isTruncated, logs };
    return { data: Buffer.from(JSON.stringify(body, null, 2), 'utf8'), contentType: 'application/json; charset=utf-8', fileName };
  }
  const rows = logs.map((log) => COLUMNS.map((column) => cellOf(log, column)));
  const text = Papa.unparse({ fields: [...COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
  return { data: Buffer.from(BOM + text, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
}
