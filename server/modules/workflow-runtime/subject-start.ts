import { subjectCollection, type SubjectKind } from '../../../engine/modules/record-collections';
import { checkStart } from '../../../engine/workflows/transition-rules';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { searchTextOf, titleOf } from '../records/record-data';
import { startRecordWorkflow } from './record-start';
import { workflowActorOf } from './workflow-actor-of';
import { insertSubjectRun } from './workflow-runtime.queries';

/** A client or a client's document whose run of the office's workflow starts: its id, what it is called, and for a document its client. */
export interface NewSubject {
  kind: SubjectKind;
  id: string;
  name: string;
}

/**
 * Starts a new client's (or client document's) run of the office's `workflows.client` (`workflows.document`) in
 * the transaction that made it: a record of the subject's built-in collection, with the subject's id, then started
 * as any record is (initial stage, history, the initial stage's and the create trigger's effects; mail queued for
 * after the commit, so run the transaction through inOfficeWithMail). The subject exists once its maker may make it:
 * when their role may not enter the workflow's first stage, the run is started by the system in their stead.
 * Nothing happens where the subject runs no workflow.
 */
export async function startSubjectWorkflow(trx: ScopedTransaction, ctx: OfficeContext, subject: NewSubject): Promise<void> {
  const collection = subjectCollection(ctx.office, subject.kind);
  if (!collection?.workflow) return;
  const starter: OfficeContext = checkStart(collection.workflow, workflowActorOf(ctx, collection.workflow)).ok ? ctx : { ...ctx, actor: { kind: 'system', name: 'workflow-start' } };
  const data = { name: subject.name.slice(0, 200) };
  const title = titleOf(ctx, collection, data, null);
  const user = actorUserId(ctx.actor);
  const row = await insertSubjectRun(trx, ctx.tenant.id, {
    id: subject.id,
    module: collection.ownerId,
    entity: collection.entity,
    title,
    data: JSON.stringify(data),
    search_text: searchTextOf(ctx, collection, data, null, title),
    subject_client_id: subject.kind === 'client' ? subject.id : null,
    document_id: subject.kind === 'document' ? subject.id : null,
    created_by: user,
    last_modified_by: user,
  });
  await startRecordWorkflow(trx, starter, collection, row);
}
