import type { WorkflowDefinition } from '../generated/config-types';
import { probe, sampleInputs, stageById } from './conformance-kit';
import { checkTransition } from './transition-rules';

/** A workflow as a specification describes it, for conformance tests of the shipped JSON. */
export interface SpecWorkflow {
  stages: readonly string[];
  initial: string;
  /** Each move as "from>to", with a trailing ! when it requires approval. */
  transitions: readonly string[];
  /** Who may move a record out of a stage; a stage not named is open to all. */
  leave?: Readonly<Record<string, readonly string[]>>;
  /** Who may move a record into a stage; "*" is everyone. */
  enter?: Readonly<Record<string, readonly string[]>>;
  /** Who approves the moves that require approval, when the specification says. */
  approvers?: readonly string[];
}

interface SpecMove {
  from: string;
  to: string;
  approval: boolean;
}

/** The moves of a specified workflow. */
export function specMoves(spec: SpecWorkflow): SpecMove[] {
  return spec.transitions.map((move) => {
    const [from = '', to = ''] = move.replace(/!$/, '').split('>');
    return { from, to, approval: move.endsWith('!') };
  });
}

const key = (from: string, to: string) => `${from} → ${to}`;

/** Where a workflow's graph differs from the specification: stages, initial stage, moves, approvals, final stages. */
export function graphDifferences(definition: WorkflowDefinition, spec: SpecWorkflow): string[] {
  const found: string[] = [];
  const ids = definition.stages.map((stage) => stage.id);
  for (const id of spec.stages) if (!ids.includes(id)) found.push(`stage "${id}" is missing`);
  for (const id of ids) if (!spec.stages.includes(id)) found.push(`stage "${id}" is not in the specification`);
  if (definition.initialStage !== spec.initial) found.push(`initialStage is "${definition.initialStage}", the specification says "${spec.initial}"`);
  const expected = new Map(specMoves(spec).map((move) => [key(move.from, move.to), move.approval]));
  const actual = new Map(definition.stages.flatMap((stage) => (stage.transitions ?? []).map((t) => [key(stage.id, t.to), t.requiresApproval === true] as const)));
  for (const [move, approval] of expected) {
    if (!actual.has(move)) found.push(`move ${move} is missing`);
    else if (actual.get(move) !== approval) found.push(`move ${move} ${approval ? 'must' : 'must not'} require approval`);
  }
  for (const move of actual.keys()) if (!expected.has(move)) found.push(`move ${move} is not in the specification`);
  for (const stage of definition.stages) {
    const isFinalInSpec = !specMoves(spec).some((move) => move.from === stage.id);
    if (isFinalInSpec !== (stage.final === true)) found.push(`stage "${stage.id}" ${isFinalInSpec ? 'must' : 'must not'} be final`);
  }
  return found;
}

const admits = (list: readonly string[] | undefined, role: string) => list === undefined || list.includes('*') || list.includes(role);

/** Where checkTransition, for one-role actors, differs from who the specification lets make each move. */
export function permissionDifferences(definition: WorkflowDefinition, spec: SpecWorkflow, roles: readonly string[]): string[] {
  const found: string[] = [];
  for (const { from, to } of specMoves(spec)) {
    if (!definition.stages.some((stage) => stage.id === from) || !definition.stages.some((stage) => stage.id === to)) continue;
    const inputs = sampleInputs(stageById(definition, to)) ?? {};
    for (const role of roles) {
      const expected = admits(spec.leave?.[from], role) && admits(spec.enter?.[to], role);
      const verdict = checkTransition(definition, { stage: from }, { to, actor: probe(role), inputs });
      // An input refusal comes after the permission checks: the role itself was let through.
      const allowed = verdict.ok || verdict.code === 'missing-input' || verdict.code === 'invalid-input';
      if (expected && !allowed) found.push(`${key(from, to)}: ${role} should be allowed, got ${verdict.ok ? 'ok' : verdict.code}`);
      if (!expected && allowed) found.push(`${key(from, to)}: ${role} should be refused, but is allowed`);
    }
  }
  return found;
}

/** Where the approvals of the moves needing one differ from the specified approvers, for one-role actors. */
export function approverDifferences(definition: WorkflowDefinition, spec: SpecWorkflow, roles: readonly string[]): string[] {
  const found: string[] = [];
  const approvers = spec.approvers ?? [];
  for (const { from, to } of specMoves(spec).filter((move) => move.approval)) {
    if (!definition.stages.some((stage) => stage.id === to)) continue;
    const inputs = sampleInputs(stageById(definition, to)) ?? {};
    for (const role of roles) {
      const verdict = checkTransition(definition, { stage: from }, { to, actor: probe(role), inputs });
      if (!verdict.ok) continue;
      const expected = approvers.includes(role) ? 'move' : 'request';
      if (verdict.mode !== expected) found.push(`${key(from, to)}: ${role} should ${expected === 'move' ? 'move at once as approver' : 'only request approval'}, got ${verdict.mode}`);
    }
  }
  return found;
}
