import type { LocalizedText } from '../../../engine';

// The records API's answers as contract.md (issue 20) describes them; they move to the generated API types once the
// routes' schemas land (src/api/generated).

/** One record of an office's own module, as every records call answers it. */
export interface RecordItem {
  id: string;
  module: string;
  entity: string;
  number: string | null;
  title: string | null;
  data: Record<string, unknown>;
  stage: string | null;
  stageEnteredAt?: string | null;
  clientId: string | null;
  clientName?: string | null;
  assignedTo: string | null;
  assigneeName?: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** A page of GET /api/records/:module: keyset paging, with a total exact only up to a bound. */
export interface RecordListAnswer {
  success: true;
  data: RecordItem[];
  nextCursor: string | null;
  total: number;
  isTotalExact: boolean;
}

/** GET /api/records/:module/:id. */
export interface RecordAnswer {
  success: true;
  data: RecordItem;
}

/** What a change answers: the record as saved, and the server's message in every language. */
export interface RecordChanged {
  success: true;
  message?: string;
  data: RecordItem;
  /** A transition: moved at once, or an approval requested. */
  outcome?: 'moved' | 'requested';
}

/** An input a move asks for (the legal filing's number). */
export interface MoveInput {
  name: string;
  type: string;
  label: LocalizedText;
  required: boolean;
  options?: { value: string | number | boolean; label: LocalizedText }[];
}

/** A move the user may make now. */
export interface WorkflowMove {
  to: string;
  label: LocalizedText;
  mode: 'move' | 'request';
  requiresApproval: boolean;
  requiredInputs: MoveInput[];
}

/** A move of the graph the user may not make now, and why. */
export interface RefusedMove {
  to: string;
  label: LocalizedText;
  code: string;
  message: string;
}

/** A move waiting for an approver. */
export interface PendingMove {
  to: string;
  toName: LocalizedText;
  requestedBy: string;
  requestedByName: string | null;
  requestedAt: string;
  inputs: Record<string, unknown> | null;
}

/** GET /api/records/:module/:id/workflow's data: where the record is and where this user may take it. */
export interface WorkflowState {
  workflowId: string;
  stage: string;
  stageName: LocalizedText;
  stages: { id: string; name: LocalizedText; final: boolean }[];
  pending: PendingMove | null;
  canDecide: boolean;
  moves: WorkflowMove[];
  refused: RefusedMove[];
  sla: { deadline: string; hoursLeft: number; breached: boolean } | null;
}

/** GET …/workflow (data null for a module whose records run no workflow). */
export interface WorkflowAnswer {
  success: true;
  data: WorkflowState | null;
}

/** What happened to a record, oldest first. */
export interface HistoryEntry {
  id: string;
  kind: 'created' | 'moved' | 'requested' | 'approved' | 'rejected' | 'action';
  from: string | null;
  to: string | null;
  fromName: LocalizedText | null;
  toName: LocalizedText | null;
  actorId: string | null;
  actorName: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  inputs: Record<string, unknown> | null;
  reason: string | null;
  detail: ({ type: string; outcome: string } & Record<string, unknown>) | null;
  at: string;
}

/** GET …/history. */
export interface HistoryAnswer {
  success: true;
  data: HistoryEntry[];
}
