import { slaCalendarOf, slaTimes } from '../../../engine/workflows/sla';
import { clockNow } from '../../jobs/clock';
import { enqueueInOffice } from '../../jobs/job-queue';
import type { EffectScope } from './effect-scope';
import { slaBreachJob, slaReminderJob, type SlaJobPayload } from './sla-jobs';

/**
 * Starts the SLA timer of a record that has just entered its stage, in the transaction of the move (or of its
 * creation): when the stage has `sla.hours`, the timer's row (due time and reminder time) and two jobs, the reminder
 * at its time (unless it is already past) and the breach at the due time. A rolled-back move leaves neither; a timer
 * of a stage the record has since left does nothing when its jobs run. Hours on the stage's clock: wall-clock, or
 * the office's working hours in its time zone (`sla.clock: "working"`).
 */
export async function startSlaTimer(scope: Pick<EffectScope, 'trx' | 'ctx' | 'collection' | 'definition' | 'record'>): Promise<void> {
  const { trx, ctx, definition, record } = scope;
  if (record.stage === null || record.stage_entered_at === null) return;
  const enteredAt = new Date(record.stage_entered_at).toISOString();
  const times = slaTimes(definition, record.stage, enteredAt, slaCalendarOf(ctx.office));
  if (!times) return;
  const dueAt = new Date(times.dueAt);
  const remindAt = new Date(times.remindAt);
  await trx
    .insertInto('sla_timers')
    .values({ tenant_id: ctx.tenant.id, record_id: record.id, entered_at: enteredAt, stage: record.stage, due_at: dueAt, remind_at: remindAt })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'record_id', 'entered_at']).doNothing())
    .execute();
  const payload: SlaJobPayload = { module: record.module, workflowId: definition.id, recordId: record.id, enteredAt };
  const key = `${record.id}@${enteredAt}`;
  if (remindAt > clockNow()) await enqueueInOffice(trx, ctx, slaReminderJob, payload, { runAt: remindAt, key });
  await enqueueInOffice(trx, ctx, slaBreachJob, payload, { runAt: dueAt, key });
}
