import type { WorkflowAction, WorkflowDefinition, WorkflowStage, WorkflowTrigger } from '../generated/config-types';
import { workflowActionDefinition } from './action-registry';
import { workflowSetup } from './machine-implementations';
import { initialContext } from './workflow-context';

const machines = new WeakMap<WorkflowDefinition, WorkflowMachine>();
const definitions = new WeakMap<WorkflowMachine, WorkflowDefinition>();

// The JSON action itself is the action's params: its type names the registry entry that runs it.
const named = (actions: readonly WorkflowAction[] | undefined) => (actions ?? []).map((action) => ({ type: action.type, params: action }));

function assertKnownActions(definition: WorkflowDefinition): void {
  const check = (actions: readonly WorkflowAction[] | undefined, path: string) =>
    actions?.forEach((action, index) => {
      try {
        workflowActionDefinition(action.type);
      } catch (error) {
        throw new Error(`workflow "${definition.id}" ${path}/${index}: ${(error as Error).message}`, { cause: error });
      }
    });
  definition.stages.forEach((stage, index) => check(stage.actions, `/stages/${index}/actions`));
  definition.triggers?.forEach((trigger, index) => check(trigger.actions, `/triggers/${index}/actions`));
}

function stageState(stage: WorkflowStage) {
  const entry = named(stage.actions);
  const transitions = stage.transitions ?? [];
  if (stage.final || !transitions.length) return { type: 'final' as const, entry };
  const from = stage.id;
  return {
    entry,
    on: {
      REQUEST: [
        ...transitions.map(({ to }) => ({
          guard: { type: 'movesTo' as const, params: { from, to } },
          target: to,
          actions: { type: 'recordMove' as const, params: { from, to } },
        })),
        { guard: { type: 'asksApproval' as const, params: { from } }, actions: { type: 'recordRequest' as const } },
        { actions: { type: 'refuseRequest' as const, params: { from } } },
      ],
      APPROVE: [
        ...transitions
          .filter((transition) => transition.requiresApproval)
          .map(({ to }) => ({
            guard: { type: 'approvesTo' as const, params: { from, to } },
            target: to,
            actions: { type: 'recordApproval' as const, params: { from, to } },
          })),
        { actions: { type: 'refuseDecision' as const, params: { from } } },
      ],
      REJECT: [
        { guard: { type: 'mayDecide' as const, params: { from } }, actions: { type: 'recordDecline' as const } },
        { actions: { type: 'refuseDecision' as const, params: { from } } },
      ],
    },
  };
}

// One guarded transition per record event, running the actions of every trigger on that event, in order.
function triggerTransitions(triggers: readonly WorkflowTrigger[]) {
  const events = [...new Set(triggers.map((trigger) => trigger.event))].filter((event) => event !== 'create');
  return [
    ...events.map((event) => ({
      guard: { type: 'isTrigger' as const, params: { on: event } },
      actions: [{ type: 'clearRejection' as const }, ...named(actionsOn(triggers, event))],
    })),
    { actions: { type: 'clearRejection' as const } },
  ];
}

const actionsOn = (triggers: readonly WorkflowTrigger[], event: WorkflowTrigger['event']) =>
  triggers.filter((trigger) => trigger.event === event).flatMap((trigger) => trigger.actions);

function buildMachine(definition: WorkflowDefinition) {
  const triggers = definition.triggers ?? [];
  return workflowSetup(definition).createMachine({
    id: definition.id,
    context: ({ input }) => initialContext(input),
    initial: definition.initialStage,
    entry: named(actionsOn(triggers, 'create')),
    on: { TRIGGER: triggerTransitions(triggers) },
    states: Object.fromEntries(definition.stages.map((stage) => [stage.id, stageState(stage)])),
  });
}

/** The XState machine of one workflow definition. */
export type WorkflowMachine = ReturnType<typeof buildMachine>;

/**
 * Builds (once per definition object) the XState machine of a workflow: one state per stage, final stages final,
 * stage actions on entry, the create trigger at start, other triggers on TRIGGER; every action's effect is emitted.
 */
export function createWorkflowMachine(definition: WorkflowDefinition): WorkflowMachine {
  const cached = machines.get(definition);
  if (cached) return cached;
  assertKnownActions(definition);
  const machine = buildMachine(definition);
  machines.set(definition, machine);
  definitions.set(machine, definition);
  return machine;
}

/** The definition a machine was built from, failing loudly for a machine createWorkflowMachine did not build. */
export function definitionOfMachine(machine: WorkflowMachine): WorkflowDefinition {
  const definition = definitions.get(machine);
  if (!definition) throw new Error(`machine "${machine.id}" was not built by createWorkflowMachine`);
  return definition;
}
