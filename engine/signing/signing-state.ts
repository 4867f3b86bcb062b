// Plain TypeScript types rather than a JSON Schema: gen-types generates only the roots listed in
// server/tools/gen-types.ts, and a signing workflow is engine state, not office configuration. The server's route
// schemas (issue 24) will describe the same shapes for the API.

/**
 * Workflow statuses, spec 2 §3–§4 ("Workflow statuses of documents"). Spec 2 §4 lists them without transitions
 * ("Allowed transitions: not shown"); this statechart gives them these meanings:
 * - draft: being prepared; nobody may act.
 * - review: submitted for review; reviewers act (approve, reject, request changes).
 * - approved: every reviewer approved and there is nobody to sign or approve after them (a review-only workflow ends here).
 * - signing: out for signature; no approver or signer has acted yet.
 * - in_progress: out for signature and partly done: at least one approver or signer has acted, not all. Spec 2 lists
 *   it beside signing without saying how they differ; "partly signed" is the reading that keeps both useful.
 * - rejected: a reviewer or approver rejected, or a signer declined; closed.
 * - completed: every signer and approver is done; closed.
 * - cancelled: the sender cancelled; closed, every link stops.
 */
export const signingStatuses = ['draft', 'review', 'approved', 'rejected', 'signing', 'completed', 'cancelled', 'in_progress'] as const;

/** One of the workflow statuses of spec 2 §4. */
export type SigningStatus = (typeof signingStatuses)[number];

/** Statuses after which the workflow refuses every event. */
export const closedSigningStatuses: readonly SigningStatus[] = ['approved', 'rejected', 'completed', 'cancelled'];

/** Participant roles, spec 2 §3. Observers receive copies and never act. */
export const participantRoles = ['reviewer', 'approver', 'signer', 'observer'] as const;

/** One of the participant roles of spec 2 §3. */
export type ParticipantRole = (typeof participantRoles)[number];

/**
 * Participant ("signature") statuses, spec 2 §3. A signer who signed is signed; a reviewer or approver who approved
 * is completed, as is an observer once the workflow completes.
 */
export const participantStatuses = ['pending', 'signed', 'declined', 'expired', 'completed'] as const;

/** One of the participant statuses of spec 2 §3. */
export type ParticipantStatus = (typeof participantStatuses)[number];

/** One person in a signing workflow. Equal orders act in parallel; lower orders go first when order is required. */
export interface SigningParticipant {
  id: string;
  role: ParticipantRole;
  order: number;
  status: ParticipantStatus;
}

/**
 * Workflow settings, spec 2 §3. Only requireOrder and allowDecline change what the statechart allows;
 * the others are carried as data for the server (reminders, public access).
 */
export interface SigningSettings {
  requireOrder: boolean;
  allowDecline: boolean;
  sendReminders?: boolean;
  /** Hours between reminders. */
  reminderInterval?: number;
  publicAccess?: boolean;
}

/** Everything the statechart needs to decide the next step: what the server stores. */
export interface SigningState {
  status: SigningStatus;
  participants: SigningParticipant[];
  settings: SigningSettings;
}
