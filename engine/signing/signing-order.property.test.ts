import { describe, expect, it } from 'vitest';
import { draftSigningState, nextSigningState } from './next-signing-state';
import { person, settingsWith } from './signing-fixtures';
import { signingEventTypes, type SigningEvent } from './signing-events';
import { actorsOf, isClosed, isDone, roleActsIn, whoMayActNow } from './signing-phases';
import { refusalOf } from './signing-rules';
import { participantRoles, type SigningState } from './signing-state';

// A small seeded generator (mulberry32): the same seed gives the same runs, so a failure can be replayed.
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof seeded>;

function randomWorkflow(random: Random): SigningState {
  const count = 1 + random.int(6);
  const participants = Array.from({ length: count }, (_, index) => person(`p${index}`, random.pick(participantRoles), random.int(4)));
  return draftSigningState(participants, settingsWith({ requireOrder: random.next() < 0.7, allowDecline: random.next() < 0.3 }));
}

// Half the time someone whose turn it is acts (so runs get deep), otherwise any event for anyone, strangers included.
function randomEvent(random: Random, state: SigningState): SigningEvent {
  const ready = whoMayActNow(state);
  const ids = [...state.participants.map((participant) => participant.id), 'stranger'];
  const type = random.next() < 0.5 && ready.length ? random.pick(['SIGN', 'APPROVE'] as const) : random.pick(signingEventTypes);
  // A cancel would end most runs early: four in five become a submit.
  if (type === 'CANCEL') return random.next() < 0.2 ? { type } : { type: 'SUBMIT_FOR_REVIEW' };
  if (type === 'SUBMIT_FOR_REVIEW') return { type };
  return { type, participantId: ready.length && random.next() < 0.5 ? random.pick(ready) : random.pick(ids) };
}

// Under requireOrder, nobody is done while someone earlier in their phase is not.
function outOfOrder(state: SigningState): string[] {
  if (!state.settings.requireOrder) return [];
  return state.participants
    .filter((participant) => isDone(participant) && roleActsIn(participant.role))
    .filter((participant) => actorsOf(state.participants, roleActsIn(participant.role) ?? 'signing').some((other) => other.order < participant.order && !isDone(other)))
    .map((participant) => participant.id);
}

describe('random event sequences', () => {
  it('never let a participant act out of order, act while not their turn, or act after the workflow closed', () => {
    const reached = new Set<string>();
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = seeded(seed);
      let state = randomWorkflow(random);
      for (let step = 0; step < 40; step += 1) {
        const event = randomEvent(random, state);
        const before = state;
        const result = nextSigningState(state, event);
        const context = `seed ${seed} step ${step}: ${JSON.stringify(event)} in ${before.status}`;
        if (isClosed(before.status)) expect(result.refused?.reason, context).toBe('WORKFLOW_CLOSED');
        // The machine refuses exactly what the rules refuse, for the same reason: no event falls through unhandled.
        expect(result.refused, context).toEqual(refusalOf(before, event));
        if (result.refused) {
          expect(result.state, context).toBe(before);
          continue;
        }
        if ('participantId' in event && event.type !== 'EXPIRE' && event.type !== 'RESEND') {
          expect(whoMayActNow(before), context).toContain(event.participantId);
        }
        state = result.state;
        reached.add(state.status);
        expect(outOfOrder(state), context).toEqual([]);
        if (state.status === 'completed') {
          expect(state.participants.filter((participant) => roleActsIn(participant.role) === 'signing').every(isDone), context).toBe(true);
        }
      }
    }
    // The runs do reach every status, so the checks above were exercised everywhere.
    expect([...reached].sort()).toEqual(['approved', 'cancelled', 'completed', 'draft', 'in_progress', 'rejected', 'review', 'signing']);
  });
});
