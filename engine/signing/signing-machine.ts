import { and, assign, setup } from 'xstate';
import type { SigningEvent } from './signing-events';
import { allPending, finishesPhase, hasActorsIn, observersCompleted, withStatus } from './signing-participants';
import type { SigningPhase } from './signing-phases';
import type { SigningRefusal } from './signing-refusals';
import { refusalOf } from './signing-rules';
import type { ParticipantStatus, SigningParticipant, SigningSettings, SigningStatus } from './signing-state';

/** The machine's context: a signing state without its status (the machine's state value is the status). */
export interface SigningContext {
  participants: SigningParticipant[];
  settings: SigningSettings;
  /** Why the last event was refused; absent after an event the machine took. */
  refused?: SigningRefusal;
}

/** Guard params naming the status the machine is in (guards see context and event, not the state value). */
interface StatusParams {
  status: SigningStatus;
}

const actingId = (event: SigningEvent) => ('participantId' in event ? event.participantId : '');

const signingSetup = setup({
  types: {} as { context: SigningContext; events: SigningEvent; input: SigningContext },
  actions: {
    refuse: assign(({ context, event }, { status }: StatusParams) => ({
      // The guard found a refusal; the fallback only runs when a status lists no transition for an allowed event.
      refused: refusalOf({ ...context, status }, event) ?? { reason: 'WRONG_STATUS' as const },
    })),
    accept: assign({ refused: undefined }),
    markParticipant: assign(({ context, event }, { to }: { to: ParticipantStatus }) => ({
      participants: withStatus(context.participants, actingId(event), to),
    })),
    resetParticipants: assign(({ context }) => ({ participants: allPending(context.participants) })),
    completeObservers: assign(({ context }) => ({ participants: observersCompleted(context.participants) })),
  },
  guards: {
    isRefused: ({ context, event }, { status }: StatusParams) => refusalOf({ ...context, status }, event) !== undefined,
    hasReviewers: ({ context }) => hasActorsIn(context.participants, 'review'),
    hasSignersOrApprovers: ({ context }) => hasActorsIn(context.participants, 'signing'),
    finishesPhase: ({ context, event }, { phase }: { phase: SigningPhase }) => finishesPhase(context.participants, phase, actingId(event)),
  },
});

const mark = (to: ParticipantStatus) => ({ type: 'markParticipant' as const, params: { to } });
const finishing = (phase: SigningPhase) => ({ type: 'finishesPhase' as const, params: { phase } });

// Every event first meets the rules (refusalOf); only what they allow reaches the accepted transitions. The fallback
// refuses an allowed event the status lists no transition for, so nothing passes silently.
const guarded = <const T extends readonly object[]>(status: SigningStatus, ...accepted: T) =>
  [
    { guard: { type: 'isRefused' as const, params: { status } }, actions: { type: 'refuse' as const, params: { status } } },
    ...accepted,
    { actions: { type: 'refuse' as const, params: { status } } },
  ] as const;

// What every open status takes from the sender, and the participant events that are the same in review and signing.
const common = (status: SigningStatus) =>
  ({
    '*': guarded(status),
    CANCEL: guarded(status, { target: 'cancelled', actions: 'accept' }),
    // A resend revives an expired participant's turn; a reminder changes nothing here (the server sends it).
    EXPIRE: guarded(status, { actions: ['accept', mark('expired')] }),
    RESEND: guarded(status, { actions: ['accept', mark('pending')] }),
    REMIND: guarded(status, { actions: 'accept' }),
    REJECT: guarded(status, { target: 'rejected', actions: ['accept', mark('declined')] }),
    REQUEST_CHANGES: guarded(status, { target: 'draft', actions: ['accept', 'resetParticipants'] }),
  }) as const;

// Out for signature, before (signing) and after (in_progress) the first approver or signer acted.
const signingStatus = (status: 'signing' | 'in_progress') => {
  const done = (to: ParticipantStatus) =>
    guarded(
      status,
      { guard: finishing('signing'), target: 'completed', actions: ['accept', mark(to), 'completeObservers'] },
      { target: 'in_progress', actions: ['accept', mark(to)] },
    );
  return {
    on: {
      ...common(status),
      SIGN: done('signed'),
      APPROVE: done('completed'),
      DECLINE: guarded(status, { target: 'rejected', actions: ['accept', mark('declined')] }),
    },
  } as const;
};

/**
 * The signing workflow's statechart (spec 2 §3–§4, issue 24). Built once; its state value is the workflow status,
 * its context the participants and settings. A refused event changes nothing but `context.refused`.
 */
export const signingMachine = signingSetup.createMachine({
  id: 'signing',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      on: {
        '*': guarded('draft'),
        CANCEL: guarded('draft', { target: 'cancelled', actions: 'accept' }),
        SUBMIT_FOR_REVIEW: guarded('draft', { guard: 'hasReviewers', target: 'review', actions: 'accept' }, { target: 'signing', actions: 'accept' }),
      },
    },
    review: {
      on: {
        ...common('review'),
        APPROVE: guarded(
          'review',
          { guard: and([finishing('review'), 'hasSignersOrApprovers']), target: 'signing', actions: ['accept', mark('completed')] },
          { guard: finishing('review'), target: 'approved', actions: ['accept', mark('completed')] },
          { actions: ['accept', mark('completed')] },
        ),
      },
    },
    signing: signingStatus('signing'),
    in_progress: signingStatus('in_progress'),
    approved: { type: 'final' },
    rejected: { type: 'final' },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The signing statechart's type. */
export type SigningMachine = typeof signingMachine;
