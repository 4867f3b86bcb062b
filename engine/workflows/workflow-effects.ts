import type { LocalizedText } from '../generated/config-types';

/** A value a workflow may store on a record. */
export type FieldValue = string | number | boolean | null;

/** What every effect says: which record, who caused it and when. */
interface EffectBase {
  recordId: string;
  /** The id of the user whose move or event caused the effect. */
  by: string;
  /** The time of that move or event (ISO). */
  at: string;
}

/** Create a task for everyone with a role. */
export interface CreateTaskEffect extends EffectBase {
  type: 'create_task';
  taskType: string;
  assignTo: string;
  title?: LocalizedText;
  /** When the task falls due (ISO), when the action gives dueInHours. */
  dueAt?: string;
}

/** Notify everyone with a role. */
export interface NotifyUserEffect extends EffectBase {
  type: 'notify_user';
  role: string;
  message: LocalizedText;
}

/** Set a field of the record to a resolved value ($now and $actor already replaced). */
export interface UpdateFieldEffect extends EffectBase {
  type: 'update_field';
  field: string;
  value: FieldValue;
}

/** Send an e-mail from a template to the client, the actor or a role. */
export interface SendEmailEffect extends EffectBase {
  type: 'send_email';
  template: string;
  to: string;
}

/** Something the server carries out because a workflow action ran. */
export type WorkflowEffect = CreateTaskEffect | NotifyUserEffect | UpdateFieldEffect | SendEmailEffect;

/** The event a workflow machine emits for each effect. */
export interface EmittedEffect {
  type: 'effect';
  effect: WorkflowEffect;
}
