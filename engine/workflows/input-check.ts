import type { WorkflowInput, WorkflowStage } from '../generated/config-types';
import type { FieldValue } from './workflow-effects';
import { refusal, type RefusalFacts, type TransitionRefusal } from './transition-messages';

/** Values a user gives with a move, by input key. */
export type WorkflowInputs = Readonly<Record<string, unknown>>;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

function matches(pattern: string, value: string): boolean {
  try {
    // Same reading as JSON Schema's pattern: ECMAScript, Unicode, not anchored.
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

const TYPE_CHECKS: Record<WorkflowInput['type'], (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && isCalendarDate(value),
};

function problemWith(input: WorkflowInput, value: unknown): RefusalFacts['expected'] | 'missing' | undefined {
  if (!isPresent(value)) return 'missing';
  if (!TYPE_CHECKS[input.type](value)) return input.type;
  if (input.type === 'text' && input.pattern !== undefined && !matches(input.pattern, value as string)) return 'pattern';
  return undefined;
}

/** The first required input of the target stage that is missing or invalid, as a refusal; undefined when all are good. */
export function checkInputs(target: WorkflowStage, inputs: WorkflowInputs | undefined): TransitionRefusal | undefined {
  for (const input of target.requiredInputs ?? []) {
    const problem = problemWith(input, inputs?.[input.key]);
    if (problem === undefined) continue;
    const facts = { to: target.name, input: input.label };
    if (problem === 'missing') return refusal('missing-input', facts);
    return refusal('invalid-input', { ...facts, expected: problem });
  }
  return undefined;
}

/** The declared inputs of the target stage, taken from what the user gave: the values the record stores. */
export function acceptedInputs(target: WorkflowStage, inputs: WorkflowInputs | undefined): Record<string, FieldValue> {
  const accepted: Record<string, FieldValue> = {};
  for (const input of target.requiredInputs ?? []) {
    const value = inputs?.[input.key];
    if (typeof value === 'string' || typeof value === 'number') accepted[input.key] = value;
  }
  return accepted;
}
