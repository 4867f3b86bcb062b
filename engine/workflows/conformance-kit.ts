import type { JsonSchema } from 'json-schema-faker';
import type { OfficeType, WorkflowDefinition, WorkflowInput, WorkflowStage } from '../generated/config-types';
import { PLATFORM_ROLES } from '../roles';
import { sampleValue, textMissing } from '../validation/sample-values';
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

/** The JSON Schema of one workflow input, as the transition rules check it. */
function inputSchema(input: WorkflowInput): JsonSchema {
  if (input.type === 'number') return { type: 'number', minimum: 0, maximum: 1_000_000 };
  if (input.type === 'date') return { type: 'string', format: 'date' };
  return { type: 'string', minLength: 1, ...(input.pattern === undefined ? {} : { pattern: input.pattern }) };
}

/**
 * Values satisfying a stage's required inputs, generated from the inputs' own schemas (json-schema-faker, with
 * randexp for patterns: an ICD-10 code, a court's case number), the same values every run; undefined when a
 * pattern cannot be met.
 */
export function sampleInputs(stage: WorkflowStage, seed = 7): Record<string, string | number> | undefined {
  const inputs: Record<string, string | number> = {};
  for (const input of stage.requiredInputs ?? []) {
    const pattern = input.pattern === undefined ? undefined : new RegExp(input.pattern, 'u');
    const value = sampleValue(inputSchema(input), { seed, accept: (drawn) => typeof drawn === 'number' || (typeof drawn === 'string' && (!pattern || pattern.test(drawn))) });
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    inputs[input.key] = value;
  }
  return inputs;
}

/**
 * For each required input of a stage that can be given wrong, the stage's sample inputs with that one value wrong:
 * a text that misses its pattern (empty where it has none), a number that is no number, a date that is no date.
 */
export function nonConformingInputs(stage: WorkflowStage, seed = 7): { key: string; inputs: Record<string, string | number> }[] {
  const valid = sampleInputs(stage, seed);
  if (!valid) return [];
  return (stage.requiredInputs ?? []).flatMap((input) => {
    const wrong = input.type === 'number' ? 'not a number' : input.type === 'date' ? 'not a date' : input.pattern === undefined ? '' : (textMissing(input.pattern, { blank: false }) ?? '');
    return wrong === undefined ? [] : [{ key: input.key, inputs: { ...valid, [input.key]: wrong } }];
  });
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
