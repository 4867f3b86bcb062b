import type { Snapshot } from 'xstate';
import type { LocalizedText, WorkflowDefinition, WorkflowInput } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { slaCalendarOf, slaDeadline, type SlaCalendar } from '../../../engine/workflows/sla';
import { stageName, wordRefusal, type RefusalNames } from '../../../engine/workflows/transition-messages';
import { availableTransitions, canApprove, checkTransition, type WorkflowPosition } from '../../../engine/workflows/transition-rules';
import { resumeWorkflow, workflowPosition } from '../../../engine/workflows/workflow-actor';
import type { WorkflowActor } from '../../../engine/workflows/workflow-roles';
import { hoursBetween } from '../../../engine/workflows/workflow-time';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { isUuid } from '../../tenancy/tenant-queries';
import { readMemberNames } from '../../users/member-names';
import { recordsModule } from '../records/record-access';
import { recordError } from '../records/records.messages';
import { refusalNames } from './refusal-names';
import { workflowActorOf } from './workflow-actor-of';
import { readWorkflowRecord } from './workflow-runtime.queries';

/** A required input of a move, as a form asks for it. */
export interface MoveInput {
  name: string;
  type: WorkflowInput['type'];
  label: LocalizedText;
  required: boolean;
  pattern?: string;
}

/** Where a record stands in its workflow, for its page: the graph, the waiting move, the moves this user may make now and why not the others, and the SLA. */
export interface RecordWorkflowView {
  workflowId: string;
  stage: string;
  stageName: LocalizedText;
  stages: { id: string; name: LocalizedText; final: boolean }[];
  pending: { to: string; toName: LocalizedText; requestedBy: string; requestedByName: string | null; requestedAt: string; inputs: Record<string, unknown> } | null;
  canDecide: boolean;
  moves: { to: string; label: LocalizedText; mode: 'move' | 'request'; requiresApproval: boolean; requiredInputs: MoveInput[] }[];
  refused: { to: string; label: LocalizedText; code: string; message: LocalizedText }[];
  sla: { deadline: string; hoursLeft: number; breached: boolean } | null;
}

const asMoveInput = (input: WorkflowInput): MoveInput => ({ name: input.key, type: input.type, label: input.label, required: true, ...(input.pattern ? { pattern: input.pattern } : {}) });

// The graph's moves from the stage that this user may not make now, each with the engine's reason (inputs aside).
function refusedMoves(definition: WorkflowDefinition, position: WorkflowPosition, actor: WorkflowActor, allowed: ReadonlySet<string>, names: RefusalNames): RecordWorkflowView['refused'] {
  const stage = definition.stages.find((candidate) => candidate.id === position.stage);
  return (stage?.transitions ?? []).flatMap((transition) => {
    if (allowed.has(transition.to)) return [];
    const verdict = checkTransition(definition, position, { to: transition.to, actor });
    if (verdict.ok || verdict.code === 'missing-input' || verdict.code === 'invalid-input') return [];
    return [{ to: transition.to, label: transition.label ?? stageName(definition, transition.to), code: verdict.code, message: wordRefusal(verdict, names).message }];
  });
}

function slaOf(definition: WorkflowDefinition, stage: string, enteredAt: Date | string | null, calendar: SlaCalendar): RecordWorkflowView['sla'] {
  if (enteredAt === null) return null;
  const deadline = slaDeadline(definition, stage, new Date(enteredAt).toISOString(), calendar);
  if (deadline === undefined) return null;
  const hoursLeft = Math.round(hoursBetween(new Date().toISOString(), deadline) * 100) / 100;
  return { deadline, hoursLeft, breached: hoursLeft < 0 };
}

/** A record's place in its workflow as this user sees it; null for a module whose records move through no stages. */
export async function recordWorkflow(ctx: OfficeContext, moduleId: string, id: string): Promise<RecordWorkflowView | null> {
  return collectionWorkflow(ctx, recordsModule(ctx, moduleId).collection, id);
}

/** A record's place in its workflow, of a collection the caller has reached (a module's, or a subject's runs). */
export async function collectionWorkflow(ctx: OfficeContext, collection: ResolvedCollection, id: string): Promise<RecordWorkflowView | null> {
  if (!collection.workflow) return null;
  return inOffice(ctx, async (trx) => {
    const row = isUuid(id) ? await readWorkflowRecord(trx, collection.ownerId, id) : undefined;
    if (!row) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
    // A record made before its collection had a workflow has no snapshot: it stands in no stage.
    if (row.workflow_snapshot === null) return null;
    const definition = collection.workflow!;
    const workflow = resumeWorkflow(definition, row.workflow_snapshot as unknown as Snapshot<unknown>);
    const position = workflowPosition(workflow.getSnapshot());
    workflow.stop();
    const actor = workflowActorOf(ctx, definition);
    const moves = availableTransitions(definition, position, actor).map((move) => ({ ...move, requiredInputs: move.requiredInputs.map(asMoveInput) }));
    const { pending } = position;
    const names = pending ? await readMemberNames(trx, [pending.requestedBy].filter((user) => !user.startsWith('system:'))) : new Map<string, string>();
    return {
      workflowId: definition.id,
      stage: position.stage,
      stageName: stageName(definition, position.stage),
      stages: definition.stages.map((stage) => ({ id: stage.id, name: stage.name, final: stage.final === true || !stage.transitions?.length })),
      pending: pending ? { to: pending.to, toName: stageName(definition, pending.to), requestedBy: pending.requestedBy, requestedByName: names.get(pending.requestedBy) ?? null, requestedAt: pending.requestedAt, inputs: pending.inputs } : null,
      canDecide: canApprove(definition, position, actor),
      moves,
      refused: refusedMoves(definition, position, actor, new Set(moves.map((move) => move.to)), refusalNames(ctx, collection)),
      sla: slaOf(definition, position.stage, row.stage_entered_at, slaCalendarOf(ctx.office)),
    };
  });
}
