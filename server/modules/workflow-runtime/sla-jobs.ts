import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import { ownCollections, subjectCollection, type ResolvedCollection } from '../../../engine/modules/record-collections';
import { stageName } from '../../../engine/workflows/transition-messages';
import { auditActorOf, writeAudit, type AuditEntry } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clockNow } from '../../jobs/clock';
import type { JobRun, OfficeJobKind } from '../../jobs/job-kind';
import type { RecordRow } from '../records/record.view';
import { notifyUsers } from './notify-users';
import { triggerRecordWorkflow } from './record-trigger';
import { inOfficeWithMail } from './workflow-mail-queue';
import { activeMembersWithRole, readWorkflowRecord } from './workflow-runtime.queries';
import { runtimeText, type RuntimeTextCode } from './workflow-runtime.messages';

/** What an SLA job names: the record (by its module and workflow) and its entry into the stage the timer is of. */
export type SlaJobPayload = { module: string; workflowId: string; recordId: string; enteredAt: string };

type Timer = { stage: string; due_at: Date; reminded_at: Date | null; breached_at: Date | null };

/** The record's collection in the office now: its module's, or its subject's built-in one, still running the workflow. */
function collectionOf(ctx: OfficeContext, payload: SlaJobPayload): ResolvedCollection | undefined {
  const candidates = [...ownCollections(ctx.office), subjectCollection(ctx.office, 'client'), subjectCollection(ctx.office, 'document')];
  return candidates.find((collection) => collection?.ownerId === payload.module && collection.workflow?.id === payload.workflowId);
}

// The members told about a record's SLA: its assignee and the active members of the roles that may move it on
// from the stage (the workflow's `permissions.leave` of the stage, else its editors).
async function concerned(trx: ScopedTransaction, definition: WorkflowDefinition, record: RecordRow, stage: string): Promise<string[]> {
  const roles = definition.permissions.leave?.[stage] ?? definition.permissions.edit;
  const members = (await Promise.all(roles.map((role) => activeMembersWithRole(trx, role)))).flat().map((member) => member.userId);
  return [...new Set([...(record.assigned_to ? [record.assigned_to] : []), ...members])];
}

interface Live {
  timer: Timer;
  record: RecordRow;
  collection: ResolvedCollection & { workflow: WorkflowDefinition };
}

// The timer and its record, locked, when the timer still stands: the record is in the stage it entered then.
async function liveTimer(trx: ScopedTransaction, ctx: OfficeContext, payload: SlaJobPayload): Promise<Live | undefined> {
  const timer = await trx.selectFrom('sla_timers').select(['stage', 'due_at', 'reminded_at', 'breached_at']).where('record_id', '=', payload.recordId).where('entered_at', '=', new Date(payload.enteredAt)).forUpdate().executeTakeFirst();
  const collection = collectionOf(ctx, payload);
  if (!timer || !collection?.workflow) return undefined;
  const record = await readWorkflowRecord(trx, payload.module, payload.recordId, true);
  const entered = record?.stage_entered_at ? new Date(record.stage_entered_at).getTime() : undefined;
  if (!record || record.stage !== timer.stage || entered !== new Date(payload.enteredAt).getTime()) return undefined;
  return { timer, record, collection: collection as Live['collection'] };
}

async function tell(trx: ScopedTransaction, ctx: OfficeContext, live: Live, code: RuntimeTextCode, severity: 'info' | 'warning'): Promise<number> {
  const { record, collection, timer } = live;
  const facts = { title: record.title ?? record.number, stage: stageName(collection.workflow, timer.stage) };
  const userIds = await concerned(trx, collection.workflow, record, timer.stage);
  const scope = { trx, ctx, collection, record };
  await notifyUsers(scope, userIds, { kind: code === 'SLA_BREACHED' ? 'sla_breach' : 'sla_reminder', severity, message: runtimeText(code, ctx, collection, facts), title: runtimeText('MAIL_SUBJECT', ctx, collection, facts) });
  return userIds.length;
}

/** The reminder before a record falls due: its assignee and the stage's roles are told, once, while it is still in the stage. */
export const slaReminderJob: OfficeJobKind<SlaJobPayload> = {
  name: 'sla.reminder',
  scope: 'office',
  run: (job: JobRun<SlaJobPayload>, ctx: OfficeContext) =>
    inOfficeWithMail(ctx, async (trx) => {
      const live = await liveTimer(trx, ctx, job.payload);
      if (live && !live.timer.reminded_at && !live.timer.breached_at) {
        await trx.updateTable('sla_timers').set({ reminded_at: clockNow() }).where('record_id', '=', job.payload.recordId).where('entered_at', '=', new Date(job.payload.enteredAt)).execute();
        const notified = await tell(trx, ctx, live, 'SLA_REMINDER', 'info');
        await writeAudit(trx, auditActorOf(ctx), { eventType: 'record.sla.reminded', serviceName: 'workflow-runtime', entityType: live.collection.entity, entityId: live.record.id, after: { stage: live.timer.stage, dueAt: live.timer.due_at, notified }, success: true });
      }
      await job.completeIn(trx);
    }),
};

// A breach of a record still in its stage: the timer marked, its people told, the workflow's trigger run. Answers
// the audit entry to write, last: an office's audit entries take turns until their transaction commits (migration 013).
async function breach(trx: ScopedTransaction, ctx: OfficeContext, payload: SlaJobPayload): Promise<AuditEntry | undefined> {
  const live = await liveTimer(trx, ctx, payload);
  if (!live || live.timer.breached_at) return undefined;
  const breachedAt = clockNow();
  await trx.updateTable('sla_timers').set({ breached_at: breachedAt }).where('record_id', '=', payload.recordId).where('entered_at', '=', new Date(payload.enteredAt)).execute();
  await tell(trx, ctx, live, 'SLA_BREACHED', 'warning');
  await triggerRecordWorkflow(trx, ctx, live.collection, live.record.id, 'sla_breach');
  return { eventType: 'record.sla.breached', serviceName: 'workflow-runtime', entityType: live.collection.entity, entityId: live.record.id, after: { stage: live.timer.stage, dueAt: live.timer.due_at, breachedAt }, success: true };
}

/**
 * The breach at the due time of a record still in the stage: the timer marks it overdue, the workflow's `sla_breach`
 * trigger runs (its effects through the effect registry), its assignee and the stage's roles are told, and the
 * audit keeps it; all in one transaction with the job's completion, so it happens once. An office's breaches due
 * together run in one transaction (runBatch): one commit, and the audit's turn taken once, for the whole batch, which
 * is what lets 10,000 timers due in the same minute fire within it (bench:jobs); a batch that fails runs job by job.
 */
export const slaBreachJob: OfficeJobKind<SlaJobPayload> = {
  name: 'sla.breach',
  scope: 'office',
  run: (job: JobRun<SlaJobPayload>, ctx: OfficeContext) =>
    inOfficeWithMail(ctx, async (trx) => {
      const entry = await breach(trx, ctx, job.payload);
      if (entry) await writeAudit(trx, auditActorOf(ctx), entry);
      await job.completeIn(trx);
    }),
  runBatch: (jobs, ctx) =>
    inOfficeWithMail(ctx, async (trx) => {
      const entries: AuditEntry[] = [];
      for (const job of jobs) {
        const entry = await breach(trx, ctx, job.payload);
        if (entry) entries.push(entry);
      }
      for (const entry of entries) await writeAudit(trx, auditActorOf(ctx), entry);
      for (const job of jobs) await job.completeIn(trx);
    }),
};
