import { describe, expect, it } from 'vitest';
import workflowSchema from '../../schemas/workflow.schema.json';
import {
  isWorkflowActionType,
  resolveFieldValue,
  runWorkflowAction,
  workflowActionDefinition,
  workflowActionTypes,
  workflowActions,
} from './action-registry';

const context = { recordId: 'rec-1', actorId: 'user-7', at: '2025-01-10T08:00:00.000Z' };

describe('action registry', () => {
  it('registers exactly the action types the workflow schema allows', () => {
    const schemaTypes = workflowSchema.definitions.action.oneOf.map((ref) => {
      const name = ref.$ref.replace('#/definitions/', '') as keyof typeof workflowSchema.definitions;
      return (workflowSchema.definitions[name] as { properties: { type: { const: string } } }).properties.type.const;
    });
    expect([...workflowActionTypes].sort()).toEqual([...schemaTypes].sort());
    expect([...workflowActionTypes].sort()).toEqual(['create_task', 'notify_user', 'send_email', 'update_field']);
  });

  it('holds complete definitions: the type under its own name and a description in he, en and es', () => {
    for (const type of workflowActionTypes) {
      const definition = workflowActions[type];
      expect(definition.type).toBe(type);
      for (const language of ['he', 'en', 'es'] as const) expect(definition.description[language]?.length).toBeGreaterThan(10);
      expect(typeof definition.toEffect).toBe('function');
    }
  });

  it('tells known type names from unknown ones and fails loudly on an unknown one', () => {
    expect(isWorkflowActionType('send_email')).toBe(true);
    expect(isWorkflowActionType('toString')).toBe(false);
    expect(isWorkflowActionType('send_sms')).toBe(false);
    expect(() => workflowActionDefinition('send_sms')).toThrow(/unknown workflow action type "send_sms".*create_task/);
  });

  it('create_task computes dueAt from dueInHours, fractions included', () => {
    const { effect } = runWorkflowAction({ type: 'create_task', taskType: 'verify-insurance', assignTo: 'front-desk', dueInHours: 1.5 }, context);
    expect(effect).toEqual({
      type: 'create_task',
      recordId: 'rec-1',
      by: 'user-7',
      at: context.at,
      taskType: 'verify-insurance',
      assignTo: 'front-desk',
      dueAt: '2025-01-10T09:30:00.000Z',
    });
  });

  it('create_task without dueInHours has no dueAt and keeps its title', () => {
    const title = { he: 'משימה', en: 'Task' };
    const { effect, fields } = runWorkflowAction({ type: 'create_task', taskType: 'collect-vitals', assignTo: 'nurse', title }, context);
    expect(effect).not.toHaveProperty('dueAt');
    expect(effect).toMatchObject({ title });
    expect(fields).toEqual({});
  });

  it('update_field resolves $now to the event time and $actor to the acting user', () => {
    expect(runWorkflowAction({ type: 'update_field', field: 'finalizedDate', value: '$now' }, context)).toEqual({
      effect: { type: 'update_field', recordId: 'rec-1', by: 'user-7', at: context.at, field: 'finalizedDate', value: context.at },
      fields: { finalizedDate: context.at },
    });
    expect(runWorkflowAction({ type: 'update_field', field: 'approvedBy', value: '$actor' }, context).fields).toEqual({ approvedBy: 'user-7' });
  });

  it('update_field keeps literal values, null and booleans included', () => {
    expect(resolveFieldValue('in-progress', context)).toBe('in-progress');
    expect(resolveFieldValue(null, context)).toBeNull();
    expect(resolveFieldValue(false, context)).toBe(false);
    expect(resolveFieldValue(3, context)).toBe(3);
    expect(resolveFieldValue('$nowish', context)).toBe('$nowish');
  });

  it('notify_user carries the role and the localized message', () => {
    const message = { he: 'מטופל ממתין', en: 'A patient is waiting' };
    expect(runWorkflowAction({ type: 'notify_user', role: 'doctor', message }, context).effect).toEqual({
      type: 'notify_user',
      recordId: 'rec-1',
      by: 'user-7',
      at: context.at,
      role: 'doctor',
      message,
    });
  });

  it('send_email goes to the client unless told otherwise', () => {
    expect(runWorkflowAction({ type: 'send_email', template: 'welcome_email' }, context).effect).toMatchObject({ to: 'client', template: 'welcome_email' });
    expect(runWorkflowAction({ type: 'send_email', template: 'matter_closed', to: 'attorney' }, context).effect).toMatchObject({ to: 'attorney' });
  });
});
