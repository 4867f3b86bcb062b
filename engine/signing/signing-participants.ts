import { actorsOf, isDone, roleActsIn, type SigningPhase } from './signing-phases';
import type { ParticipantStatus, SigningParticipant } from './signing-state';

/** The participants with one participant's status changed. */
export function withStatus(participants: readonly SigningParticipant[], id: string, status: ParticipantStatus): SigningParticipant[] {
  return participants.map((participant) => (participant.id === id ? { ...participant, status } : participant));
}

/** The participants as a returned draft starts again: everyone pending (a changed document is acted on afresh). */
export function allPending(participants: readonly SigningParticipant[]): SigningParticipant[] {
  return participants.map((participant) => ({ ...participant, status: 'pending' }));
}

/** The participants of a completed workflow: observers, who never act, are completed with it. */
export function observersCompleted(participants: readonly SigningParticipant[]): SigningParticipant[] {
  return participants.map((participant) => (participant.role === 'observer' ? { ...participant, status: 'completed' } : participant));
}

/** Whether a participant's action would leave every actor of the phase done. */
export function finishesPhase(participants: readonly SigningParticipant[], phase: SigningPhase, actingId: string): boolean {
  return actorsOf(participants, phase).every((participant) => participant.id === actingId || isDone(participant));
}

/** Whether anyone acts in the phase. */
export function hasActorsIn(participants: readonly SigningParticipant[], phase: SigningPhase): boolean {
  return participants.some((participant) => roleActsIn(participant.role) === phase);
}
