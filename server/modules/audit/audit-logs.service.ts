import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { SchemaView } from '../../http/schema-types';
import { readCriteria, type AuditFilterQuery, type AuditPageQuery } from './audit-criteria';
import { auditExportFile, type AuditExportFile, type AuditExportFormat } from './audit-export-file';
import { auditLogView } from './audit-log-view';
import { countLogs, filteredLogs, logRows } from './audit-logs.queries';
import type { searchLogsSchema } from './audit-logs.schemas';

/** The most entries one export writes; past it the file holds the first ones and says it was cut. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** A page of the search: the shape of its response schema. */
export type AuditLogPage = SchemaView<(typeof searchLogsSchema)['response'][200]['properties']['data']>;

/** The office's entries that pass the filters, a page of them in the order asked (admins only). */
export async function searchLogs(ctx: OfficeContext, query: AuditFilterQuery & AuditPageQuery): Promise<AuditLogPage> {
  const criteria = readCriteria(query);
  return inOffice(ctx, async (trx) => {
    const totalCount = await countLogs(filteredLogs(trx, criteria));
    const rows = await logRows(filteredLogs(trx, criteria), query, { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize });
    return { logs: rows.map(auditLogView), totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
  });
}

/** An export with whether it was cut at AUDIT_EXPORT_MAX_ROWS. */
export type AuditExport = AuditExportFile & { isTruncated: boolean; rowCount: number };

/**
 * Every entry of the search (up to AUDIT_EXPORT_MAX_ROWS), in its order, as CSV or JSON; the export itself is
 * audited (always kept), with the filters and the row count.
 */
export async function exportLogs(ctx: OfficeContext, query: AuditFilterQuery & Omit<AuditPageQuery, 'pageNumber' | 'pageSize'>, format: AuditExportFormat): Promise<AuditExport> {
  const criteria = readCriteria(query);
  const rows = await inOffice(ctx, async (trx) => {
    const found = await logRows(filteredLogs(trx, criteria), query, { offset: 0, limit: AUDIT_EXPORT_MAX_ROWS + 1 });
    const after = { format, criteria, orderBy: query.orderBy, orderDescending: query.orderDescending, rowCount: Math.min(found.length, AUDIT_EXPORT_MAX_ROWS) };
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'audit.export', serviceName: 'audit', entityType: 'audit_log', after, success: true });
    return found;
  });
  const isTruncated = rows.length > AUDIT_EXPORT_MAX_ROWS;
  const logs = rows.slice(0, AUDIT_EXPORT_MAX_ROWS).map(auditLogView);
  return { ...auditExportFile(logs, format, { exportedAt: new Date(), isTruncated }), isTruncated, rowCount: logs.length };
}
