/**
 * Why the statechart refused an event: stable codes, translated by the server and the screens.
 * - WORKFLOW_CLOSED: the workflow is approved, rejected, completed or cancelled.
 * - WRONG_STATUS: the sender's action does not apply in this status (submitting a workflow that is not a draft).
 * - NO_PARTICIPANTS: submitting a workflow with nobody who acts.
 * - NOT_A_PARTICIPANT: the event names nobody in this workflow.
 * - ROLE_CANNOT_ACT: the participant's role does not take this action (an observer acts never; a signer does not approve).
 * - WRONG_PHASE: the participant's role does not act in this status (a signer during review, anyone in draft).
 * - ALREADY_DONE: the participant already signed, approved or declined.
 * - PARTICIPANT_EXPIRED: the participant's link expired; a resend revives it.
 * - OUT_OF_ORDER: order is required and someone earlier in the same phase is not done.
 * - DECLINE_NOT_ALLOWED: the settings do not allow declining.
 */
export const signingRefusalCodes = [
  'WORKFLOW_CLOSED',
  'WRONG_STATUS',
  'NO_PARTICIPANTS',
  'NOT_A_PARTICIPANT',
  'ROLE_CANNOT_ACT',
  'WRONG_PHASE',
  'ALREADY_DONE',
  'PARTICIPANT_EXPIRED',
  'OUT_OF_ORDER',
  'DECLINE_NOT_ALLOWED',
] as const;

/** One of the signing refusal codes. */
export type SigningRefusalCode = (typeof signingRefusalCodes)[number];

/** A refused event's reason. */
export interface SigningRefusal {
  reason: SigningRefusalCode;
}
