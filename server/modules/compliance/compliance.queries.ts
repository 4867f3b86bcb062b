import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { AuditLogRow } from '../audit/audit-log-view';

// Every function runs inside the caller's transaction, in the office's tenant: row-level security keeps it to that
// office's rows (and the users who are its members).

/** A due time the office's checks read: when it was due, and what it belongs to. */
export interface DueWindowFilter {
  now: Date;
  from?: Date;
  to?: Date;
  limit: number;
}

/** A page of a check's findings, and how many there are in all. */
export interface Found<Row> {
  rows: Row[];
  total: number;
}

const dueWithin = (column: string, filter: DueWindowFilter) =>
  sql.join([sql`true`, ...(filter.from ? [sql`${sql.ref(column)} >= ${filter.from}`] : []), ...(filter.to ? [sql`${sql.ref(column)} < ${filter.to}`] : [])], sql` and `);

const counted = <Row>(rows: (Row & { total: string | number })[]): Found<Row> => ({
  rows: rows.map(({ total: _total, ...row }) => row as Row),
  total: rows[0] ? Number(rows[0].total) : 0,
});

// A client's workflow run has no title of its own: it is named by its client.
const subjectName = sql<string | null>`nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '')`;

/** A record overdue in its stage: its SLA timer marked breached, or past its due time, while the record is still in that stage. */
export interface OverdueStageRow {
  record_id: string;
  module: string;
  number: string | null;
  title: string | null;
  stage: string;
  subject_client_id: string | null;
  due_at: Date;
}

/** The records overdue in their current stage, longest overdue first. */
export async function overdueStages(trx: ScopedTransaction, filter: DueWindowFilter): Promise<Found<OverdueStageRow>> {
  const { rows } = await sql<OverdueStageRow & { total: string | number }>`
    select r.id as record_id, r.module, r.number, coalesce(r.title, ${subjectName}) as title, s.stage, r.subject_client_id, s.due_at, count(*) over () as total
    from sla_timers s
    join records r on r.tenant_id = s.tenant_id and r.id = s.record_id and r.stage = s.stage and r.stage_entered_at = s.entered_at
    left join clients c on c.tenant_id = r.tenant_id and c.id = r.subject_client_id
    where (s.breached_at is not null or s.due_at < ${filter.now}) and ${dueWithin('s.due_at', filter)}
    order by s.due_at asc, r.id asc
    limit ${filter.limit}`.execute(trx);
  return counted(rows);
}

/** An open task past its due time. */
export interface OverdueTaskRow {
  id: string;
  title: unknown;
  task_type: string;
  module: string | null;
  record_id: string | null;
  due_at: Date;
}

/** The open tasks past their due time, longest overdue first. */
export async function overdueTasks(trx: ScopedTransaction, filter: DueWindowFilter): Promise<Found<OverdueTaskRow>> {
  const { rows } = await sql<OverdueTaskRow & { total: string | number }>`
    select t.id, t.title, t.task_type, coalesce(t.module, r.module) as module, t.record_id, t.due_at, count(*) over () as total
    from tasks t
    left join records r on r.tenant_id = t.tenant_id and r.id = t.record_id
    where t.status = 'open' and t.due_at is not null and t.due_at < ${filter.now} and ${dueWithin('t.due_at', filter)}
    order by t.due_at asc, t.id asc
    limit ${filter.limit}`.execute(trx);
  return counted(rows);
}

/** A record whose move waits for an approver (its workflow's pending request). */
export interface PendingApprovalRow {
  record_id: string;
  module: string;
  number: string | null;
  title: string | null;
  subject_client_id: string | null;
  to_stage: string | null;
  updated_at: Date;
}

