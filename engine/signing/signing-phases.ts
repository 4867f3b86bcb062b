import { closedSigningStatuses, type ParticipantRole, type ParticipantStatus, type SigningParticipant, type SigningState, type SigningStatus } from './signing-state';

/** The two phases in which participants act: reviewers first, then approvers and signers together. */
export type SigningPhase = 'review' | 'signing';

const phaseOfRole: Record<ParticipantRole, SigningPhase | undefined> = {
  reviewer: 'review',
  approver: 'signing',
  signer: 'signing',
  observer: undefined,
};

/** The phase a role acts in; observers act in none. */
export function roleActsIn(role: ParticipantRole): SigningPhase | undefined {
  return phaseOfRole[role];
}

/** The phase the workflow is in, or none (draft and closed workflows). */
export function phaseOfStatus(status: SigningStatus): SigningPhase | undefined {
  if (status === 'review') return 'review';
  if (status === 'signing' || status === 'in_progress') return 'signing';
  return undefined;
}

/** Whether a workflow in this status refuses every event. */
export function isClosed(status: SigningStatus): boolean {
  return closedSigningStatuses.includes(status);
}

const doneStatuses: readonly ParticipantStatus[] = ['signed', 'completed'];

/** Whether a participant has done their part (signed, or approved). */
export function isDone(participant: SigningParticipant): boolean {
  return doneStatuses.includes(participant.status);
}

/** The participants who act in a phase. */
export function actorsOf(participants: readonly SigningParticipant[], phase: SigningPhase): SigningParticipant[] {
  return participants.filter((participant) => roleActsIn(participant.role) === phase);
}

/**
 * Whether someone earlier in the participant's phase (lower order, observers aside) is not done yet. Order is
 * compared within a phase only: every reviewer is done before signing starts, and a reviewer must not wait for a
 * signer who cannot act until review ends.
 */
export function hasEarlierUndone(participants: readonly SigningParticipant[], participant: SigningParticipant): boolean {
  const phase = roleActsIn(participant.role);
  if (!phase) return false;
  return actorsOf(participants, phase).some((other) => other.order < participant.order && !isDone(other));
}

/** Ids of the participants whose action the workflow would take now (their links work; they may be reminded). */
export function whoMayActNow(state: SigningState): string[] {
  const phase = phaseOfStatus(state.status);
  if (!phase) return [];
  return actorsOf(state.participants, phase)
    .filter((participant) => participant.status === 'pending')
    .filter((participant) => !state.settings.requireOrder || !hasEarlierUndone(state.participants, participant))
    .map((participant) => participant.id);
}

/** Whether a participant's link works now: only while they may act, so never in a closed (e.g. cancelled) workflow. */
export function isLinkLive(state: SigningState, participantId: string): boolean {
  return whoMayActNow(state).includes(participantId);
}
