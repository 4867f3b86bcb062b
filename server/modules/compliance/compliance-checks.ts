import type { LocalizedText } from '../../../engine/generated/config-types';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { passwordExpired } from '../../security/password-expiry';
import { verifyAuditChain } from '../audit/audit-chain.service';
import { NOT_APPLICABLE_TEXTS } from './compliance.messages';
import { activeMembers, clientsMissingConsent, overdueStages, overdueTasks, pendingApprovals, type MemberSecurityRow } from './compliance.queries';
import { clientLink, consentFields, recordLink, stageText, TEAM_PATH } from './compliance-links';

/** The checks of the compliance status, in the order the screen and the report list them. */
export const COMPLIANCE_CHECK_IDS = ['overdue-slas', 'overdue-tasks', 'pending-approvals', 'audit-chain', 'password-age', 'mfa', 'document-expiry', 'consent'] as const;

/** A check of the compliance status. */
export type ComplianceCheckId = (typeof COMPLIANCE_CHECK_IDS)[number];

/** ok: nothing found; problem: findings to act on; not-applicable: the office does not have what the check reads, with the reason. */
export type ComplianceCheckState = 'ok' | 'problem' | 'not-applicable';

/** One finding of a check: what it is about, what and when, and the screen that fixes it. */
export interface ComplianceFinding {
  id: string;
  name: string | null;
  detail: LocalizedText | null;
  at: string | null;
  link: string | null;
}

/** What a check found. */
export interface ComplianceCheckResult {
  id: ComplianceCheckId;
  state: ComplianceCheckState;
  /** How many findings there are (the list holds the first FINDINGS_SHOWN). */
  count: number;
  /** How many things were checked, when the check counts them (members, audit entries). */
  checked: number | null;
  reason: LocalizedText | null;
  findings: ComplianceFinding[];
}

/** What every check reads: the office, the time and the period of due times. */
export interface CheckScope {
  ctx: OfficeContext;
  now: Date;
  from?: Date;
  to?: Date;
}

/** The most findings a check lists; its count says how many there are. */
export const FINDINGS_SHOWN = 50;

const DAY_MS = 86_400_000;

const found = (id: ComplianceCheckId, count: number, findings: ComplianceFinding[], checked: number | null = null): ComplianceCheckResult => ({ id, state: count > 0 ? 'problem' : 'ok', count, checked, reason: null, findings });
const notApplicable = (id: ComplianceCheckId, reason: LocalizedText): ComplianceCheckResult => ({ id, state: 'not-applicable', count: 0, checked: null, reason, findings: [] });
const fullName = (member: Pick<MemberSecurityRow, 'first_name' | 'last_name' | 'email'>) => `${member.first_name} ${member.last_name}`.trim() || member.email;
const iso = (at: Date | string) => new Date(at).toISOString();

/** A check's reading of the database: work in one transaction under the office's row-level security. */
type Read = <T>(work: (trx: ScopedTransaction) => Promise<T>) => Promise<T>;

type CheckRunner = (scope: CheckScope & { read: Read }) => Promise<ComplianceCheckResult>;

