import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { acceptedInputs, type WorkflowInputs } from '../../../engine/workflows/input-check';
import { sendWorkflowEvent, workflowPosition } from '../../../engine/workflows/workflow-actor';
import { stageName } from '../../../engine/workflows/transition-messages';
import type { OfficeContext } from '../../context/office-context';
import { isUuid } from '../../tenancy/tenant-queries';
import { recordsModule } from '../records/record-access';
import type { RecordView } from '../records/record.view';
import { namedRecordView } from '../records/records.service';
import { recordError } from '../records/records.messages';
import { clockNow } from '../../jobs/clock';
import { notifyApprovers, notifyRequester } from './approver-notice';
import { refusalError } from './transition-refusal';
import { workflowActorOf } from './workflow-actor-of';
import { keepWorkflowChange } from './workflow-change';
import { inOfficeWithMail } from './workflow-mail-queue';
import { workflowOf, workflowRecord } from './workflow-record';
import { runtimeError, runtimeText, type RuntimeText } from './workflow-runtime.messages';

/** A move asked for: the target stage, the inputs it requires, and the version the caller read. */
export interface TransitionBody {
  to: string;
  inputs?: WorkflowInputs;
  version: number;
}

/** An approver's decision on the waiting move, with an optional reason, at the version the caller read. */
export interface ApprovalBody {
  decision: 'approve' | 'reject';
  reason?: string;
  version: number;
}

/** What a change answers: the record as it now stands, what happened, and its message in every language. */
export interface WorkflowChangeResult {
  record: RecordView;
  outcome: 'moved' | 'requested' | 'approved' | 'rejected';
  messages: RuntimeText;
}

// The module's records as a move reaches them: readable by the caller (the records' own rule), never by a viewer's
// hand, of a collection with a workflow. The workflow's leave, enter and approve roles then decide the move itself.
function reachable(ctx: OfficeContext, moduleId: string, id: string) {
  return movable(ctx, recordsModule(ctx, moduleId).collection, id);
}

// A collection the caller has reached, for a move: never by a viewer's hand, with a workflow, and a record id.
function movable(ctx: OfficeContext, collection: ResolvedCollection, id: string): ResolvedCollection {
  if (ctx.actor.kind === 'member' && ctx.actor.role === 'viewer') throw runtimeError(403, 'RECORDS_READ_ONLY', ctx, collection);
  workflowOf(ctx, collection);
  if (!isUuid(id)) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  return collection;
}

/**
 * Moves a record (or asks for the move) through the engine's machine, the one authority: the record is locked at
 * the version the caller read, its snapshot restored, the REQUEST sent; a move is kept with its inputs (and
 * approvedBy when an approver made a move that needs approval), a request is kept waiting and its approvers are
 * notified. Refusals: the role 403, the graph 409, a missing input 400 with one error per input.
 */
export async function transitionRecord(ctx: OfficeContext, moduleId: string, id: string, body: TransitionBody): Promise<WorkflowChangeResult> {
  return transitionIn(ctx, reachable(ctx, moduleId, id), id, body);
}

/** transitionRecord in a collection the caller has reached (a module's, or a subject's runs). */
export async function transitionIn(ctx: OfficeContext, reached: ResolvedCollection, id: string, body: TransitionBody): Promise<WorkflowChangeResult> {
  const collection = movable(ctx, reached, id);
  return inOfficeWithMail(ctx, async (trx) => {
    const found = await workflowRecord(trx, ctx, collection, id, body.version);
    const { definition, workflow } = found;
    const actor = workflowActorOf(ctx, definition);
    const from = workflowPosition(workflow.getSnapshot()).stage;
    const result = sendWorkflowEvent(workflow, { type: 'REQUEST', to: body.to, actor, ...(body.inputs ? { inputs: body.inputs } : {}), at: clockNow().toISOString() });
    if (!result.ok) throw refusalError(ctx, collection, definition, result.rejection!, body);
    const target = definition.stages.find((stage) => stage.id === body.to);
    const inputs = target ? acceptedInputs(target, body.inputs) : {};
    const { context } = workflow.getSnapshot();
    const requested = context.pending !== undefined;
    const madeBy = requested ? undefined : context.history.at(-1)?.approvedBy;
    const approvedBy = madeBy !== undefined && isUuid(madeBy) ? madeBy : null;
    const scope = await keepWorkflowChange(trx, ctx, collection, found, { kind: requested ? 'requested' : 'moved', from, to: body.to, approvedBy, inputs }, result.effects);
    if (requested) await notifyApprovers(scope, definition, from, body.to, actor.id);
    const outcome = requested ? 'requested' : 'moved';
    return { record: await namedRecordView(trx, scope.record), outcome, messages: runtimeText(requested ? 'MOVE_REQUESTED' : 'RECORD_MOVED', ctx, collection, { stage: stageName(definition, body.to) }) };
  });
}

/**
 * An approver's decision on the move waiting on a record, through the engine's machine: approved, the record moves
 * (approvedBy the approver, the request's inputs kept) and the target's effects run; rejected, it stays, the reason
 * kept. Whoever asked is notified either way. Only an approver may decide (403 with the engine's message).
 */
export async function decideApproval(ctx: OfficeContext, moduleId: string, id: string, body: ApprovalBody): Promise<WorkflowChangeResult> {
  return decideIn(ctx, reachable(ctx, moduleId, id), id, body);
}

/** decideApproval in a collection the caller has reached (a module's, or a subject's runs). */
export async function decideIn(ctx: OfficeContext, reached: ResolvedCollection, id: string, body: ApprovalBody): Promise<WorkflowChangeResult> {
  const collection = movable(ctx, reached, id);
  return inOfficeWithMail(ctx, async (trx) => {
    const found = await workflowRecord(trx, ctx, collection, id, body.version);
    const { definition, workflow } = found;
    const actor = workflowActorOf(ctx, definition);
    const { stage: from, pending } = workflowPosition(workflow.getSnapshot());
    const at = clockNow().toISOString();
    const event = body.decision === 'approve' ? ({ type: 'APPROVE', actor, at } as const) : ({ type: 'REJECT', actor, at, ...(body.reason ? { reason: body.reason } : {}) } as const);
    const result = sendWorkflowEvent(workflow, event);
    if (!result.ok || !pending) throw refusalError(ctx, collection, definition, result.rejection!);
    const approved = body.decision === 'approve';
    const change = approved
      ? ({ kind: 'approved', from, to: pending.to, approvedBy: actor.id, inputs: pending.inputs } as const)
      : ({ kind: 'rejected', from, to: pending.to, reason: body.reason ?? null } as const);
    const scope = await keepWorkflowChange(trx, ctx, collection, found, { ...change, approvedBy: approved && isUuid(actor.id) ? actor.id : null }, result.effects);
    if (isUuid(pending.requestedBy)) await notifyRequester(scope, definition, pending.to, pending.requestedBy, body.decision, body.reason);
    const code = approved ? 'MOVE_APPROVED' : 'MOVE_REJECTED';
    return { record: await namedRecordView(trx, scope.record), outcome: approved ? 'approved' : 'rejected', messages: runtimeText(code, ctx, collection, { stage: stageName(definition, pending.to) }) };
  });
}
