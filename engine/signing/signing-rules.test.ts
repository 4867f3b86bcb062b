import { describe, expect, it } from 'vitest';
import { approve, decline, run, sign, submit, twoSigners } from './signing-fixtures';
import { refusalOf } from './signing-rules';

const review = run(twoSigners, submit);
const signing = run(review, approve('rev'));
const reason = (...args: Parameters<typeof refusalOf>) => refusalOf(...args)?.reason;

describe('refusalOf', () => {
  it('refuses an unknown participant', () => {
    expect(reason(signing, sign('nobody'))).toBe('NOT_A_PARTICIPANT');
  });

  it('observers never act', () => {
    for (const type of ['SIGN', 'APPROVE', 'REJECT', 'REQUEST_CHANGES', 'DECLINE', 'EXPIRE', 'RESEND', 'REMIND'] as const) {
      expect(reason(signing, { type, participantId: 'obs' })).toBe('ROLE_CANNOT_ACT');
      expect(reason(review, { type, participantId: 'obs' })).toBe('ROLE_CANNOT_ACT');
    }
  });

  it('a role takes only its own actions', () => {
    expect(reason(signing, approve('s1'))).toBe('ROLE_CANNOT_ACT');
    expect(reason(review, sign('rev'))).toBe('ROLE_CANNOT_ACT');
    expect(reason(review, decline('rev'))).toBe('ROLE_CANNOT_ACT');
  });

  it('reviewers act in review, before signing starts; nobody acts in draft', () => {
    expect(reason(review, sign('s1'))).toBe('WRONG_PHASE');
    expect(reason(twoSigners, approve('rev'))).toBe('WRONG_PHASE');
    expect(reason(twoSigners, sign('s1'))).toBe('WRONG_PHASE');
    expect(reason(review, approve('rev'))).toBeUndefined();
  });

  it('cancel is taken in every open status', () => {
    for (const state of [twoSigners, review, signing]) expect(reason(state, { type: 'CANCEL' })).toBeUndefined();
  });

  it('an expiry is not held back by order', () => {
    expect(reason(signing, { type: 'EXPIRE', participantId: 's2' })).toBeUndefined();
  });
});
