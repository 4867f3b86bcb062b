import type { SigningEvent } from './signing-events';
import { draftSigningState, nextSigningState } from './next-signing-state';
import type { ParticipantRole, SigningSettings, SigningState } from './signing-state';

/** A participant of the tests: id, role and order. */
export const person = (id: string, role: ParticipantRole, order: number) => ({ id, role, order });

/** Settings of the tests: order required, decline allowed, unless told otherwise. */
export const settingsWith = (overrides: Partial<SigningSettings> = {}): SigningSettings => ({
  requireOrder: true,
  allowDecline: true,
  sendReminders: true,
  reminderInterval: 24,
  publicAccess: false,
  ...overrides,
});

/** Two signers in order, a reviewer before them and an observer. */
export const twoSigners = draftSigningState(
  [person('rev', 'reviewer', 1), person('s1', 'signer', 1), person('s2', 'signer', 2), person('obs', 'observer', 0)],
  settingsWith(),
);

/** Runs events one after another, failing loudly on the first refusal. */
export function run(state: SigningState, ...events: SigningEvent[]): SigningState {
  return events.reduce((current, event) => {
    const step = nextSigningState(current, event);
    if (step.refused) throw new Error(`${event.type} refused: ${step.refused.reason}`);
    return step.state;
  }, state);
}

/** The refusal reason of an event in a state, or undefined when it is taken. */
export const reasonOf = (state: SigningState, event: SigningEvent) => nextSigningState(state, event).refused?.reason;

/** A participant's status in a state. */
export const statusOf = (state: SigningState, id: string) => state.participants.find((participant) => participant.id === id)?.status;

/** Shorthands for participant events. */
export const sign = (participantId: string) => ({ type: 'SIGN', participantId }) as const;
export const approve = (participantId: string) => ({ type: 'APPROVE', participantId }) as const;
export const decline = (participantId: string) => ({ type: 'DECLINE', participantId }) as const;
export const submit = { type: 'SUBMIT_FOR_REVIEW' } as const;
export const cancel = { type: 'CANCEL' } as const;
