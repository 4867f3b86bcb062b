import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { COMPLIANCE_EXPORT_EVENT } from './compliance-events';
import type { PeriodQuery } from './compliance-period';
import { compliancePdf } from './compliance-pdf';
import { reportModel } from './compliance-report-model';
import { complianceWorkbook } from './compliance-sheet';
import { complianceStatus } from './compliance.service';

/** The formats a report is exported in. */
export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;

/** A format a report is exported in. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report file: its bytes, its type and its name. */
export interface ReportFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BUILDERS: Record<ReportFormat, (model: ReturnType<typeof reportModel>, createdAt: Date) => Promise<Buffer>> = {
  pdf: (model, createdAt) => compliancePdf(model, { createdAt }),
  xlsx: (model) => complianceWorkbook(model),
};

/**
 * The office's compliance status for a period as a PDF or a workbook in the caller's language; the export is
 * audited (always kept) with its format, period and what it found, as every file that leaves the office is.
 */
export async function exportComplianceReport(ctx: OfficeContext, query: PeriodQuery, format: ReportFormat, now = new Date()): Promise<ReportFile> {
  const status = await complianceStatus(ctx, query, now);
  const data = await BUILDERS[format](reportModel(ctx, status, ctx.language), now);
  const after = { format, period: status.period, problems: status.problems, checks: Object.fromEntries(status.checks.map((check) => [check.id, { state: check.state, count: check.count }])) };
  await inOffice(ctx, (trx) => writeAudit(trx, auditActorOf(ctx), { eventType: COMPLIANCE_EXPORT_EVENT, serviceName: 'compliance', entityType: 'compliance_report', after, success: true }));
  return { data, contentType: CONTENT_TYPES[format], fileName: `compliance-${now.toISOString().slice(0, 10)}.${format}` };
}
