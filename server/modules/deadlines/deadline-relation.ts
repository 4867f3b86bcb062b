import { sql, type RawBuilder } from 'kysely';

/** A deadline's kind: a record's time in a stage with an SLA, an open task with a due time, or a client's follow-up. */
export type DeadlineKind = 'stage' | 'task' | 'follow-up';

/** The deadline kinds, in the order a tie on due time lists them. */
export const DEADLINE_KINDS: readonly DeadlineKind[] = ['stage', 'task', 'follow-up'];

/**
 * Every open deadline of the office as one relation, `deadlines`: the SLA due time of each record still in the
 * stage its timer is of, each open task with a due time, and each client's next follow-up. Row-level security of
 * the tables beneath shows the transaction's office only. A client's or a document's workflow run names its client
 * (a document's, the client it is filed with). Columns: tenant_id, kind, id (the record, task or
 * client), module, record_id, record_title, record_number, client_id, client_name, client_kind, stage,
 * breached_at, task_type, task_title, assigned_user, assigned_role, due_at, created_at.
 */
export const DEADLINES_RELATION: RawBuilder<unknown> = sql`(
  select s.tenant_id, 'stage'::text as kind, r.id, r.module, r.id as record_id, r.title as record_title, r.number as record_number,
    coalesce(r.subject_client_id, r.client_id, rd.client_id) as client_id, null::text as client_name, null::text as client_kind, s.stage, s.breached_at,
    null::text as task_type, null::jsonb as task_title, coalesce(r.assigned_to, rc.assigned_to) as assigned_user, null::text as assigned_role, s.due_at, s.entered_at as created_at
  from sla_timers s
  join records r on r.tenant_id = s.tenant_id and r.id = s.record_id and r.stage = s.stage and r.stage_entered_at = s.entered_at
  left join documents rd on rd.tenant_id = r.tenant_id and rd.id = r.document_id
  -- A client's or a document's run without an assignee of its own is the client's owner's.
  left join clients rc on rc.tenant_id = r.tenant_id and rc.id = coalesce(r.subject_client_id, rd.client_id)
  union all
  select t.tenant_id, 'task', t.id, coalesce(t.module, tr.module), t.record_id, tr.title, tr.number,
    coalesce(tr.subject_client_id, tr.client_id, td.client_id), null, null, null, null,
    t.task_type, t.title, t.assigned_user, t.assigned_role, t.due_at, t.created_at
  from tasks t
  left join records tr on tr.tenant_id = t.tenant_id and tr.id = t.record_id
  left join documents td on td.tenant_id = tr.tenant_id and td.id = tr.document_id
  where t.status = 'open' and t.due_at is not null
  union all
  select c.tenant_id, 'follow-up', c.id, null, null, null, null,
    c.id, trim(c.first_name || ' ' || c.last_name), c.kind, null, null,
    null, null, c.assigned_to, null, c.next_follow_up_date, c.created_at
  from clients c
  where c.next_follow_up_date is not null
) as deadlines`;
