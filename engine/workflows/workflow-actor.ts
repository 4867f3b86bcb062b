import { createActor, type Actor, type Snapshot, type SnapshotFrom } from 'xstate';
import type { WorkflowDefinition } from '../generated/config-types';
import { runWorkflowAction } from './action-registry';
import { refusal, stageName, type TransitionRefusal } from './transition-messages';
import { checkStart, type WorkflowPosition } from './transition-rules';
import type { WorkflowMachineInput } from './workflow-context';
import type { WorkflowEffect } from './workflow-effects';
import type { WorkflowEvent } from './workflow-events';
import { createWorkflowMachine, definitionOfMachine, type WorkflowMachine } from './workflow-machine';

/** A running workflow of one record. */
export type WorkflowActorRef = Actor<WorkflowMachine>;

/** What happened to an event: whether it did something, the effects to carry out, and why not when it did nothing. */
export interface WorkflowEventResult {
  ok: boolean;
  effects: WorkflowEffect[];
  rejection?: TransitionRefusal;
}

/** A started workflow and the effects of starting it, or why the actor may not start one. */
export type WorkflowStartResult = { ok: true; actor: WorkflowActorRef; effects: WorkflowEffect[] } | { ok: false; rejection: TransitionRefusal };

function collectEffects(actor: WorkflowActorRef, run: () => void): WorkflowEffect[] {
  const effects: WorkflowEffect[] = [];
  const subscription = actor.on('effect', (emitted) => effects.push(emitted.effect));
  try {
    run();
  } finally {
    subscription.unsubscribe();
  }
  return effects;
}

/** Where a workflow's record is, from its snapshot: for checkTransition and availableTransitions. */
export function workflowPosition(snapshot: SnapshotFrom<WorkflowMachine>): WorkflowPosition {
  const { pending } = snapshot.context;
  return { stage: String(snapshot.value), ...(pending ? { pending } : {}) };
}

/** Starts a record in its workflow (the initial stage's actions and the create trigger run), if the actor may start one. */
export function startWorkflow(definition: WorkflowDefinition, input: WorkflowMachineInput): WorkflowStartResult {
  const allowed = checkStart(definition, input.actor);
  if (!allowed.ok) return { ok: false, rejection: { code: allowed.code, message: allowed.message } };
  const actor = createActor(createWorkflowMachine(definition), { input });
  const effects = collectEffects(actor, () => actor.start());
  return { ok: true, actor, effects };
}

/** Restores a running workflow from a persisted snapshot; nothing runs again on restore. */
export function resumeWorkflow(definition: WorkflowDefinition, snapshot: Snapshot<unknown>): WorkflowActorRef {
  // The context comes from the snapshot; XState's types still ask for an input, which it ignores here.
  const options = { snapshot } as { snapshot: Snapshot<unknown>; input: WorkflowMachineInput };
  return createActor(createWorkflowMachine(definition), options).start();
}

// A record in a final stage has a stopped machine; its triggers still produce effects, straight from the registry.
function eventOnFinishedWorkflow(actor: WorkflowActorRef, event: WorkflowEvent): WorkflowEventResult {
  const definition = definitionOfMachine(actor.logic);
  const { context, value } = actor.getSnapshot();
  if (event.type !== 'TRIGGER') return { ok: false, effects: [], rejection: refusal('final-stage', { from: stageName(definition, String(value)) }) };
  const actions = (definition.triggers ?? []).filter((trigger) => trigger.event === event.event).flatMap((trigger) => trigger.actions);
  const actionContext = { recordId: context.recordId, actorId: event.actor.id, at: event.at };
  return { ok: true, effects: actions.map((action) => runWorkflowAction(action, actionContext).effect) };
}

/** Sends one event to a running workflow and answers what it did. */
export function sendWorkflowEvent(actor: WorkflowActorRef, event: WorkflowEvent): WorkflowEventResult {
  if (actor.getSnapshot().status !== 'active') return eventOnFinishedWorkflow(actor, event);
  const effects = collectEffects(actor, () => actor.send(event));
  const { rejection } = actor.getSnapshot().context;
  return rejection ? { ok: false, effects, rejection } : { ok: true, effects };
}
