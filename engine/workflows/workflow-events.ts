import type { WorkflowInputs } from './input-check';
import type { WorkflowActor } from './workflow-roles';

/** A user asks to move the record. */
export interface RequestEvent {
  type: 'REQUEST';
  to: string;
  actor: WorkflowActor;
  inputs?: WorkflowInputs;
  at: string;
}

/** An approver approves the waiting move. */
export interface ApproveEvent {
  type: 'APPROVE';
  actor: WorkflowActor;
  at: string;
}

/** An approver turns down the waiting move. */
export interface RejectEvent {
  type: 'REJECT';
  actor: WorkflowActor;
  at: string;
  reason?: string;
}

/** Something happened to the record: its trigger's actions run. */
export interface TriggerEvent {
  type: 'TRIGGER';
  event: 'update' | 'delete' | 'sla_breach';
  actor: WorkflowActor;
  at: string;
}

/** Every event a workflow machine takes; each carries its time, as the engine never reads the clock. */
export type WorkflowEvent = RequestEvent | ApproveEvent | RejectEvent | TriggerEvent;
