import { describe, expect, it } from 'vitest';
import { signingMachine } from './signing-machine';
import { closedSigningStatuses, signingStatuses } from './signing-state';

describe('signingMachine', () => {
  it('has one state per workflow status of spec 2 §4, the closed ones final', () => {
    expect(Object.keys(signingMachine.states).sort()).toEqual([...signingStatuses].sort());
    for (const status of signingStatuses) {
      expect(signingMachine.states[status]?.type, status).toBe(closedSigningStatuses.includes(status) ? 'final' : 'atomic');
    }
  });

  it('starts as a draft', () => {
    expect(signingMachine.config.initial).toBe('draft');
  });
});
