import { whoMayActNow } from '../../../engine/signing/signing-phases';
import type { ParticipantRole, ParticipantStatus, SigningState, SigningStatus } from '../../../engine/signing/signing-state';
import type { SigningTrailRow } from './signing-trail';
import type { FieldRow, SummaryRow } from './signing.queries';
import type { ParticipantRow, WorkflowRow } from './signing-store.queries';

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A participant's progress, as the lists count it. */
export interface ProgressRow {
  id: string;
  role: ParticipantRole;
  status: ParticipantStatus;
  name: string;
}

/** A workflow in a list (signing.schemas.ts's workflowSummarySchema). */
export function workflowSummaryView(row: SummaryRow, participants: readonly ProgressRow[], mayActNow: readonly string[]) {
  const acting = participants.filter((participant) => participant.role !== 'observer');
  return {
    id: row.id,
    name: row.name,
    documentId: row.document_id,
    documentName: row.document_name,
    status: row.status as SigningStatus,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    completedAt: iso(row.completed_at),
    participantCount: acting.length,
    doneCount: acting.filter((participant) => participant.status === 'signed' || participant.status === 'completed').length,
    waitingFor: participants.filter((participant) => mayActNow.includes(participant.id)).map((participant) => participant.name),
  };
}

/** Everything the workflow's screen shows (workflowSchema). */
export interface WorkflowParts {
  workflow: WorkflowRow;
  documentName: string;
  createdByName: string | null;
  participants: ParticipantRow[];
  state: SigningState;
  fields: FieldRow[];
  events: SigningTrailRow[];
  canManage: boolean;
}

/** A workflow in full, as /documents/workflows/:id shows it. */
export function workflowView(parts: WorkflowParts) {
  const { workflow } = parts;
  const mayAct = whoMayActNow(parts.state);
  const summary = workflowSummaryView(
    { ...workflow, document_name: parts.documentName, created_by_name: parts.createdByName, created_at: new Date(workflow.created_at), updated_at: new Date(workflow.updated_at), completed_at: workflow.completed_at === null ? null : new Date(workflow.completed_at) },
    parts.participants,
    mayAct,
  );
  return {
    ...summary,
    documentVersion: workflow.document_version,
    message: workflow.message,
    settings: { requireOrder: workflow.require_order, allowDecline: workflow.allow_decline, sendReminders: workflow.send_reminders, reminderInterval: workflow.reminder_interval, publicAccess: workflow.public_access, linkDays: workflow.link_days },
    participants: parts.participants.map((row) => ({
      id: row.id,
      role: row.role,
      order: row.position,
      userId: row.user_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      language: row.language,
      status: row.status,
      actedAt: iso(row.acted_at),
      declineReason: row.decline_reason,
      linkSentAt: iso(row.link_sent_at),
      linkExpiresAt: iso(row.link_expires_at),
      remindedAt: iso(row.reminded_at),
      isTheirTurn: mayAct.includes(row.id),
    })),
    fields: parts.fields.map((row) => ({ id: row.id, participantId: row.participant_id, kind: row.kind, page: row.page, x: row.x, y: row.y, width: row.width, height: row.height, required: row.required, label: row.label, filledAt: iso(row.filled_at) })),
    events: parts.events,
    submittedAt: iso(workflow.submitted_at),
    sealedVersion: workflow.sealed_version,
    canManage: parts.canManage,
  };
}

/** A workflow as the API answers it. */
export type WorkflowView = ReturnType<typeof workflowView>;