/** Each check by its id: what it reads and how it words its findings. */
const CHECKS: Record<ComplianceCheckId, CheckRunner> = {
  async 'overdue-slas'({ ctx, read, now, from, to }) {
    const { rows, total } = await read((trx) => overdueStages(trx, { now, ...(from ? { from } : {}), ...(to ? { to } : {}), limit: FINDINGS_SHOWN }));
    const modules = ctx.office.features.modules;
    return found('overdue-slas', total, rows.map((row) => ({ id: row.record_id, name: row.title ?? row.number, detail: stageText(ctx, row.module, row.stage), at: iso(row.due_at), link: recordLink(modules, { id: row.record_id, module: row.module, subjectClientId: row.subject_client_id }) })));
  },
  async 'overdue-tasks'({ ctx, read, now, from, to }) {
    const { rows, total } = await read((trx) => overdueTasks(trx, { now, ...(from ? { from } : {}), ...(to ? { to } : {}), limit: FINDINGS_SHOWN }));
    const modules = ctx.office.features.modules;
    const titleOf = (row: (typeof rows)[number]): LocalizedText => (row.title && typeof row.title === 'object' ? (row.title as LocalizedText) : { he: row.task_type, en: row.task_type, es: row.task_type });
    return found('overdue-tasks', total, rows.map((row) => ({ id: row.id, name: null, detail: titleOf(row), at: iso(row.due_at), link: row.record_id ? recordLink(modules, { id: row.record_id, module: row.module }) : '/tasks' })));
  },
  async 'pending-approvals'({ ctx, read }) {
    const { rows, total } = await read((trx) => pendingApprovals(trx, FINDINGS_SHOWN));
    const modules = ctx.office.features.modules;
    return found('pending-approvals', total, rows.map((row) => ({ id: row.record_id, name: row.title ?? row.number, detail: stageText(ctx, row.module, row.to_stage), at: iso(row.updated_at), link: recordLink(modules, { id: row.record_id, module: row.module, subjectClientId: row.subject_client_id }) })));
  },
  async 'audit-chain'({ ctx }) {
    // The audit module's own walk of the hash chain, in its own transaction.
    const chain = await verifyAuditChain(ctx);
    const broken = chain.firstBroken;
    return found('audit-chain', broken ? 1 : 0, broken ? [{ id: broken.id, name: `#${broken.seq}`, detail: { he: broken.reason, en: broken.reason, es: broken.reason }, at: broken.occurredAt, link: '/admin/audit' }] : [], chain.checked);
  },
  async 'password-age'({ ctx, read, now }) {
    const policy = ctx.office.security.password;
    if (policy.expiryDays === undefined) return notApplicable('password-age', NOT_APPLICABLE_TEXTS.noPasswordExpiry);
    // A member who signs in only with a linked account has no password to age.
    const members = (await read(activeMembers)).filter((member) => member.has_password);
    const late = members.filter((member) => passwordExpired(member.password_changed_at, member.created_at, policy, now));
    return found('password-age', late.length, late.slice(0, FINDINGS_SHOWN).map((member) => {
      const changed = member.password_changed_at ?? member.created_at;
      const days = String(Math.floor((now.getTime() - changed.getTime()) / DAY_MS));
      return { id: member.user_id, name: fullName(member), detail: { he: `${days} ימים`, en: `${days} days`, es: `${days} días` }, at: iso(changed), link: TEAM_PATH };
    }), members.length);
  },
  async mfa({ ctx, read }) {
    if (!ctx.office.security.mfaRequired) return notApplicable('mfa', NOT_APPLICABLE_TEXTS.mfaNotRequired);
    const members = await read(activeMembers);
    const without = members.filter((member) => !member.mfa_enabled);
    return found('mfa', without.length, without.slice(0, FINDINGS_SHOWN).map((member) => ({ id: member.user_id, name: fullName(member), detail: null, at: null, link: TEAM_PATH })), members.length);
  },
  // Documents are files with a type and an upload time (documents): nothing records when one expires.
  'document-expiry': async () => notApplicable('document-expiry', NOT_APPLICABLE_TEXTS.noDocumentExpiry),
  async consent({ ctx, read }) {
    const fields = consentFields(ctx.office.forms.clientIntake);
    if (fields.length === 0) return notApplicable('consent', NOT_APPLICABLE_TEXTS.noConsentField);
    // The intake form is the clients' (a lead is asked when it becomes one).
    const { rows, total } = await read((trx) => clientsMissingConsent(trx, fields, ['client'], FINDINGS_SHOWN));
    const modules = ctx.office.features.modules;
    return found('consent', total, rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, detail: null, at: iso(row.created_at), link: clientLink(modules, row.id) })));
  },
};

/** Runs one check; what it reads, it reads in a transaction of its own. */
export function runCheck(id: ComplianceCheckId, scope: CheckScope): Promise<ComplianceCheckResult> {
  return CHECKS[id]({ ...scope, read: (work) => inOffice(scope.ctx, work) });
}
