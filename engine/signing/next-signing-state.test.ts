import { describe, expect, it } from 'vitest';
import { draftSigningState, nextSigningState } from './next-signing-state';
import { approve, cancel, decline, person, reasonOf, run, settingsWith, sign, statusOf, submit, twoSigners } from './signing-fixtures';
import { signingEventTypes, type SigningEvent } from './signing-events';

const inSigning = run(twoSigners, submit, approve('rev'));

describe('nextSigningState: the path to completion', () => {
  it('goes draft → review → signing → in_progress → completed, marking each participant', () => {
    const review = run(twoSigners, submit);
    expect(review.status).toBe('review');
    expect(inSigning.status).toBe('signing');
    expect(statusOf(inSigning, 'rev')).toBe('completed');
    const half = run(inSigning, sign('s1'));
    expect(half.status).toBe('in_progress');
    expect(statusOf(half, 's1')).toBe('signed');
    const done = run(half, sign('s2'));
    expect(done.status).toBe('completed');
    expect(statusOf(done, 'obs')).toBe('completed');
  });

  it('skips review when there are no reviewers', () => {
    const state = draftSigningState([person('s1', 'signer', 1)], settingsWith());
    expect(run(state, submit).status).toBe('signing');
  });

  it('ends approved when only reviewers take part', () => {
    const state = draftSigningState([person('r1', 'reviewer', 1), person('r2', 'reviewer', 1)], settingsWith());
    const once = run(state, submit, approve('r1'));
    expect(once.status).toBe('review');
    expect(run(once, approve('r2')).status).toBe('approved');
  });

  it('completes only when every signer and approver is done', () => {
    const state = draftSigningState([person('a', 'approver', 1), person('s', 'signer', 2)], settingsWith({ requireOrder: false }));
    const signed = run(state, submit, sign('s'));
    expect(signed.status).toBe('in_progress');
    expect(run(signed, approve('a')).status).toBe('completed');
  });

  it('refuses to submit a workflow with nobody who acts', () => {
    const state = draftSigningState([person('o', 'observer', 1)], settingsWith());
    expect(reasonOf(state, submit)).toBe('NO_PARTICIPANTS');
    expect(reasonOf(inSigning, submit)).toBe('WRONG_STATUS');
  });

  it('leaves the state untouched on a refusal', () => {
    const step = nextSigningState(inSigning, sign('s2'));
    expect(step).toEqual({ state: inSigning, refused: { reason: 'OUT_OF_ORDER' } });
  });
});

describe('nextSigningState: order', () => {
  it('with requireOrder, refuses a later signer until every earlier one is done', () => {
    expect(reasonOf(inSigning, sign('s2'))).toBe('OUT_OF_ORDER');
    expect(reasonOf(run(inSigning, sign('s1')), sign('s2'))).toBeUndefined();
  });

  it('with requireOrder, an approver earlier in order holds back a signer, and equal orders act in parallel', () => {
    const state = draftSigningState(
      [person('a', 'approver', 1), person('s1', 'signer', 2), person('s2', 'signer', 2), person('o', 'observer', 1)],
      settingsWith(),
    );
    const out = run(state, submit);
    expect(reasonOf(out, sign('s1'))).toBe('OUT_OF_ORDER');
    const approved = run(out, approve('a'));
    expect(run(approved, sign('s2'), sign('s1')).status).toBe('completed');
  });

  it('with requireOrder, a later reviewer waits for an earlier one, signers not counting in review', () => {
    const state = draftSigningState([person('s', 'signer', 1), person('r1', 'reviewer', 2), person('r2', 'reviewer', 3)], settingsWith());
    const review = run(state, submit);
    expect(reasonOf(review, approve('r2'))).toBe('OUT_OF_ORDER');
    expect(run(review, approve('r1'), approve('r2')).status).toBe('signing');
  });

  it('without requireOrder, any order works', () => {
    const free = run(draftSigningState(twoSigners.participants, settingsWith({ requireOrder: false })), submit, approve('rev'));
    expect(run(free, sign('s2'), sign('s1')).status).toBe('completed');
  });

  it('refuses a reminder or a resend to someone whose turn has not come', () => {
    expect(reasonOf(inSigning, { type: 'REMIND', participantId: 's2' })).toBe('OUT_OF_ORDER');
    expect(reasonOf(inSigning, { type: 'REMIND', participantId: 's1' })).toBeUndefined();
  });
});

describe('nextSigningState: decline, reject, request changes', () => {
  it('ends the workflow rejected when a signer declines and the settings allow it', () => {
    const declined = run(inSigning, decline('s1'));
    expect(declined.status).toBe('rejected');
    expect(statusOf(declined, 's1')).toBe('declined');
  });

  it('refuses a decline the settings do not allow', () => {
    const strict = run(draftSigningState(twoSigners.participants, settingsWith({ allowDecline: false })), submit, approve('rev'));
    expect(reasonOf(strict, decline('s1'))).toBe('DECLINE_NOT_ALLOWED');
  });

  it('ends the workflow rejected when a reviewer rejects', () => {
    expect(run(twoSigners, submit, { type: 'REJECT', participantId: 'rev' }).status).toBe('rejected');
  });

  it('returns to draft with everyone pending when changes are requested', () => {
    const state = draftSigningState([person('a', 'approver', 1), person('s', 'signer', 1)], settingsWith({ requireOrder: false }));
    const back = run(state, submit, sign('s'), { type: 'REQUEST_CHANGES', participantId: 'a' });
    expect(back.status).toBe('draft');
    expect(back.participants.every((participant) => participant.status === 'pending')).toBe(true);
  });
});

describe('nextSigningState: expiry and resend', () => {
  it('an expired participant cannot act until resent a link', () => {
    const expired = run(inSigning, { type: 'EXPIRE', participantId: 's1' });
    expect(statusOf(expired, 's1')).toBe('expired');
    expect(reasonOf(expired, sign('s1'))).toBe('PARTICIPANT_EXPIRED');
    const resent = run(expired, { type: 'RESEND', participantId: 's1' });
    expect(statusOf(resent, 's1')).toBe('pending');
    expect(run(resent, sign('s1')).status).toBe('in_progress');
  });

  it('refuses to act twice', () => {
    expect(reasonOf(run(inSigning, sign('s1')), sign('s1'))).toBe('ALREADY_DONE');
  });
});

describe('nextSigningState: closed workflows', () => {
  const participantEvents = (id: string): SigningEvent[] =>
    signingEventTypes.map((type) => (type === 'SUBMIT_FOR_REVIEW' || type === 'CANCEL' ? { type } : { type, participantId: id }));

  it.each([
    ['cancelled', run(inSigning, cancel)],
    ['completed', run(inSigning, sign('s1'), sign('s2'))],
    ['rejected', run(inSigning, decline('s1'))],
  ])('a %s workflow refuses every further event', (status, state) => {
    expect(state.status).toBe(status);
    for (const id of ['rev', 's1', 's2', 'obs', 'nobody']) {
      for (const event of participantEvents(id)) expect(reasonOf(state, event)).toBe('WORKFLOW_CLOSED');
    }
  });

  it('cancels from draft and from review too', () => {
    expect(run(twoSigners, cancel).status).toBe('cancelled');
    expect(run(twoSigners, submit, cancel).status).toBe('cancelled');
  });
});
