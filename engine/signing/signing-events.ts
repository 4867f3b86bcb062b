// Event names follow spec 2 §4's actions (submit for review, approve, reject, request changes, cancel, resend,
// remind) and the participant statuses of §3 (sign → signed, decline → declined, expire → expired).

/** The sender submits a draft: to review when there are reviewers, else straight out for signature. */
export interface SubmitForReviewEvent {
  type: 'SUBMIT_FOR_REVIEW';
}

/** The sender cancels the workflow; every link stops. */
export interface CancelEvent {
  type: 'CANCEL';
}

/** An event that names the participant it concerns. */
export interface ParticipantEvent<T extends string> {
  type: T;
  participantId: string;
}

/** A reviewer (in review) or an approver (out for signature) approves. */
export type ApproveEvent = ParticipantEvent<'APPROVE'>;
/** A reviewer or an approver rejects: the workflow ends rejected. */
export type RejectEvent = ParticipantEvent<'REJECT'>;
/** A reviewer or an approver asks for changes: the workflow goes back to draft. */
export type RequestChangesEvent = ParticipantEvent<'REQUEST_CHANGES'>;
/** A signer signs. */
export type SignEvent = ParticipantEvent<'SIGN'>;
/** A signer declines (where the settings allow it): the workflow ends rejected. */
export type DeclineEvent = ParticipantEvent<'DECLINE'>;
/** A participant's link expired before they acted. */
export type ExpireEvent = ParticipantEvent<'EXPIRE'>;
/** The sender sends a participant a new link (ending the old one); an expired participant becomes pending again. */
export type ResendEvent = ParticipantEvent<'RESEND'>;
/** The sender reminds a participant whose turn it is. */
export type RemindEvent = ParticipantEvent<'REMIND'>;

/** Every event the signing statechart takes. */
export type SigningEvent =
  | SubmitForReviewEvent
  | CancelEvent
  | ApproveEvent
  | RejectEvent
  | RequestChangesEvent
  | SignEvent
  | DeclineEvent
  | ExpireEvent
  | ResendEvent
  | RemindEvent;

/** Every event type, for tests and for the machine's catch-all refusals. */
export const signingEventTypes = [
  'SUBMIT_FOR_REVIEW',
  'CANCEL',
  'APPROVE',
  'REJECT',
  'REQUEST_CHANGES',
  'SIGN',
  'DECLINE',
  'EXPIRE',
  'RESEND',
  'REMIND',
] as const satisfies readonly SigningEvent['type'][];
