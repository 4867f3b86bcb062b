import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../generated/config-types';
import { sendWorkflowEvent, startWorkflow, workflowPosition, type WorkflowActorRef } from './workflow-actor';
import type { WorkflowEffect } from './workflow-effects';
import { actorWith, approvalByAdminWorkflow, caseWorkflow, reviewInputs } from './workflow-fixtures';
import { createWorkflowMachine } from './workflow-machine';

const clerk = actorWith('u-clerk', 'clerk');
const lawyer = actorWith('u-lawyer', 'lawyer');
const partner = actorWith('u-partner', 'partner');
const senior = actorWith('u-senior', 'lawyer', 'senior-lawyer');
const T0 = '2025-01-10T08:00:00.000Z';
const T1 = '2025-01-10T09:00:00.000Z';
const T2 = '2025-01-10T10:00:00.000Z';
const T3 = '2025-01-10T11:00:00.000Z';

function start(definition: WorkflowDefinition = caseWorkflow): { actor: WorkflowActorRef; effects: WorkflowEffect[] } {
  const started = startWorkflow(definition, { recordId: 'case-1', actor: clerk, at: T0 });
  if (!started.ok) throw new Error(started.rejection.message.en);
  return started;
}

const stageOf = (actor: WorkflowActorRef) => actor.getSnapshot().value;
const contextOf = (actor: WorkflowActorRef) => actor.getSnapshot().context;

describe('createWorkflowMachine', () => {
  it('builds one machine per definition object', () => {
    expect(createWorkflowMachine(caseWorkflow)).toBe(createWorkflowMachine(caseWorkflow));
    expect(createWorkflowMachine({ ...caseWorkflow })).not.toBe(createWorkflowMachine(caseWorkflow));
  });

  it('has one state per stage, final stages final', () => {
    const machine = createWorkflowMachine(caseWorkflow);
    expect(Object.keys(machine.states)).toEqual(['open', 'working', 'review', 'closed']);
    expect(machine.states.closed?.type).toBe('final');
    expect(machine.states.open?.type).toBe('atomic');
  });

  it('names the JSON actions by string, the registry supplying them', () => {
    const machine = createWorkflowMachine(caseWorkflow);
    expect(machine.states.review?.entry.map((action) => (action as { type: string }).type)).toEqual(['update_field', 'update_field', 'update_field']);
    expect(Object.keys(machine.implementations.actions)).toEqual(expect.arrayContaining(['create_task', 'notify_user', 'update_field', 'send_email']));
  });

  it('fails loudly on an action type the registry does not know, naming the workflow and where', () => {
    const broken = { ...caseWorkflow, triggers: [{ event: 'create', actions: [{ type: 'send_fax' }] }] } as unknown as WorkflowDefinition;
    expect(() => createWorkflowMachine(broken)).toThrow(/workflow "case" \/triggers\/0\/actions\/0: unknown workflow action type "send_fax"/);
  });
});

describe('starting a workflow', () => {
  it('runs the create trigger and the initial stage’s actions, emitting their effects', () => {
    const { actor, effects } = start();
    expect(stageOf(actor)).toBe('open');
    expect(effects).toEqual([
      { type: 'send_email', recordId: 'case-1', by: 'u-clerk', at: T0, template: 'welcome_email', to: 'client' },
      expect.objectContaining({ type: 'create_task', taskType: 'triage', assignTo: 'clerk', at: T0, dueAt: '2025-01-10T10:00:00.000Z' }),
    ]);
    expect(contextOf(actor)).toEqual({ recordId: 'case-1', enteredAt: T0, fields: {}, history: [] });
  });

  it('refuses an actor who may not enter the initial stage', () => {
    const started = startWorkflow(approvalByAdminWorkflow, { recordId: 'n-1', actor: lawyer, at: T0 });
    expect(started).toMatchObject({ ok: false, rejection: { code: 'forbidden-enter' } });
  });
});