/** The records waiting for an approval, the longest waiting first. */
export async function pendingApprovals(trx: ScopedTransaction, limit: number): Promise<Found<PendingApprovalRow>> {
  const { rows } = await sql<PendingApprovalRow & { total: string | number }>`
    select r.id as record_id, r.module, r.number, coalesce(r.title, ${subjectName}) as title, r.subject_client_id, r.workflow_snapshot -> 'context' -> 'pending' ->> 'to' as to_stage,
      r.updated_at, count(*) over () as total
    from records r
    left join clients c on c.tenant_id = r.tenant_id and c.id = r.subject_client_id
    where jsonb_typeof(r.workflow_snapshot -> 'context' -> 'pending') = 'object'
    order by r.updated_at asc, r.id asc
    limit ${limit}`.execute(trx);
  return counted(rows);
}

/** An active member of the office with what the password and multi-factor checks read. */
export interface MemberSecurityRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  has_password: boolean;
  password_changed_at: Date | null;
  created_at: Date;
  mfa_enabled: boolean;
}

/** The office's active members, by name. */
export async function activeMembers(trx: ScopedTransaction): Promise<MemberSecurityRow[]> {
  const rows = await trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .select((eb) => ['m.user_id', 'u.email', 'u.first_name', 'u.last_name', eb('u.password_hash', 'is not', null).as('has_password'), 'u.password_changed_at', 'u.created_at', 'u.mfa_enabled'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({ ...row, has_password: Boolean(row.has_password) }));
}

/** A client whose intake lacks a consent its form requires. */
export interface MissingConsentRow {
  id: string;
  kind: 'client' | 'lead';
  first_name: string;
  last_name: string;
  created_at: Date;
}

/** The clients (of the kinds given) whose intake does not hold true for one of the consent fields, oldest first. */
export async function clientsMissingConsent(trx: ScopedTransaction, fields: readonly string[], kinds: readonly ('client' | 'lead')[], limit: number): Promise<Found<MissingConsentRow>> {
  if (fields.length === 0 || kinds.length === 0) return { rows: [], total: 0 };
  const missing = sql.join(fields.map((field) => sql`coalesce(c.intake -> ${field}, 'false'::jsonb) <> 'true'::jsonb`), sql` or `);
  const { rows } = await sql<MissingConsentRow & { total: string | number }>`
    select c.id, c.kind, c.first_name, c.last_name, c.created_at, count(*) over () as total
    from clients c
    where c.kind in (${sql.join(kinds)}) and (${missing})
    order by c.created_at asc, c.id asc
    limit ${limit}`.execute(trx);
  return counted(rows);
}

/** Which compliance events: of these types, within a time range. */
export interface ComplianceAuditFilter {
  eventTypes: readonly string[];
  from?: Date;
  before?: Date;
}

const auditWhere = (filter: ComplianceAuditFilter) =>
  sql.join(
    [
      sql`a.event_type in (${sql.join(filter.eventTypes)})`,
      ...(filter.from ? [sql`a.occurred_at >= ${filter.from}`] : []),
      ...(filter.before ? [sql`a.occurred_at < ${filter.before}`] : []),
    ],
    sql` and `,
  );

/** A page of the compliance events, newest (or oldest) first, and how many there are in all. */
export async function complianceAuditPage(trx: ScopedTransaction, filter: ComplianceAuditFilter, page: { offset: number; limit: number; descending: boolean }): Promise<Found<AuditLogRow>> {
  const direction = page.descending ? sql`desc` : sql`asc`;
  const { rows } = await sql<AuditLogRow & { total: string | number }>`
    select a.id, a.seq, a.occurred_at, a.user_id, u.first_name, u.last_name, u.email, a.event_type, a.service_name, a.entity_type,
      a.entity_id, a.before, a.after, a.success, a.ip::text as ip, a.user_agent, count(*) over () as total
    from audit_log a
    left join users u on u.id = a.user_id
    where ${auditWhere(filter)}
    order by a.occurred_at ${direction}, a.seq ${direction}
    limit ${page.limit} offset ${page.offset}`.execute(trx);
  if (rows.length === 0 && page.offset > 0) return { rows: [], total: await countComplianceEvents(trx, filter) };
  return counted(rows);
}

/** How many compliance events there are within the range. */
export async function countComplianceEvents(trx: ScopedTransaction, filter: ComplianceAuditFilter): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from audit_log a where ${auditWhere(filter)}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
