import type { SigningEvent } from '../../../engine/signing/signing-events';
import { nextSigningState } from '../../../engine/signing/next-signing-state';
import type { SigningRefusal } from '../../../engine/signing/signing-refusals';
import { whoMayActNow } from '../../../engine/signing/signing-phases';
import type { ParticipantStatus, SigningState } from '../../../engine/signing/signing-state';
import { SIGNING_AUDIT_EVENTS } from '../../audit/audit-event-types';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, type OfficeContext, type Origin } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clockNow } from '../../jobs/clock';
import { issueLink, mailCancellation } from './signing-links';
import { tellSenderOfExpiry } from './signing-notices';
import { clearWorkflowLinks, readParticipantRows, readWorkflowRow, updateParticipantRow, updateWorkflowRow, type ParticipantRow, type WorkflowRow } from './signing-store.queries';
import { recordSigningEvent } from './signing-trail';
import { signingError } from './signing.messages';

export type { ParticipantRow, WorkflowRow } from './signing-store.queries';

/** A workflow as stored: its row, its participants' rows in their order, and the statechart's state made of them. */
export interface StoredWorkflow {
  workflow: WorkflowRow;
  participants: ParticipantRow[];
  state: SigningState;
}

/** What an event did: the state before and after (the same when refused), and why it was refused. */
export interface AppliedSigningEvent {
  before: SigningState;
  after: SigningState;
  refused?: SigningRefusal;
}

/** The statechart's state of a workflow's rows. */
export function signingStateOf(workflow: WorkflowRow, participants: readonly ParticipantRow[]): SigningState {
  return {
    status: workflow.status,
    participants: participants.map((row) => ({ id: row.id, role: row.role, order: row.position, status: row.status })),
    settings: { requireOrder: workflow.require_order, allowDecline: workflow.allow_decline, sendReminders: workflow.send_reminders, reminderInterval: workflow.reminder_interval, publicAccess: workflow.public_access },
  };
}

/** A workflow of the office with its participants, or undefined; with `lock`, its row locked until the transaction ends. */
export async function readSigningState(trx: ScopedTransaction, workflowId: string, lock = false): Promise<StoredWorkflow | undefined> {
  const workflow = await readWorkflowRow(trx, workflowId, lock);
  if (!workflow) return undefined;
  const participants = await readParticipantRows(trx, workflowId);
  return { workflow, participants, state: signingStateOf(workflow, participants) };
}

// The trail's name of each event (signing.schemas.ts's signingEventSchema).
const TRAIL_EVENTS: Record<SigningEvent['type'], string> = {
  SUBMIT_FOR_REVIEW: 'submitted',
  CANCEL: 'cancelled',
  APPROVE: 'approved',
  REJECT: 'rejected',
  REQUEST_CHANGES: 'changes_requested',
  SIGN: 'signed',
  DECLINE: 'declined',
  EXPIRE: 'expired',
  RESEND: 'resent',
  REMIND: 'reminded',
};

const ACTED: readonly ParticipantStatus[] = ['signed', 'completed', 'declined'];
const participantOf = (event: SigningEvent): string | undefined => ('participantId' in event ? event.participantId : undefined);
const reasonOf = (detail: Record<string, unknown> | undefined): string | null => (typeof detail?.reason === 'string' && detail.reason.trim() ? detail.reason.trim().slice(0, 1000) : null);

// Each participant's changed status, with when they acted and why they declined.
async function persistParticipants(trx: ScopedTransaction, stored: StoredWorkflow, after: SigningState, event: SigningEvent, detail: Record<string, unknown> | undefined, now: Date): Promise<void> {
  for (const next of after.participants) {
    const row = stored.participants.find((participant) => participant.id === next.id);
    if (!row || row.status === next.status) continue;
    const isActor = next.id === participantOf(event);
    await updateParticipantRow(trx, next.id, {
      status: next.status,
      ...(isActor && ACTED.includes(next.status) ? { acted_at: now } : {}),
      ...(next.status === 'declined' ? { decline_reason: reasonOf(detail) } : {}),
      ...(next.status === 'pending' ? { acted_at: null, decline_reason: null } : {}),
    });
  }
}

async function persistWorkflow(trx: ScopedTransaction, workflow: WorkflowRow, before: SigningState, after: SigningState, now: Date): Promise<void> {
  await updateWorkflowRow(trx, workflow.id, {
    status: after.status,
    updated_at: now,
    ...(before.status === 'draft' && after.status !== 'draft' && after.status !== 'cancelled' ? { submitted_at: now } : {}),
    ...(after.status === 'completed' ? { completed_at: now } : {}),
  });
}

const audited = (state: SigningState) => ({ status: state.status, participants: state.participants.map(({ id, status }) => ({ id, status })) });

