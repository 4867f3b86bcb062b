import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { resumeWorkflow, sendWorkflowEvent, startWorkflow, type WorkflowActorRef } from './workflow-actor';
import { actorWith, caseWorkflow, reviewInputs } from './workflow-fixtures';
import { createWorkflowMachine } from './workflow-machine';

const clerk = actorWith('u-clerk', 'clerk');
const lawyer = actorWith('u-lawyer', 'lawyer');
const senior = actorWith('u-senior', 'lawyer', 'senior-lawyer');
const lawyerPartner = actorWith('u-lp', 'lawyer', 'partner');
const T0 = '2025-01-10T08:00:00.000Z';
const T1 = '2025-01-10T09:00:00.000Z';
const T2 = '2025-01-10T10:00:00.000Z';
const T3 = '2025-01-10T11:00:00.000Z';

function start(): WorkflowActorRef {
  const started = startWorkflow(caseWorkflow, { recordId: 'case-1', actor: clerk, at: T0 });
  if (!started.ok) throw new Error(started.rejection.message.en);
  return started.actor;
}

// What a database keeps: the persisted snapshot as JSON text.
const persist = (actor: WorkflowActorRef) =>
  JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ReturnType<WorkflowActorRef['getPersistedSnapshot']>;

describe('snapshots', () => {
  it('restores a pending approval from JSON and continues: approve, move on, finish', () => {
    const actor = start();
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T1 });
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'review', actor: lawyer, inputs: reviewInputs, at: T2 });
    const saved = persist(actor);
    actor.stop();

    const restored = resumeWorkflow(caseWorkflow, saved);
    expect(restored.getSnapshot().value).toBe('working');
    expect(restored.getSnapshot().context.pending).toMatchObject({ to: 'review', requestedBy: 'u-lawyer' });
    expect(sendWorkflowEvent(restored, { type: 'APPROVE', actor: senior, at: T3 }).ok).toBe(true);
    expect(restored.getSnapshot().value).toBe('review');
    expect(restored.getSnapshot().context.history.map((move) => move.to)).toEqual(['working', 'review']);
    const closing = sendWorkflowEvent(restored, { type: 'REQUEST', to: 'closed', actor: lawyerPartner, at: T3 });
    expect(closing.effects.map((effect) => effect.type)).toEqual(['send_email']);
    expect(restored.getSnapshot().status).toBe('done');
  });

  it('runs no action again on restore', () => {
    const actor = start();
    const restored = createActor(createWorkflowMachine(caseWorkflow), { snapshot: persist(actor), input: { recordId: 'x', actor: clerk, at: T0 } });
    const effects: unknown[] = [];
    restored.on('effect', (event) => effects.push(event));
    restored.start();
    expect(effects).toEqual([]);
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });

  it('restores a finished record as finished', () => {
    const actor = start();
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'closed', actor: lawyerPartner, at: T1 });
    const restored = resumeWorkflow(caseWorkflow, persist(actor));
    expect(restored.getSnapshot().status).toBe('done');
    expect(sendWorkflowEvent(restored, { type: 'REQUEST', to: 'open', actor: lawyer, at: T2 }).rejection?.code).toBe('final-stage');
  });
});
