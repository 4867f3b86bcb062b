import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { resumeWorkflow, sendWorkflowEvent } from '../../../engine/workflows/workflow-actor';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { RecordRow } from '../records/record.view';
import { clockNow } from '../../jobs/clock';
import { applyEffects } from './effect-registry';
import { workflowActorOf } from './workflow-actor-of';
import { mailQueueOf } from './workflow-mail-queue';
import { readWorkflowRecord, writeWorkflowColumns } from './workflow-runtime.queries';

/**
 * Runs a record's `update`, `delete` or `sla_breach` trigger through its workflow's machine in the change's transaction: the
 * snapshot kept (the change itself has moved the version on) and the trigger's effects carried out, before a delete
 * takes the record away. Answers the record as it then stands, or undefined when its workflow has no such trigger.
 */
export async function triggerRecordWorkflow(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, id: string, event: 'update' | 'delete' | 'sla_breach'): Promise<RecordRow | undefined> {
  const definition = collection.workflow;
  if (!definition?.triggers?.some((trigger) => trigger.event === event)) return undefined;
  const row = await readWorkflowRecord(trx, collection.ownerId, id);
  if (!row || row.workflow_snapshot === null) return undefined;
  const workflow = resumeWorkflow(definition, row.workflow_snapshot as Parameters<typeof resumeWorkflow>[1]);
  const result = sendWorkflowEvent(workflow, { type: 'TRIGGER', event, actor: workflowActorOf(ctx, definition), at: clockNow().toISOString() });
  const snapshot = workflow.getPersistedSnapshot();
  workflow.stop();
  const scope = { trx, ctx, collection, definition, record: await writeWorkflowColumns(trx, id, { workflow_snapshot: JSON.stringify(snapshot) }, false), mails: mailQueueOf(trx) };
  await applyEffects(scope, result.effects);
  return scope.record;
}