/**
 * Links to those whose turn the event made come, and for a resend or a reminder to its participant: a resend a new
 * link (the old one ends) with a new end; a reminder a new link too (only a token's hash is kept, so the old link
 * cannot be mailed again), which keeps the old one's end and adds no reminder of its own.
 */
async function issueLinks(trx: ScopedTransaction, ctx: OfficeContext, stored: StoredWorkflow, before: SigningState, after: SigningState, event: SigningEvent): Promise<void> {
  const workflow = (await readWorkflowRow(trx, stored.workflow.id))!;
  const rows = await readParticipantRows(trx, workflow.id);
  const earlier = whoMayActNow(before);
  const target = participantOf(event);
  for (const id of whoMayActNow(after)) {
    const row = rows.find((participant) => participant.id === id)!;
    if (event.type === 'RESEND' && id === target) await issueLink(trx, ctx, row, workflow.link_days, { kind: 'resend', workflow });
    else if (event.type === 'REMIND' && id === target) await issueLink(trx, ctx, row, workflow.link_days, { kind: 'reminder', keepExpiry: true, scheduleReminder: false, workflow });
    else if (!earlier.includes(id)) await issueLink(trx, ctx, row, workflow.link_days, { workflow });
  }
}

/**
 * Applies one event to a workflow, under its row's lock: the statechart decides (a refusal changes nothing and is
 * answered); the workflow's and each changed participant's status are kept (when they acted, why they declined),
 * the trail and the audit log record it, and whoever's turn has newly come gets a link by mail. A cancel ends every
 * link and tells those who had one; changes requested end every link (the draft is sent again later); an expiry
 * tells the sender. Completion (sealing) is the caller's, when `after.status` is completed. 404 SIGNING_NOT_FOUND.
 */
export async function applySigningEvent(trx: ScopedTransaction, ctx: OfficeContext, workflowId: string, event: SigningEvent, origin: Origin, detail?: Record<string, unknown>): Promise<AppliedSigningEvent> {
  const stored = await readSigningState(trx, workflowId, true);
  if (!stored) throw signingError(404, 'SIGNING_NOT_FOUND');
  const before = stored.state;
  const step = nextSigningState(before, event);
  if (step.refused) return { before, after: before, refused: step.refused };
  const after = step.state;
  const now = clockNow();
  await persistParticipants(trx, stored, after, event, detail, now);
  await persistWorkflow(trx, stored.workflow, before, after, now);
  const participantId = participantOf(event) ?? null;
  const reason = reasonOf(detail);
  await recordSigningEvent(trx, workflowId, { event: TRAIL_EVENTS[event.type], participantId, actorUserId: actorUserId(ctx.actor), origin, detail: { ...detail, ...(reason ? { reason } : {}) } });
  const hasOrigin = origin.ip !== null || origin.userAgent !== null;
  await writeAudit(trx, { ...auditActorOf(ctx), ...(hasOrigin ? { ip: origin.ip, userAgent: origin.userAgent } : {}) }, {
    eventType: SIGNING_AUDIT_EVENTS[event.type],
    serviceName: 'signing',
    entityType: 'signing_workflow',
    entityId: workflowId,
    before: audited(before),
    after: { ...audited(after), ...(participantId ? { participantId } : {}), ...(reason ? { reason } : {}) },
    success: true,
  });
  if (event.type === 'CANCEL') {
    const hadLinks = new Set(await clearWorkflowLinks(trx, workflowId));
    await mailCancellation(trx, ctx, stored.workflow, stored.participants.filter((participant) => hadLinks.has(participant.id)));
  } else if (after.status === 'draft') {
    await clearWorkflowLinks(trx, workflowId);
  } else {
    await issueLinks(trx, ctx, stored, before, after, event);
  }
  if (event.type === 'EXPIRE') await tellSenderOfExpiry(trx, ctx, stored.workflow, stored.participants.find((participant) => participant.id === participantId));
  return { before, after };
}

/**
 * Ends the links of the participants whose turn it is and whose link's time has passed (EXPIRE, as the system): a
 * read of the workflow or its reminder finds them. Answers whether any ended.
 */
export async function expireOverdueLinks(trx: ScopedTransaction, ctx: OfficeContext, workflowId: string): Promise<boolean> {
  const stored = await readSigningState(trx, workflowId);
  if (!stored) return false;
  const now = clockNow().getTime();
  const overdue = whoMayActNow(stored.state).filter((id) => {
    const row = stored.participants.find((participant) => participant.id === id);
    return row?.link_expires_at && new Date(row.link_expires_at).getTime() <= now;
  });
  // The clock ends them, not the member who happened to look.
  const system: OfficeContext = { ...ctx, actor: { kind: 'system', name: 'signing-expiry' } };
  let hasEnded = false;
  for (const participantId of overdue) {
    const applied = await applySigningEvent(trx, system, workflowId, { type: 'EXPIRE', participantId }, { ip: null, userAgent: null });
    hasEnded ||= !applied.refused;
  }
  return hasEnded;
}
