import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../engine/generated/config-types';
import { passwordExpired } from './password-expiry';

const DAY = 24 * 60 * 60 * 1000;
const policy = (expiryDays?: number): PasswordPolicy => ({
  minLength: 12,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: true,
  ...(expiryDays !== undefined ? { expiryDays } : {}),
});
const now = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('passwordExpired', () => {
  it('never expires a password under a policy without expiryDays', () => {
    expect(passwordExpired(daysAgo(10_000), daysAgo(10_000), policy(), now)).toBe(false);
    expect(passwordExpired(null, daysAgo(10_000), policy(), now)).toBe(false);
  });

  it('expires a password changed expiryDays ago or earlier, not one changed since', () => {
    expect(passwordExpired(daysAgo(89), daysAgo(400), policy(90), now)).toBe(false);
    expect(passwordExpired(new Date(daysAgo(90).getTime() + 1), daysAgo(400), policy(90), now)).toBe(false);
    expect(passwordExpired(daysAgo(90), daysAgo(400), policy(90), now)).toBe(true);
    expect(passwordExpired(daysAgo(61), daysAgo(61), policy(60), now)).toBe(true);
  });

  it('counts from the account’s creation when the password was never changed', () => {
    expect(passwordExpired(null, daysAgo(59), policy(60), now)).toBe(false);
    expect(passwordExpired(null, daysAgo(60), policy(60), now)).toBe(true);
  });

  it('goes by the change, not the creation, when both are known', () => {
    expect(passwordExpired(daysAgo(1), daysAgo(1000), policy(60), now)).toBe(false);
  });

  it('counts an unreadable date as expired', () => {
    expect(passwordExpired(new Date(Number.NaN), daysAgo(1), policy(60), now)).toBe(true);
  });
});
