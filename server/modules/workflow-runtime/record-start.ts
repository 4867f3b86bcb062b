import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { startWorkflow } from '../../../engine/workflows/workflow-actor';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { RecordRow } from '../records/record.view';
import { clockNow } from '../../jobs/clock';
import { applyEffects } from './effect-registry';
import { startSlaTimer } from './sla-timers';
import { refusalError } from './transition-refusal';
import { workflowActorOf } from './workflow-actor-of';
import { mailQueueOf } from './workflow-mail-queue';
import { fieldsOf } from './workflow-record';
import { insertRecordEvent, writeWorkflowColumns } from './workflow-runtime.queries';

/**
 * Starts a new record's workflow in the transaction that created it, when its collection has one: the engine's
 * machine decides (a role that may not create is refused with 403 and the engine's message), the record keeps its
 * stage, snapshot and time of entry, its history a 'created' line, and the initial stage's and the create
 * trigger's effects are carried out (mail queued for after the commit: run the transaction through inOfficeWithMail),
 * and the first stage's SLA timer started.
 * Answers the record as it now stands; a record of a collection without a workflow is answered unchanged.
 */
export async function startRecordWorkflow(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, record: RecordRow): Promise<RecordRow> {
  const definition = collection.workflow;
  if (!definition) return record;
  const actor = workflowActorOf(ctx, definition);
  const at = clockNow().toISOString();
  const started = startWorkflow(definition, { recordId: record.id, actor, at, fields: fieldsOf(record.data) });
  if (!started.ok) throw refusalError(ctx, collection, definition, started.rejection);
  const snapshot = started.actor.getPersistedSnapshot();
  started.actor.stop();
  const row = await writeWorkflowColumns(trx, record.id, { stage: definition.initialStage, workflow_snapshot: JSON.stringify(snapshot), stage_entered_at: at }, false);
  await insertRecordEvent(trx, ctx.tenant.id, {
    record_id: row.id,
    kind: 'created',
    to_stage: definition.initialStage,
    actor_id: actorUserId(ctx.actor),
    actor_name: ctx.actor.kind === 'system' ? ctx.actor.name : null,
  });
  const scope = { trx, ctx, collection, definition, record: row, mails: mailQueueOf(trx) };
  await applyEffects(scope, started.effects);
  await startSlaTimer(scope);
  return scope.record;
}
