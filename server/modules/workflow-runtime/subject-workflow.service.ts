import { subjectCollection, type ResolvedCollection, type SubjectKind } from '../../../engine/modules/record-collections';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { isUuid } from '../../tenancy/tenant-queries';
import { maySeeSubjectWorkflow } from '../records/record-permissions';
import { recordError } from '../records/records.messages';
import { historyIn, type HistoryEntry } from './record-history.service';
import { decideIn, transitionIn, type ApprovalBody, type TransitionBody, type WorkflowChangeResult } from './record-transition.service';
import { collectionWorkflow, type RecordWorkflowView } from './record-workflow.service';
import { runtimeError } from './workflow-runtime.messages';
import { readWorkflowRecord, subjectExists } from './workflow-runtime.queries';

/** A client, or a document filed with a client, as a call names it. */
export interface SubjectRef {
  kind: SubjectKind;
  clientId: string;
  documentId?: string;
}

const runId = (subject: SubjectRef): string => subject.documentId ?? subject.clientId;
const TERMS = { client: { singular: 'client', plural: 'clients' }, document: { singular: 'document', plural: 'documents' } } as const;

// The subject as the caller names it: 404 when the office (or the client) has no such one, whatever else holds.
async function assertSubject(ctx: OfficeContext, subject: SubjectRef): Promise<void> {
  const known = [subject.clientId, subject.documentId ?? subject.clientId].every(isUuid) && (await inOffice(ctx, (trx) => subjectExists(trx, subject)));
  if (!known) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection: { terms: TERMS[subject.kind] } });
}

// The subject's runs as the caller reaches them: the subject itself (404), the office's workflow of the subject
// (409 where it runs none), seen only by the workflow's view roles (403 SUBJECT_WORKFLOW_FORBIDDEN).
async function reach(ctx: OfficeContext, subject: SubjectRef): Promise<ResolvedCollection> {
  await assertSubject(ctx, subject);
  const collection = subjectCollection(ctx.office, subject.kind);
  if (!collection?.workflow) throw runtimeError(409, 'RECORD_NOT_IN_WORKFLOW', ctx, { terms: TERMS[subject.kind] });
  if (!maySeeSubjectWorkflow(ctx, collection)) throw runtimeError(403, 'SUBJECT_WORKFLOW_FORBIDDEN', ctx, collection);
  return collection;
}

/** Where a subject's run stands, and the run (its id and version, which a move or a decision names). */
export interface SubjectWorkflowView {
  view: RecordWorkflowView | null;
  run: { id: string; version: number } | null;
}

/**
 * Where a client (or a client's document) stands in the office's workflow of it, as this user sees it: nothing
 * where the subject runs no workflow, or for a subject made before its workflow ran.
 */
export async function subjectWorkflow(ctx: OfficeContext, subject: SubjectRef): Promise<SubjectWorkflowView> {
  const collection = subjectCollection(ctx.office, subject.kind);
  if (!collection?.workflow) {
    await assertSubject(ctx, subject);
    return { view: null, run: null };
  }
  const reached = await reach(ctx, subject);
  const row = await inOffice(ctx, (trx) => readWorkflowRecord(trx, reached.ownerId, runId(subject)));
  if (!row) return { view: null, run: null };
  return { view: await collectionWorkflow(ctx, reached, row.id), run: { id: row.id, version: row.version } };
}

/** Moves a subject's run (or asks for the move), as a record's move is made. */
export async function transitionSubject(ctx: OfficeContext, subject: SubjectRef, body: TransitionBody): Promise<WorkflowChangeResult> {
  return transitionIn(ctx, await reach(ctx, subject), runId(subject), body);
}

/** An approver's decision on the move waiting on a subject's run. */
export async function decideSubjectApproval(ctx: OfficeContext, subject: SubjectRef, body: ApprovalBody): Promise<WorkflowChangeResult> {
  return decideIn(ctx, await reach(ctx, subject), runId(subject), body);
}

/** Everything that happened to a subject's run, oldest first. */
export async function subjectHistory(ctx: OfficeContext, subject: SubjectRef): Promise<HistoryEntry[]> {
  return historyIn(ctx, await reach(ctx, subject), runId(subject));
}
