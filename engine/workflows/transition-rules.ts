import type { LocalizedText, WorkflowDefinition, WorkflowInput, WorkflowStage, WorkflowTransition } from '../generated/config-types';
import { checkInputs, type WorkflowInputs } from './input-check';
import type { FieldValue } from './workflow-effects';
import { refusal, stageName, type TransitionRefusal } from './transition-messages';
import { approversOf, rolesAdmit, stageAdmits, type WorkflowActor } from './workflow-roles';

/** A move that waits for an approver. */
export interface PendingApproval {
  to: string;
  requestedBy: string;
  requestedAt: string;
  /** The inputs given with the request, stored on the record when it is approved. */
  inputs: Record<string, FieldValue>;
}

/** Where a record is: its stage and any move waiting for approval. */
export interface WorkflowPosition {
  stage: string;
  pending?: PendingApproval;
}

/** A user asking to move a record to a stage, with the inputs that stage requires. */
export interface TransitionRequest {
  to: string;
  actor: WorkflowActor;
  inputs?: WorkflowInputs;
}

/** The answer to a request: move now (approvedBy set when the move needed approval), only request approval, or refuse. */
export type TransitionVerdict = { ok: true; mode: 'move' | 'request'; approvedBy?: string } | ({ ok: false } & TransitionRefusal);

/** A move an actor may make from where a record is, for its button. */
export interface AvailableTransition {
  to: string;
  /** The transition's label, else the target stage's name. */
  label: LocalizedText;
  /** Whether pressing it moves the record or only asks an approver. */
  mode: 'move' | 'request';
  requiresApproval: boolean;
  requiredInputs: readonly WorkflowInput[];
}

interface Move {
  from: WorkflowStage;
  transition: WorkflowTransition;
  target: WorkflowStage;
}

const refuse = (found: TransitionRefusal): TransitionVerdict => ({ ok: false, ...found });

function findStage(definition: WorkflowDefinition, id: string): WorkflowStage | undefined {
  return definition.stages.find((stage) => stage.id === id);
}

function isFinal(stage: WorkflowStage): boolean {
  return stage.final === true || !stage.transitions?.length;
}

function findMove(definition: WorkflowDefinition, position: WorkflowPosition, to: string): Move | TransitionRefusal {
  const from = findStage(definition, position.stage);
  if (!from) return refusal('no-such-stage', { from: stageName(definition, position.stage) });
  if (isFinal(from)) return refusal('final-stage', { from: from.name });
  const transition = from.transitions?.find((candidate) => candidate.to === to);
  const target = findStage(definition, to);
  if (!transition || !target) return refusal('no-such-transition', { from: from.name, to: stageName(definition, to) });
  return { from, transition, target };
}

function permissionRefusal(definition: WorkflowDefinition, move: Move, actor: WorkflowActor): TransitionRefusal | undefined {
  const { leave, enter } = definition.permissions;
  if (!stageAdmits(leave, move.from.id, actor)) return refusal('forbidden-leave', { from: move.from.name, roles: leave?.[move.from.id] });
  if (!stageAdmits(enter, move.target.id, actor)) return refusal('forbidden-enter', { to: move.target.name, roles: enter?.[move.target.id] });
  return undefined;
}

function pendingRefusal(definition: WorkflowDefinition, position: WorkflowPosition): TransitionRefusal | undefined {
  const { pending } = position;
  if (!pending) return undefined;
  const transition = findStage(definition, position.stage)?.transitions?.find((candidate) => candidate.to === pending.to);
  const roles = transition ? approversOf(definition, transition) : [];
  return refusal('approval-pending', { to: stageName(definition, pending.to), roles });
}

function modeFor(definition: WorkflowDefinition, transition: WorkflowTransition, actor: WorkflowActor): TransitionVerdict {
  if (!transition.requiresApproval) return { ok: true, mode: 'move' };
  if (rolesAdmit(approversOf(definition, transition), actor)) return { ok: true, mode: 'move', approvedBy: actor.id };
  return { ok: true, mode: 'request' };
}

/**
 * Decides a move by the workflow's rules: the transition exists, the actor may leave the source and enter the target,
 * the target's required inputs are given, and a move needing approval is made by an approver or only requested.
 */
export function checkTransition(definition: WorkflowDefinition, position: WorkflowPosition, request: TransitionRequest): TransitionVerdict {
  const move = findMove(definition, position, request.to);
  if ('code' in move) return refuse(move);
  const blocked = pendingRefusal(definition, position) ?? permissionRefusal(definition, move, request.actor) ?? checkInputs(move.target, request.inputs);
  if (blocked) return refuse(blocked);
  return modeFor(definition, move.transition, request.actor);
}

/** The moves an actor may make from where a record is (inputs aside); none while a move waits for approval. */
export function availableTransitions(definition: WorkflowDefinition, position: WorkflowPosition, actor: WorkflowActor): AvailableTransition[] {
  if (position.pending) return [];
  const from = findStage(definition, position.stage);
  const available: AvailableTransition[] = [];
  for (const transition of from?.transitions ?? []) {
    const move = findMove(definition, position, transition.to);
    if ('code' in move || permissionRefusal(definition, move, actor)) continue;
    const verdict = modeFor(definition, transition, actor);
    available.push({
      to: transition.to,
      label: transition.label ?? move.target.name,
      mode: verdict.ok ? verdict.mode : 'request',
      requiresApproval: transition.requiresApproval === true,
      requiredInputs: move.target.requiredInputs ?? [],
    });
  }
  return available;
}

/** Whether an actor may approve or reject the move waiting in a position, with the transition when so. */
export function checkApproval(
  definition: WorkflowDefinition,
  position: WorkflowPosition,
  actor: WorkflowActor,
): { ok: true; transition: WorkflowTransition; pending: PendingApproval } | ({ ok: false } & TransitionRefusal) {
  const { pending } = position;
  const from = findStage(definition, position.stage);
  const transition = from?.transitions?.find((candidate) => candidate.to === pending?.to);
  if (!pending || !from || !transition) return { ok: false, ...refusal('no-pending-approval', { from: stageName(definition, position.stage) }) };
  const roles = approversOf(definition, transition);
  if (!rolesAdmit(roles, actor)) return { ok: false, ...refusal('forbidden-approve', { from: from.name, to: stageName(definition, pending.to), roles }) };
  return { ok: true, transition, pending };
}

/** Whether an actor may approve (or reject) the move waiting in a position. */
export function canApprove(definition: WorkflowDefinition, position: WorkflowPosition, actor: WorkflowActor): boolean {
  return checkApproval(definition, position, actor).ok;
}

/** Whether an actor may start a record in the workflow: permissions.enter of the initial stage, when it names one. */
export function checkStart(definition: WorkflowDefinition, actor: WorkflowActor): TransitionVerdict {
  const { enter } = definition.permissions;
  const initial = definition.initialStage;
  if (stageAdmits(enter, initial, actor)) return { ok: true, mode: 'move' };
  return refuse(refusal('forbidden-enter', { to: stageName(definition, initial), roles: enter?.[initial] }));
}
