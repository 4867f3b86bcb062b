import { assign, enqueueActions, setup, type ActionFunction } from 'xstate';
import type { WorkflowAction, WorkflowDefinition, WorkflowStage } from '../generated/config-types';
import { runWorkflowAction, workflowActionTypes, type ActionContext, type WorkflowActionType } from './action-registry';
import { acceptedInputs } from './input-check';
import { refusal, stageName } from './transition-messages';
import { checkApproval, checkTransition, type WorkflowPosition } from './transition-rules';
import { afterDecline, afterMove, afterRequest, type WorkflowContext, type WorkflowMachineInput } from './workflow-context';
import type { EmittedEffect } from './workflow-effects';
import type { WorkflowEvent } from './workflow-events';
import type { WorkflowActor } from './workflow-roles';

/** Params of the machine's own guards and actions: the stage a transition leaves, and the one it enters. */
export interface StageParams {
  from: string;
  to?: string;
}

type RegisteredAction = ActionFunction<WorkflowContext, WorkflowEvent, WorkflowEvent, WorkflowAction, never, never, never, never, EmittedEffect>;

interface ActorAndTime {
  actor: WorkflowActor;
  at: string;
}

function isActorAndTime(value: unknown): value is ActorAndTime {
  return typeof value === 'object' && value !== null && 'actor' in value && 'at' in value;
}

// Stage actions run on a move (the event names the actor) or, for the initial stage, at start (the init event's input does).
function actionContextOf(context: WorkflowContext, event: unknown): ActionContext {
  const source = isActorAndTime(event) ? event : (event as { input?: unknown }).input;
  if (!isActorAndTime(source)) throw new Error(`workflow action run by an event without actor and time: ${JSON.stringify(event)}`);
  return { recordId: context.recordId, actorId: source.actor.id, at: source.at };
}

const runRegistered: RegisteredAction = enqueueActions<WorkflowContext, WorkflowEvent, WorkflowAction, WorkflowEvent, never, never, never, never, EmittedEffect>(
  ({ context, event, enqueue }, params) => {
  const { effect, fields } = runWorkflowAction(params, actionContextOf(context, event));
  enqueue.emit({ type: 'effect', effect });
  if (Object.keys(fields).length) enqueue.assign(({ context: current }) => ({ fields: { ...current.fields, ...fields } }));
  },
);

// One implementation serves every registered type: the registry, not the machine, knows what each type does.
const registeredActions = Object.fromEntries(workflowActionTypes.map((type) => [type, runRegistered])) as Record<
  WorkflowActionType,
  RegisteredAction
>;

const position = (context: WorkflowContext, from: string): WorkflowPosition => ({ stage: from, pending: context.pending });

function stageOf(definition: WorkflowDefinition, id: string): WorkflowStage {
  const stage = definition.stages.find((candidate) => candidate.id === id);
  if (!stage) throw new Error(`workflow "${definition.id}" has no stage "${id}"`);
  return stage;
}

/** XState's setup for one workflow: the registry's actions, and the guards and bookkeeping that apply the workflow's rules. */
export function workflowSetup(definition: WorkflowDefinition) {
  const verdict = (context: WorkflowContext, event: WorkflowEvent, from: string) =>
    event.type === 'REQUEST' ? checkTransition(definition, position(context, from), event) : undefined;
  const approval = (context: WorkflowContext, event: WorkflowEvent, from: string) =>
    event.type === 'APPROVE' || event.type === 'REJECT' ? checkApproval(definition, position(context, from), event.actor) : undefined;

  return setup({
    types: {} as { context: WorkflowContext; events: WorkflowEvent; input: WorkflowMachineInput; emitted: EmittedEffect },
    actions: {
      ...registeredActions,
      recordMove: assign(({ context, event }, { from, to = '' }: StageParams) => {
        const found = verdict(context, event, from);
        if (event.type !== 'REQUEST' || !found?.ok) return {};
        const move = { from, to, by: event.actor.id, at: event.at, ...(found.approvedBy ? { approvedBy: found.approvedBy } : {}) };
        return afterMove(context, move, acceptedInputs(stageOf(definition, to), event.inputs));
      }),
      recordRequest: assign(({ event }) => {
        if (event.type !== 'REQUEST') return {};
        const inputs = acceptedInputs(stageOf(definition, event.to), event.inputs);
        return afterRequest({ to: event.to, requestedBy: event.actor.id, requestedAt: event.at, inputs });
      }),
      refuseRequest: assign(({ context, event }, { from }: StageParams) => {
        const found = verdict(context, event, from);
        if (found && !found.ok) return { rejection: { code: found.code, message: found.message, ...(found.facts ? { facts: found.facts } : {}) } };
        // Only reached when no guard took the request, so there is no move to make.
        const to = event.type === 'REQUEST' ? event.to : '';
        return { rejection: refusal('no-such-transition', { from: stageName(definition, from), to: stageName(definition, to) }) };
      }),
      recordApproval: assign(({ context, event }, { from, to = '' }: StageParams) => {
        const { pending } = context;
        if (event.type !== 'APPROVE' || !pending) return {};
        return afterMove(context, { from, to, by: pending.requestedBy, at: event.at, approvedBy: event.actor.id }, pending.inputs);
      }),
      recordDecline: assign(({ context, event }) => {
        const { pending } = context;
        if (event.type !== 'REJECT' || !pending) return {};
        const reason = event.reason === undefined ? {} : { reason: event.reason };
        return afterDecline({ to: pending.to, requestedBy: pending.requestedBy, by: event.actor.id, at: event.at, ...reason });
      }),
      refuseDecision: assign(({ context, event }, { from }: StageParams) => {
        const found = approval(context, event, from);
        if (found && !found.ok) return { rejection: { code: found.code, message: found.message, ...(found.facts ? { facts: found.facts } : {}) } };
        // Only reached when the waiting move no longer needs approval (the definition changed since it was asked).
        return { rejection: refusal('no-pending-approval', { from: stageName(definition, from) }) };
      }),
      clearRejection: assign({ rejection: undefined }),
    },
    guards: {
      movesTo: ({ context, event }, { from, to }: StageParams) => {
        if (event.type !== 'REQUEST' || event.to !== to) return false;
        const found = verdict(context, event, from);
        return found?.ok === true && found.mode === 'move';
      },
      asksApproval: ({ context, event }, { from }: StageParams) => {
        const found = verdict(context, event, from);
        return found?.ok === true && found.mode === 'request';
      },
      approvesTo: ({ context, event }, { from, to }: StageParams) =>
        event.type === 'APPROVE' && context.pending?.to === to && approval(context, event, from)?.ok === true,
      mayDecide: ({ context, event }, { from }: StageParams) => approval(context, event, from)?.ok === true,
      isTrigger: ({ event }, { on }: { on: string }) => event.type === 'TRIGGER' && event.event === on,
    },
  });
}
