import { inOffice, type OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import { auditLogView, type AuditLogView } from '../audit/audit-log-view';
import { requireComplianceView } from './compliance-access';
import { COMPLIANCE_CHECK_IDS, runCheck, type ComplianceCheckResult } from './compliance-checks';
import { COMPLIANCE_EVENT_TYPES } from './compliance-events';
import { readPeriod, type PeriodQuery } from './compliance-period';
import { complianceAuditPage, countComplianceEvents } from './compliance.queries';

/** The office's compliance status: each check, what the period was, and how many compliance events it holds. */
export interface ComplianceStatus {
  checkedAt: string;
  period: { from: string | null; to: string | null };
  policy: { passwordExpiryDays: number | null; mfaRequired: boolean };
  problems: number;
  auditEvents: number;
  checks: ComplianceCheckResult[];
}

// A reason names the office's things ({{documents}}): in its own words.
function inOfficeWords(ctx: OfficeContext, check: ComplianceCheckResult): ComplianceCheckResult {
  if (!check.reason) return check;
  const fill = officeWordFiller(ctx.office);
  const { he, en, es } = check.reason;
  return { ...check, reason: { he: fill(he, 'he'), en: fill(en, 'en'), ...(es ? { es: fill(es, 'es') } : {}) } };
}

/**
 * The office's compliance status now (issue 21), from its own data: overdue stage SLAs and tasks (due within the
 * period, when one is given), approvals waiting, the audit chain, password age and multi-factor against the
 * office's policy, documents past expiry and missing consents. For callers whose roles grant compliance.view.
 */
export async function complianceStatus(ctx: OfficeContext, query: PeriodQuery = {}, now = new Date()): Promise<ComplianceStatus> {
  requireComplianceView(ctx);
  const period = readPeriod(query);
  const checks: ComplianceCheckResult[] = [];
  // One after another: PGlite has one connection, and each check reads in its own transaction.
  for (const id of COMPLIANCE_CHECK_IDS) checks.push(inOfficeWords(ctx, await runCheck(id, { ctx, now, ...period })));
  const auditEvents = await inOffice(ctx, (trx) => countComplianceEvents(trx, { eventTypes: COMPLIANCE_EVENT_TYPES, ...(period.from ? { from: period.from } : {}), ...(period.to ? { before: period.to } : {}) }));
  const { expiryDays } = ctx.office.security.password;
  return {
    checkedAt: now.toISOString(),
    period: { from: period.from?.toISOString() ?? null, to: period.to?.toISOString() ?? null },
    policy: { passwordExpiryDays: expiryDays ?? null, mfaRequired: ctx.office.security.mfaRequired },
    problems: checks.filter((check) => check.state === 'problem').length,
    auditEvents,
    checks,
  };
}

/** What a page of the compliance events asks for. */
export interface ComplianceAuditQuery extends PeriodQuery {
  pageNumber: number;
  pageSize: number;
  orderDescending: boolean;
}

/** A page of the compliance events, in the audit screen's shape. */
export interface ComplianceAuditPage {
  logs: AuditLogView[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** The office's audit log narrowed to the compliance events (COMPLIANCE_EVENT_TYPES), a page at a time. */
export async function complianceAudits(ctx: OfficeContext, query: ComplianceAuditQuery): Promise<ComplianceAuditPage> {
  requireComplianceView(ctx);
  const period = readPeriod(query);
  const filter = { eventTypes: COMPLIANCE_EVENT_TYPES, ...(period.from ? { from: period.from } : {}), ...(period.to ? { before: period.to } : {}) };
  const page = { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize, descending: query.orderDescending };
  const { rows, total } = await inOffice(ctx, (trx) => complianceAuditPage(trx, filter, page));
  return { logs: rows.map(auditLogView), totalCount: total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}
