import type { WorkflowAction } from '../generated/config-types';
import type { Language } from '../i18n/languages';
import type { FieldValue, WorkflowEffect } from './workflow-effects';
import { addHours } from './workflow-time';

/** The name of a workflow action type, as the JSON writes it. */
export type WorkflowActionType = WorkflowAction['type'];

/** What an action runs for: the record, the user who caused it and when. */
export interface ActionContext {
  recordId: string;
  actorId: string;
  /** The time of the move or event (ISO); the engine never reads the clock. */
  at: string;
}

/** One workflow action type: its name, what it does, and how its JSON params become an effect. */
export interface WorkflowActionDefinition<TAction extends WorkflowAction = WorkflowAction> {
  type: TAction['type'];
  description: Record<Language, string>;
  toEffect(params: TAction, context: ActionContext): WorkflowEffect;
  /** The record fields the action sets, which the machine also keeps in its context. */
  fieldsSet?(params: TAction, context: ActionContext): Record<string, FieldValue>;
}

type ActionRegistry = {
  readonly [K in WorkflowActionType]: WorkflowActionDefinition<Extract<WorkflowAction, { type: K }>>;
};

/** The value of an update_field action, with $now replaced by the event time and $actor by the user's id. */
export function resolveFieldValue(value: FieldValue, context: ActionContext): FieldValue {
  if (value === '$now') return context.at;
  if (value === '$actor') return context.actorId;
  return value;
}

const base = (context: ActionContext) => ({ recordId: context.recordId, by: context.actorId, at: context.at });

/** The registry of workflow action types, by name. */
export const workflowActions: ActionRegistry = {
  create_task: {
    type: 'create_task',
    description: {
      he: 'יוצר משימה לבעלי תפקיד, עם מועד יעד אם נקבע.',
      en: 'Creates a task for a role, due a set number of hours later when given.',
      es: 'Crea una tarea para un rol, con vencimiento a las horas indicadas si se dan.',
    },
    toEffect: (params, context) => ({
      type: 'create_task',
      ...base(context),
      taskType: params.taskType,
      assignTo: params.assignTo,
      ...(params.title ? { title: params.title } : {}),
      ...(params.dueInHours !== undefined ? { dueAt: addHours(context.at, params.dueInHours) } : {}),
    }),
  },
  notify_user: {
    type: 'notify_user',
    description: {
      he: 'שולח הודעה לכל בעלי התפקיד.',
      en: 'Sends a notification to everyone with a role.',
      es: 'Envía una notificación a todos los que tienen un rol.',
    },
    toEffect: (params, context) => ({ type: 'notify_user', ...base(context), role: params.role, message: params.message }),
  },
  update_field: {
    type: 'update_field',
    description: {
      he: 'מעדכן שדה ברשומה ($now הוא זמן הפעולה, $actor הוא המשתמש שביצע אותה).',
      en: 'Sets a field of the record ($now is the time of the move, $actor the user who made it).',
      es: 'Fija un campo del registro ($now es la hora del cambio, $actor el usuario que lo hizo).',
    },
    toEffect: (params, context) => ({
      type: 'update_field',
      ...base(context),
      field: params.field,
      value: resolveFieldValue(params.value, context),
    }),
    fieldsSet: (params, context) => ({ [params.field]: resolveFieldValue(params.value, context) }),
  },
  send_email: {
    type: 'send_email',
    description: {
      he: 'שולח דוא"ל מתבנית ללקוח, למשתמש שביצע את הפעולה או לבעלי תפקיד.',
      en: 'Sends an e-mail from a template to the client, the user who made the move, or a role.',
      es: 'Envía un correo desde una plantilla al cliente, al usuario que hizo el cambio o a un rol.',
    },
    toEffect: (params, context) => ({ type: 'send_email', ...base(context), template: params.template, to: params.to ?? 'client' }),
  },
};

/** The names of the registered action types, for the loader to check a JSON action type against. */
export const workflowActionTypes = Object.keys(workflowActions) as readonly WorkflowActionType[];

/** Whether a name is a registered workflow action type. */
export function isWorkflowActionType(name: string): name is WorkflowActionType {
  return Object.hasOwn(workflowActions, name);
}

/** The definition of an action type, failing loudly on a name the registry does not know. */
export function workflowActionDefinition(type: string): WorkflowActionDefinition {
  if (!isWorkflowActionType(type)) {
    throw new Error(`unknown workflow action type "${type}": expected one of ${workflowActionTypes.join(', ')}`);
  }
  // The registry is keyed by type, so the definition found takes params of that same type.
  return workflowActions[type] as unknown as WorkflowActionDefinition;
}

/** Runs one JSON action: the effect for the server and the record fields it sets. */
export function runWorkflowAction(
  action: WorkflowAction,
  context: ActionContext,
): { effect: WorkflowEffect; fields: Record<string, FieldValue> } {
  const definition = workflowActionDefinition(action.type);
  return { effect: definition.toEffect(action, context), fields: definition.fieldsSet?.(action, context) ?? {} };
}
