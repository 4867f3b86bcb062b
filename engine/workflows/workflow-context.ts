import type { FieldValue } from './workflow-effects';
import type { PendingApproval } from './transition-rules';
import type { TransitionRefusal } from './transition-messages';
import type { WorkflowActor } from './workflow-roles';

/** One move in a record's history; approvedBy is set when the move needed approval. */
export interface WorkflowMove {
  from: string;
  to: string;
  by: string;
  at: string;
  approvedBy?: string;
}

/** The last move an approver turned down. */
export interface DeclinedApproval {
  to: string;
  requestedBy: string;
  by: string;
  at: string;
  reason?: string;
}

/** What a workflow machine remembers about its record; plain JSON, so snapshots persist. */
export interface WorkflowContext {
  recordId: string;
  /** When the record entered its current stage (ISO). */
  enteredAt: string;
  /** Fields set by update_field actions and by the inputs given with moves (filingNumber, finalizedDate…). */
  fields: Record<string, FieldValue>;
  /** Who approved the last move that needed approval. */
  approvedBy?: string;
  pending?: PendingApproval;
  history: WorkflowMove[];
  /** Why the last event changed nothing; cleared by the next event that does something. */
  rejection?: TransitionRefusal;
  declined?: DeclinedApproval;
}

/** What starts a workflow: the record, who created it and when. */
export interface WorkflowMachineInput {
  recordId: string;
  actor: WorkflowActor;
  at: string;
  /** Fields the record already has. */
  fields?: Record<string, FieldValue>;
}

/** The context of a new record. */
export function initialContext(input: WorkflowMachineInput): WorkflowContext {
  return { recordId: input.recordId, enteredAt: input.at, fields: { ...input.fields }, history: [] };
}

/** The context after a move into a new stage, with the inputs to store. */
export function afterMove(context: WorkflowContext, move: WorkflowMove, inputs: Record<string, FieldValue>): Partial<WorkflowContext> {
  return {
    enteredAt: move.at,
    fields: { ...context.fields, ...inputs },
    approvedBy: move.approvedBy ?? context.approvedBy,
    pending: undefined,
    history: [...context.history, move],
    rejection: undefined,
  };
}

/** The context after a move was asked for and waits for an approver. */
export function afterRequest(pending: PendingApproval): Partial<WorkflowContext> {
  return { pending, rejection: undefined };
}

/** The context after an approver turned the waiting move down. */
export function afterDecline(declined: DeclinedApproval): Partial<WorkflowContext> {
  return { pending: undefined, declined, rejection: undefined };
}
