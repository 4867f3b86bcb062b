import type { SigningEvent } from './signing-events';
import { hasEarlierUndone, isClosed, isDone, phaseOfStatus, roleActsIn } from './signing-phases';
import type { SigningRefusal, SigningRefusalCode } from './signing-refusals';
import type { ParticipantRole, SigningParticipant, SigningState } from './signing-state';

// Which roles take which participant event; observers take none.
const rolesFor: Record<Exclude<SigningEvent['type'], 'SUBMIT_FOR_REVIEW' | 'CANCEL'>, readonly ParticipantRole[]> = {
  APPROVE: ['reviewer', 'approver'],
  REJECT: ['reviewer', 'approver'],
  REQUEST_CHANGES: ['reviewer', 'approver'],
  SIGN: ['signer'],
  DECLINE: ['signer'],
  EXPIRE: ['reviewer', 'approver', 'signer'],
  RESEND: ['reviewer', 'approver', 'signer'],
  REMIND: ['reviewer', 'approver', 'signer'],
};

const refuse = (reason: SigningRefusalCode): SigningRefusal => ({ reason });

function submitRefusal(state: SigningState): SigningRefusal | undefined {
  if (state.status !== 'draft') return refuse('WRONG_STATUS');
  if (!state.participants.some((participant) => roleActsIn(participant.role))) return refuse('NO_PARTICIPANTS');
  return undefined;
}

// Whether the participant's own status lets the event through: done and declined participants are finished; an
// expired one can only be resent a link (or expire, which changes nothing, so it is refused too).
function participantStatusRefusal(participant: SigningParticipant, type: SigningEvent['type']): SigningRefusal | undefined {
  if (isDone(participant) || participant.status === 'declined') return refuse('ALREADY_DONE');
  if (participant.status === 'expired' && type !== 'RESEND') return refuse('PARTICIPANT_EXPIRED');
  return undefined;
}

/**
 * Why the statechart refuses an event in a state, or undefined when it takes it. The checks run from the workflow
 * down to the participant: closed, sender's action, who, role, settings, phase, participant's status, order.
 */
export function refusalOf(state: SigningState, event: SigningEvent): SigningRefusal | undefined {
  if (isClosed(state.status)) return refuse('WORKFLOW_CLOSED');
  if (event.type === 'CANCEL') return undefined;
  if (event.type === 'SUBMIT_FOR_REVIEW') return submitRefusal(state);
  const participant = state.participants.find((candidate) => candidate.id === event.participantId);
  if (!participant) return refuse('NOT_A_PARTICIPANT');
  if (!rolesFor[event.type].includes(participant.role)) return refuse('ROLE_CANNOT_ACT');
  if (event.type === 'DECLINE' && !state.settings.allowDecline) return refuse('DECLINE_NOT_ALLOWED');
  if (roleActsIn(participant.role) !== phaseOfStatus(state.status)) return refuse('WRONG_PHASE');
  const byStatus = participantStatusRefusal(participant, event.type);
  if (byStatus) return byStatus;
  // An expiry is the clock's, not the participant's turn: it may come while earlier participants are still at work.
  if (event.type !== 'EXPIRE' && state.settings.requireOrder && hasEarlierUndone(state.participants, participant)) return refuse('OUT_OF_ORDER');
  return undefined;
}
