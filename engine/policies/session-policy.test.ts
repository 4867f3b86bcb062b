import { describe, expect, it } from 'vitest';
import type { SecurityPolicy } from '../generated/config-types';
import { sessionState } from './session-policy';

const policy = (overrides: Partial<SecurityPolicy> = {}): SecurityPolicy => ({
  password: { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true },
  sessionTimeoutMinutes: 30,
  mfaRequired: false,
  roles: [{ id: 'professional', name: { he: 'איש מקצוע', en: 'Professional' }, permissions: [] }],
  defaultProfessionalRole: 'professional',
  ...overrides,
});

const at = (time: string): Date => new Date(`2025-06-01T${time}:00Z`);

describe('sessionState', () => {
  it('is live before the idle time-out and says when it ends', () => {
    expect(sessionState({ signedInAt: at('08:00'), lastActivityAt: at('09:00') }, policy(), at('09:29'))).toEqual({
      expired: false,
      expiresAt: at('09:30'),
    });
  });

  it('ends after sessionTimeoutMinutes without activity, at the limit itself', () => {
    expect(sessionState({ signedInAt: at('08:00'), lastActivityAt: at('09:00') }, policy(), at('09:30'))).toEqual({
      expired: true,
      reason: 'idle',
      expiresAt: at('09:30'),
    });
  });

  it('ends 12 hours after sign-in by default, however active', () => {
    const state = sessionState({ signedInAt: at('08:00'), lastActivityAt: at('19:59') }, policy(), at('20:00'));
    expect(state).toEqual({ expired: true, reason: 'absolute', expiresAt: at('20:00') });
  });

  it('uses absoluteSessionHours when set', () => {
    const times = { signedInAt: at('08:00'), lastActivityAt: at('09:55') };
    expect(sessionState(times, policy({ absoluteSessionHours: 2, sessionTimeoutMinutes: 20 }), at('09:59'))).toEqual({
      expired: false,
      expiresAt: at('10:00'),
    });
    expect(sessionState(times, policy({ absoluteSessionHours: 2, sessionTimeoutMinutes: 20 }), at('10:00')).reason).toBe('absolute');
  });

  it('gives the reason of whichever limit came first when both have passed', () => {
    expect(sessionState({ signedInAt: at('08:00'), lastActivityAt: at('08:10') }, policy(), at('23:00')).reason).toBe('idle');
  });

  it('accepts epoch milliseconds and ISO strings', () => {
    const state = sessionState({ signedInAt: at('08:00').getTime(), lastActivityAt: '2025-06-01T08:05:00Z' }, policy({ sessionTimeoutMinutes: 20 }), at('08:24').getTime());
    expect(state).toEqual({ expired: false, expiresAt: at('08:25') });
  });

  it('does not let activity stamped before sign-in shorten or lengthen the session', () => {
    expect(sessionState({ signedInAt: at('08:00'), lastActivityAt: at('07:00') }, policy(), at('08:20')).expired).toBe(false);
  });

  it('ends a session whose times cannot be read', () => {
    expect(sessionState({ signedInAt: 'garbage', lastActivityAt: at('08:00') }, policy(), at('08:01'))).toMatchObject({ expired: true });
  });
});
