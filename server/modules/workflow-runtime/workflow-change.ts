import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { WorkflowEffect, FieldValue } from '../../../engine/workflows/workflow-effects';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { applyEffects } from './effect-registry';
import type { EffectScope } from './effect-scope';
import { setRecordFields } from './record-fields';
import { startSlaTimer } from './sla-timers';
import { mailQueueOf } from './workflow-mail-queue';
import type { WorkflowRecord } from './workflow-record';
import { insertRecordEvent, writeWorkflowColumns } from './workflow-runtime.queries';

/** A line of history a change writes: its kind, the stages, and what came with it. */
export interface ChangeEvent {
  kind: 'moved' | 'requested' | 'approved' | 'rejected';
  from: string;
  to: string;
  approvedBy?: string | null;
  inputs?: Record<string, FieldValue> | null;
  reason?: string | null;
}

/**
 * Keeps what the engine's machine did to a locked record, in its transaction: the new snapshot and stage (the
 * time of entry when the stage changed), version and updated time moved on; the history line; the inputs that are
 * form fields set on the record; the effects carried out; an audit entry with from, to, inputs and approver; and the
 * new stage's SLA timer started.
 */
export async function keepWorkflowChange(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, found: WorkflowRecord, event: ChangeEvent, effects: readonly WorkflowEffect[]): Promise<EffectScope> {
  const state = found.workflow.getSnapshot();
  const stage = String(state.value);
  const moved = stage !== found.row.stage;
  const row = await writeWorkflowColumns(
    trx,
    found.row.id,
    { stage, workflow_snapshot: JSON.stringify(found.workflow.getPersistedSnapshot()), last_modified_by: actorUserId(ctx.actor), ...(moved ? { stage_entered_at: state.context.enteredAt } : {}) },
    true,
  );
  found.workflow.stop();
  await insertRecordEvent(trx, ctx.tenant.id, {
    record_id: row.id,
    kind: event.kind,
    from_stage: event.from,
    to_stage: event.to,
    actor_id: actorUserId(ctx.actor),
    actor_name: ctx.actor.kind === 'system' ? ctx.actor.name : null,
    approved_by: event.approvedBy ?? null,
    inputs: event.inputs && Object.keys(event.inputs).length > 0 ? JSON.stringify(event.inputs) : null,
    reason: event.reason ?? null,
  });
  const scope: EffectScope = { trx, ctx, collection, definition: found.definition, record: row, mails: mailQueueOf(trx) };
  if (moved && event.inputs) await setRecordFields(scope, event.inputs);
  const after = { stage: scope.record.stage, ...(event.inputs ? { inputs: event.inputs } : {}), ...(event.approvedBy ? { approvedBy: event.approvedBy } : {}), ...(event.reason ? { reason: event.reason } : {}) };
  const { kind } = event;
  await writeAudit(trx, auditActorOf(ctx), { eventType: `record.workflow.${kind}`, serviceName: 'workflow-runtime', entityType: collection.entity, entityId: row.id, before: { stage: event.from }, after: { ...after, to: event.to }, success: true });
  await applyEffects(scope, effects);
  if (moved) await startSlaTimer(scope);
  return scope;
}