describe('moving', () => {
  it('moves on an allowed REQUEST, runs the target’s actions and records the move', () => {
    const { actor } = start();
    const result = sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T1 });
    expect(result).toEqual({
      ok: true,
      effects: [expect.objectContaining({ type: 'notify_user', role: 'lawyer', by: 'u-lawyer', at: T1 })],
    });
    expect(stageOf(actor)).toBe('working');
    expect(contextOf(actor)).toMatchObject({ enteredAt: T1, history: [{ from: 'open', to: 'working', by: 'u-lawyer', at: T1 }] });
  });

  it('changes nothing on a refused REQUEST and says why; the next good event clears the reason', () => {
    const { actor } = start();
    const refused = sendWorkflowEvent(actor, { type: 'REQUEST', to: 'review', actor: lawyer, at: T1 });
    expect(refused).toMatchObject({ ok: false, effects: [], rejection: { code: 'no-such-transition' } });
    expect(stageOf(actor)).toBe('open');
    expect(contextOf(actor).rejection?.message.en).toBe('There is no move from «Open» to «Review».');
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: clerk, at: T2 }).ok).toBe(true);
    expect(contextOf(actor).rejection).toBeUndefined();
  });

  it('stores the target’s inputs and the fields its update_field actions set ($now, $actor)', () => {
    const { actor } = start();
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T1 });
    const result = sendWorkflowEvent(actor, { type: 'REQUEST', to: 'review', actor: senior, inputs: { ...reviewInputs, extra: 'x' }, at: T2 });
    expect(result.effects.map((effect) => effect.type)).toEqual(['update_field', 'update_field', 'update_field']);
    expect(contextOf(actor).fields).toEqual({ ...reviewInputs, reviewedAt: T2, reviewer: 'u-senior', status: 'in-review' });
    expect(contextOf(actor).approvedBy).toBe('u-senior');
    expect(contextOf(actor).history.at(-1)).toEqual({ from: 'working', to: 'review', by: 'u-senior', at: T2, approvedBy: 'u-senior' });
  });

  it('refuses a REQUEST without the required inputs', () => {
    const { actor } = start();
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T1 });
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'review', actor: senior, at: T2 }).rejection?.code).toBe('missing-input');
    expect(stageOf(actor)).toBe('working');
  });
});

describe('approvals', () => {
  function requested() {
    const { actor } = start();
    const result = sendWorkflowEvent(actor, { type: 'REQUEST', to: 'closed', actor: lawyer, at: T1 });
    return { actor, result };
  }

  it('holds a move asked for by a non-approver as pending, without moving', () => {
    const { actor, result } = requested();
    expect(result).toEqual({ ok: true, effects: [] });
    expect(stageOf(actor)).toBe('open');
    expect(contextOf(actor).pending).toEqual({ to: 'closed', requestedBy: 'u-lawyer', requestedAt: T1, inputs: {} });
    expect(workflowPosition(actor.getSnapshot())).toEqual({ stage: 'open', pending: contextOf(actor).pending });
  });

  it('moves when an approver approves, recording the requester and approvedBy', () => {
    const { actor } = requested();
    const result = sendWorkflowEvent(actor, { type: 'APPROVE', actor: partner, at: T2 });
    expect(result).toEqual({ ok: true, effects: [expect.objectContaining({ type: 'send_email', template: 'case_closed', by: 'u-partner', at: T2 })] });
    expect(stageOf(actor)).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(contextOf(actor)).toMatchObject({
      approvedBy: 'u-partner',
      enteredAt: T2,
      history: [{ from: 'open', to: 'closed', by: 'u-lawyer', at: T2, approvedBy: 'u-partner' }],
    });
    expect(contextOf(actor).pending).toBeUndefined();
  });

  it('refuses an APPROVE from someone who is not an approver', () => {
    const { actor } = requested();
    const result = sendWorkflowEvent(actor, { type: 'APPROVE', actor: lawyer, at: T2 });
    expect(result).toMatchObject({ ok: false, rejection: { code: 'forbidden-approve' } });
    expect(stageOf(actor)).toBe('open');
    expect(contextOf(actor).pending?.to).toBe('closed');
  });

  it('drops the pending move when an approver rejects it, keeping why', () => {
    const { actor } = requested();
    const result = sendWorkflowEvent(actor, { type: 'REJECT', actor: partner, at: T2, reason: 'Not yet' });
    expect(result).toEqual({ ok: true, effects: [] });
    expect(stageOf(actor)).toBe('open');
    expect(contextOf(actor).pending).toBeUndefined();
    expect(contextOf(actor).declined).toEqual({ to: 'closed', requestedBy: 'u-lawyer', by: 'u-partner', at: T2, reason: 'Not yet' });
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T3 }).ok).toBe(true);
  });

  it('refuses a REJECT from a non-approver and both decisions when nothing waits', () => {
    const { actor } = requested();
    expect(sendWorkflowEvent(actor, { type: 'REJECT', actor: clerk, at: T2 }).rejection?.code).toBe('forbidden-approve');
    const fresh = start().actor;
    expect(sendWorkflowEvent(fresh, { type: 'APPROVE', actor: partner, at: T2 }).rejection?.code).toBe('no-pending-approval');
    expect(sendWorkflowEvent(fresh, { type: 'REJECT', actor: partner, at: T2 }).rejection?.code).toBe('no-pending-approval');
  });

  it('refuses another REQUEST while a move waits for approval', () => {
    const { actor } = requested();
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T2 }).rejection?.code).toBe('approval-pending');
  });

  it('stores the inputs given with a request once it is approved', () => {
    const { actor } = start();
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'working', actor: lawyer, at: T1 });
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'review', actor: lawyer, inputs: reviewInputs, at: T2 });
    expect(contextOf(actor).pending?.inputs).toEqual(reviewInputs);
    expect(sendWorkflowEvent(actor, { type: 'APPROVE', actor: senior, at: T3 }).ok).toBe(true);
    expect(contextOf(actor).fields).toMatchObject({ ...reviewInputs, reviewer: 'u-senior' });
  });
});

