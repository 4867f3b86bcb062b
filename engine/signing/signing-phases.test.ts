import { describe, expect, it } from 'vitest';
import { draftSigningState } from './next-signing-state';
import { approve, cancel, person, run, settingsWith, sign, submit, twoSigners } from './signing-fixtures';
import { isLinkLive, whoMayActNow } from './signing-phases';

describe('whoMayActNow and isLinkLive', () => {
  it('nobody acts in draft', () => {
    expect(whoMayActNow(twoSigners)).toEqual([]);
  });

  it('reviewers act in review, then signers one after another when order is required', () => {
    const review = run(twoSigners, submit);
    expect(whoMayActNow(review)).toEqual(['rev']);
    const signing = run(review, approve('rev'));
    expect(whoMayActNow(signing)).toEqual(['s1']);
    expect(isLinkLive(signing, 's1')).toBe(true);
    expect(isLinkLive(signing, 's2')).toBe(false);
    const next = run(signing, sign('s1'));
    expect(whoMayActNow(next)).toEqual(['s2']);
    expect(isLinkLive(next, 's1')).toBe(false);
  });

  it('every pending signer at once without order; observers never', () => {
    const free = run(draftSigningState(twoSigners.participants, settingsWith({ requireOrder: false })), submit, approve('rev'));
    expect(whoMayActNow(free)).toEqual(['s1', 's2']);
    expect(isLinkLive(free, 'obs')).toBe(false);
  });

  it('an expired participant’s link is dead until resent', () => {
    const signing = run(twoSigners, submit, approve('rev'), { type: 'EXPIRE', participantId: 's1' });
    expect(isLinkLive(signing, 's1')).toBe(false);
    expect(isLinkLive(run(signing, { type: 'RESEND', participantId: 's1' }), 's1')).toBe(true);
  });

  it('a cancelled workflow’s links all stop', () => {
    const free = draftSigningState([person('a', 'signer', 1), person('b', 'signer', 1)], settingsWith());
    const cancelled = run(free, submit, cancel);
    expect(['a', 'b'].map((id) => isLinkLive(cancelled, id))).toEqual([false, false]);
  });
});
