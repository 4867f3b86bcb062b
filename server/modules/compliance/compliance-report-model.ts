import { pickText, type Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import { REPORT_WORDS, withNumbers, type ReportWords } from './compliance-report-text';
import type { ComplianceStatus } from './compliance.service';

/** One check's line of the report. */
export interface ReportCheckRow {
  check: string;
  state: string;
  isProblem: boolean;
  count: number;
  checked: number | null;
  reason: string;
}

/** One finding's line of the report. */
export interface ReportFindingRow {
  check: string;
  item: string;
  detail: string;
  at: string;
  link: string;
}

/** A compliance report in one language, ready to be laid out as a PDF or a spreadsheet. */
export interface ReportModel {
  language: Language;
  isRtl: boolean;
  words: ReportWords;
  title: string;
  heading: string[];
  checks: ReportCheckRow[];
  findings: ReportFindingRow[];
}

/** The status worded for a reader: the office's vocabulary, dates in its time zone, in the caller's language. */
export function reportModel(ctx: OfficeContext, status: ComplianceStatus, language: Language): ReportModel {
  const fill = officeWordFiller(ctx.office);
  const words = REPORT_WORDS[language];
  const dateTime = new Intl.DateTimeFormat(language, { timeZone: ctx.office.localization.timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' });
  const when = (at: string | null) => (at ? dateTime.format(new Date(at)) : '');
  const { from, to } = status.period;
  // The period's end is exclusive: its last day is the day before.
  const lastDay = to ? date.format(new Date(new Date(to).getTime() - 1)) : '…';
  const period = from || to ? `${from ? date.format(new Date(from)) : '…'} – ${lastDay}` : words.wholeHistory;
  const checkName = (id: keyof ReportWords['checks']) => fill(words.checks[id], language);
  return {
    language,
    isRtl: language === 'he',
    words,
    title: words.title,
    heading: [
      `${words.office}: ${ctx.tenant.name}`,
      `${words.checkedAt}: ${when(status.checkedAt)}`,
      `${words.period}: ${period}`,
      withNumbers(words.summary, { problems: status.problems, checks: status.checks.length }),
      withNumbers(words.auditEvents, { count: status.auditEvents }),
    ],
    checks: status.checks.map((check) => ({
      check: checkName(check.id),
      state: words.states[check.state],
      isProblem: check.state === 'problem',
      count: check.count,
      checked: check.checked,
      reason: check.reason ? pickText(check.reason, language) : '',
    })),
    findings: status.checks.flatMap((check) =>
      check.findings.map((finding) => ({ check: checkName(check.id), item: finding.name ?? '', detail: finding.detail ? pickText(finding.detail, language) : '', at: when(finding.at), link: finding.link ?? '' })),
    ),
  };
}
