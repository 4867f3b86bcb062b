import type { ComplianceAuditsAnswer, ComplianceCheck, ComplianceStatus, ComplianceStatusAnswer } from './compliance-api';

// The accounting office's compliance as GET /api/compliance/* answers it, for stories and tests.

const DAY = 86_400_000;
const at = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString();
const RETURN = '5f0c2a1e-0000-4000-8000-0000000000a1';
const MEMBER = '9b2e0000-0000-4000-8000-0000000000b2';

const check = (id: ComplianceCheck['id'], changes: Partial<ComplianceCheck> = {}): ComplianceCheck => ({ id, state: 'ok', count: 0, checked: null, reason: null, findings: [], ...changes });

const NOT_APPLICABLE = {
  'document-expiry': { he: 'למסמכים אין תאריך תפוגה שנשמר במערכת, ולכן אין מהם שפג תוקפו', en: 'Documents carry no expiry date in the system, so none can be past it' },
  consent: { he: 'אף טופס קליטה של המשרד אינו מחייב הסכמה', en: 'None of the office’s intake forms requires a consent' },
} as const;

/** Every check passing (the two the office has nothing for, not applicable). */
export function allGoodStatus(): ComplianceStatus {
  return {
    checkedAt: at(0),
    period: { from: null, to: null },
    policy: { passwordExpiryDays: 90, mfaRequired: true },
    problems: 0,
    auditEvents: 12,
    checks: [
      check('overdue-slas'),
      check('overdue-tasks'),
      check('pending-approvals'),
      check('audit-chain', { checked: 340 }),
      check('password-age', { checked: 4 }),
      check('mfa', { checked: 4 }),
      check('document-expiry', { state: 'not-applicable', reason: NOT_APPLICABLE['document-expiry'] }),
      check('consent', { state: 'not-applicable', reason: NOT_APPLICABLE.consent }),
    ],
  };
}

/** A tax return two days past its stage time limit, a member whose password is 200 days old and one without multi-factor. */
export function statusWithProblems(): ComplianceStatus {
  const base = allGoodStatus();
  const changed: Partial<Record<ComplianceCheck['id'], Partial<ComplianceCheck>>> = {
    'overdue-slas': { state: 'problem', count: 1, findings: [{ id: RETURN, name: 'Return 2025', detail: { he: 'קליטה', en: 'Intake' }, at: at(-2), link: `/tax-prep/${RETURN}` }] },
    'password-age': { state: 'problem', count: 1, checked: 4, findings: [{ id: MEMBER, name: 'Dana Admin', detail: { he: '200 ימים', en: '200 days' }, at: at(-200), link: '/admin/team' }] },
    mfa: { state: 'problem', count: 1, checked: 4, findings: [{ id: MEMBER, name: 'Dana Admin', detail: null, at: null, link: '/admin/team' }] },
  };
  return { ...base, problems: 3, checks: base.checks.map((entry) => ({ ...entry, ...changed[entry.id] })) };
}

/** Sixty tasks overdue: the answer lists the first fifty. */
export function statusWithManyFindings(): ComplianceStatus {
  const base = allGoodStatus();
  const findings = Array.from({ length: 50 }, (_, index) => ({ id: `3c1a0000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: null, detail: { he: 'לבדוק תיק', en: 'Review the file' }, at: at(-index - 1), link: '/tasks' }));
  return { ...base, problems: 1, checks: base.checks.map((entry) => (entry.id === 'overdue-tasks' ? { ...entry, state: 'problem', count: 60, findings } : entry)) };
}

/** The status's answer. */
export const statusAnswer = (status: ComplianceStatus = allGoodStatus()): ComplianceStatusAnswer => ({ success: true, data: status });

/** A page of compliance events: a role change and a report exported. */
export function auditsAnswer(): ComplianceAuditsAnswer {
  const entry = (id: string, seq: number, eventType: string, serviceName: string) => ({
    id,
    seq,
    occurredAt: at(-seq),
    userId: MEMBER,
    userName: 'Dana Admin',
    userEmail: 'admin@accounting.example.com',
    eventType,
    serviceName,
    entityType: null,
    entityId: null,
    before: null,
    after: null,
    success: true,
    ip: '127.0.0.1',
    userAgent: null,
  });
  return {
    success: true,
    data: { logs: [entry('0a000000-0000-4000-8000-000000000001', 1, 'compliance.report.export', 'compliance'), entry('0a000000-0000-4000-8000-000000000002', 2, 'team.role_changed', 'team')], totalCount: 2, pageNumber: 1, pageSize: 50 },
  };
}
