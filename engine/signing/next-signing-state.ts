import { transition } from 'xstate';
import type { SigningEvent } from './signing-events';
import { signingMachine } from './signing-machine';
import type { SigningRefusal } from './signing-refusals';
import type { SigningParticipant, SigningSettings, SigningState, SigningStatus } from './signing-state';

/** What an event did: the next state, or the same state and why the event was refused. */
export interface SigningStep {
  state: SigningState;
  refused?: SigningRefusal;
}

/** A new signing workflow: a draft with its participants (all pending) and settings. */
export function draftSigningState(participants: readonly Omit<SigningParticipant, 'status'>[], settings: SigningSettings): SigningState {
  return { status: 'draft', participants: participants.map((participant) => ({ ...participant, status: 'pending' as const })), settings };
}

/**
 * Runs one event through the signing statechart, purely: the stored state goes in, the next state (or the refusal)
 * comes out, and nothing is kept between calls. The server calls this for every action and link use.
 */
export function nextSigningState(state: SigningState, event: SigningEvent): SigningStep {
  const snapshot = signingMachine.resolveState({ value: state.status, context: { participants: state.participants, settings: state.settings } });
  // A closed workflow's snapshot is done: XState takes no event in it, and neither do we.
  if (snapshot.status === 'done') return { state, refused: { reason: 'WORKFLOW_CLOSED' } };
  const [next] = transition(signingMachine, snapshot, event);
  const { participants, settings, refused } = next.context;
  if (refused) return { state, refused };
  return { state: { status: next.value as SigningStatus, participants, settings } };
}
