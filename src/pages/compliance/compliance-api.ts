import type { ComplianceAuditsAnswer, ComplianceStatusAnswer } from '../../api/generated/api-types';

/** What GET /api/compliance/status answers (generated from server/modules/compliance/compliance.schemas.ts). */
export type { ComplianceAuditsAnswer, ComplianceStatusAnswer };

/** The office's compliance status: each check and what it found. */
export type ComplianceStatus = ComplianceStatusAnswer['data'];

/** One check of the status. */
export type ComplianceCheck = ComplianceStatus['checks'][number];

/** One finding of a check. */
export type ComplianceFinding = ComplianceCheck['findings'][number];

/** A period of days (YYYY-MM-DD), each end optional. */
export interface CompliancePeriod {
  from?: string;
  to?: string;
}

/** The report formats. */
export type ReportFormat = 'pdf' | 'xlsx';

/** The compliance calls' paths (the API client adds /api). */
export const COMPLIANCE_PATHS = { status: '/compliance/status', audits: '/compliance/audits', report: '/compliance/report' } as const;

function query(values: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The status call for a period. */
export const statusPath = (period: CompliancePeriod = {}) => `${COMPLIANCE_PATHS.status}${query({ ...period })}`;

/** A page of the compliance events for a period. */
export const auditsPath = (period: CompliancePeriod, page: { pageNumber: number; pageSize: number; orderDescending: boolean }) => `${COMPLIANCE_PATHS.audits}${query({ ...period, ...page })}`;

/** The report call for a period and a format. */
export const reportPath = (format: ReportFormat, period: CompliancePeriod) => `${COMPLIANCE_PATHS.report}${query({ format, ...period })}`;