describe('triggers', () => {
  it('runs the matching trigger’s actions on TRIGGER', () => {
    const { actor } = start();
    const update = sendWorkflowEvent(actor, { type: 'TRIGGER', event: 'update', actor: lawyer, at: T1 });
    expect(update).toEqual({ ok: true, effects: [expect.objectContaining({ type: 'update_field', field: 'updatedBy', value: 'u-lawyer' })] });
    expect(contextOf(actor).fields.updatedBy).toBe('u-lawyer');
    const breach = sendWorkflowEvent(actor, { type: 'TRIGGER', event: 'sla_breach', actor: actorWith('system'), at: T2 });
    expect(breach.effects).toEqual([expect.objectContaining({ type: 'notify_user', role: 'manager', by: 'system' })]);
    expect(stageOf(actor)).toBe('open');
  });

  it('runs every trigger on the same event, and the create trigger with the creator as $actor', () => {
    const twice: WorkflowDefinition = {
      ...approvalByAdminWorkflow,
      triggers: [
        { event: 'create', actions: [{ type: 'update_field', field: 'createdBy', value: '$actor' }] },
        { event: 'update', actions: [{ type: 'update_field', field: 'touched', value: true }] },
        { event: 'update', actions: [{ type: 'send_email', template: 'record_updated', to: 'actor' }] },
      ],
    };
    const { actor, effects } = start(twice);
    expect(effects).toEqual([expect.objectContaining({ type: 'update_field', field: 'createdBy', value: 'u-clerk' })]);
    expect(contextOf(actor).fields).toEqual({ createdBy: 'u-clerk' });
    const update = sendWorkflowEvent(actor, { type: 'TRIGGER', event: 'update', actor: lawyer, at: T1 });
    expect(update.effects.map((effect) => effect.type)).toEqual(['update_field', 'send_email']);
    expect(contextOf(actor).fields).toEqual({ createdBy: 'u-clerk', touched: true });
  });

  it('does nothing, successfully, on an event without a trigger', () => {
    const { actor } = start();
    expect(sendWorkflowEvent(actor, { type: 'TRIGGER', event: 'delete', actor: lawyer, at: T1 })).toEqual({ ok: true, effects: [] });
  });

  it('still produces trigger effects for a record in a final stage, and refuses moves there', () => {
    const { actor } = start(approvalByAdminWorkflow);
    sendWorkflowEvent(actor, { type: 'REQUEST', to: 'done', actor: actorWith('a', 'admin'), at: T1 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'draft', actor: clerk, at: T2 })).toMatchObject({
      ok: false,
      rejection: { code: 'final-stage', message: { en: '«Done» is a final stage: nothing moves out of it.' } },
    });
    expect(sendWorkflowEvent(actor, { type: 'TRIGGER', event: 'update', actor: clerk, at: T2 })).toEqual({ ok: true, effects: [] });
    const closed = start().actor;
    sendWorkflowEvent(closed, { type: 'REQUEST', to: 'closed', actor: actorWith('lp', 'lawyer', 'partner'), at: T1 });
    expect(sendWorkflowEvent(closed, { type: 'TRIGGER', event: 'update', actor: clerk, at: T2 }).effects).toEqual([
      expect.objectContaining({ type: 'update_field', field: 'updatedBy', value: 'u-clerk', recordId: 'case-1' }),
    ]);
  });
});
