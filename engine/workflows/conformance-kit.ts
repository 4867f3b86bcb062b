import type { OfficeType, WorkflowDefinition, WorkflowStage } from '../generated/config-types';
import { PLATFORM_ROLES } from '../roles';
import type { WorkflowEffect } from './workflow-effects';
import { sendWorkflowEvent, startWorkflow } from './workflow-actor';
import type { WorkflowActor } from './workflow-roles';

/** Every workflow of an office type: client, document, then the custom ones. */
export function workflowsOf(office: OfficeType): WorkflowDefinition[] {
  return [office.workflows.client, office.workflows.document, ...(office.workflows.custom ?? [])];
}

/** The roles to probe an office's workflows with: the platform roles, the office's roles and any others named. */
export function roleUniverse(office: OfficeType, ...more: string[]): string[] {
  return [...new Set([...PLATFORM_ROLES, ...office.security.roles.map((role) => role.id), ...more])];
}

/** An actor holding exactly the given roles. */
export function probe(...roles: string[]): WorkflowActor {
  return { id: roles.length ? `${roles.join('+')}-user` : 'no-role-user', roles };
}

/** The stage of a workflow with an id, failing loudly when there is none. */
export function stageById(definition: WorkflowDefinition, id: string): WorkflowStage {
  const stage = definition.stages.find((candidate) => candidate.id === id);
  if (!stage) throw new Error(`workflow "${definition.id}" has no stage "${id}"`);
  return stage;
}

/** The stages on a shortest path from the initial stage to a stage (both included), or undefined when it cannot be reached. */
export function pathTo(definition: WorkflowDefinition, stageId: string): string[] | undefined {
  const previous = new Map<string, string | undefined>([[definition.initialStage, undefined]]);
  const queue = [definition.initialStage];
  while (queue.length) {
    const current = queue.shift() as string;
    if (current === stageId) break;
    for (const { to } of definition.stages.find((stage) => stage.id === current)?.transitions ?? []) {
      if (!previous.has(to)) {
        previous.set(to, current);
        queue.push(to);
      }
    }
  }
  if (!previous.has(stageId)) return undefined;
  const path = [stageId];
  for (let at = previous.get(stageId); at !== undefined; at = previous.get(at)) path.unshift(at);
  return path;
}

const TEXT_SAMPLES = ['sample', 'FN-2025-0001', 'ABC-123', '2025-001', '12345', '123456789', 'A1', '1', 'x', 'CV-2025-12345', '2025/0001'];

/** Values satisfying a stage's required inputs, or undefined when no sample text matches a pattern. */
export function sampleInputs(stage: WorkflowStage): Record<string, string | number> | undefined {
  const inputs: Record<string, string | number> = {};
  for (const input of stage.requiredInputs ?? []) {
    if (input.type === 'number') inputs[input.key] = 42;
    else if (input.type === 'date') inputs[input.key] = '2025-03-14';
    else {
      const pattern = input.pattern === undefined ? undefined : new RegExp(input.pattern, 'u');
      const sample = TEXT_SAMPLES.find((candidate) => !pattern || pattern.test(candidate));
      if (sample === undefined) return undefined;
      inputs[input.key] = sample;
    }
  }
  return inputs;
}

/** One step of a drive through a workflow: where it went and the effects it emitted. */
export interface DriveStep {
  stage: string;
  ok: boolean;
  effects: WorkflowEffect[];
  code?: string;
}

/** Starts a record and moves it along stages with one actor (sample inputs given), noting each step's effects. */
export function drive(definition: WorkflowDefinition, actor: WorkflowActor, stages: readonly string[], start = '2025-01-06T08:00:00.000Z') {
  const started = startWorkflow(definition, { recordId: 'conformance-1', actor, at: start });
  if (!started.ok) throw new Error(`cannot start "${definition.id}": ${started.rejection.message.en}`);
  const steps: DriveStep[] = [{ stage: definition.initialStage, ok: true, effects: started.effects }];
  stages.forEach((to, index) => {
    const at = new Date(Date.parse(start) + (index + 1) * 3_600_000).toISOString();
    const inputs = sampleInputs(stageById(definition, to)) ?? {};
    const result = sendWorkflowEvent(started.actor, { type: 'REQUEST', to, actor, inputs, at });
    steps.push({ stage: String(started.actor.getSnapshot().value), ok: result.ok, effects: result.effects, ...(result.rejection ? { code: result.rejection.code } : {}) });
  });
  return { actor: started.actor, steps };
}
