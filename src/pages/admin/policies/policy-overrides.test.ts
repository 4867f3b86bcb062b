import { describe, expect, it } from 'vitest';
import { POLICY_FIELDS, isWithin } from './policy-fields';
import { applyPolicies, policyValues } from './policy-overrides';

const officeType = {
  security: { password: { minLength: 14, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true, expiryDays: 60 }, sessionTimeoutMinutes: 20, mfaRequired: true, roles: [] },
  settings: { uploads: { maxSizeMb: 100, allowedTypes: ['.pdf', '.doc'], virusScan: true } },
};
const boundsOf = (key: string) => POLICY_FIELDS.find((field) => field.key === key)?.bounds;

describe('the policies’ bounds', () => {
  it('are the schemas’ own', () => {
    expect(boundsOf('minLength')).toEqual({ min: 8, max: 128 });
    expect(boundsOf('sessionTimeoutMinutes')).toEqual({ min: 5, max: 1440 });
    expect(boundsOf('expiryDays')).toEqual({ min: 1, max: 3650 });
    expect(boundsOf('preventReuse')).toEqual({ min: 1, max: 24 });
    expect(boundsOf('maxSizeMb')).toEqual({ min: 0, max: 500, isMinExclusive: true });
  });

  it('include their ends, except an exclusive minimum', () => {
    expect(isWithin(boundsOf('minLength')!, 8)).toBe(true);
    expect(isWithin(boundsOf('minLength')!, 7)).toBe(false);
    expect(isWithin(boundsOf('minLength')!, 129)).toBe(false);
    expect(isWithin(boundsOf('maxSizeMb')!, 0)).toBe(false);
    expect(isWithin(boundsOf('maxSizeMb')!, 500)).toBe(true);
  });
});

describe('the policies as overrides', () => {
  it('reads the office’s value over its office type’s, and null where neither has one', () => {
    const values = policyValues(officeType, { security: { sessionTimeoutMinutes: 45 } });
    expect(values).toMatchObject({ security: { sessionTimeoutMinutes: 45, mfaRequired: true, password: { minLength: 14, expiryDays: 60, preventReuse: null } }, settings: { uploads: { maxSizeMb: 100 } } });
  });

  it('stores only what differs from the office type, and keeps the overrides’ other keys', () => {
    const values = policyValues(officeType, {});
    const edited = structuredClone(values) as typeof officeType & { security: { password: { preventReuse: number | null } } };
    edited.security.sessionTimeoutMinutes = 30;
    edited.security.password.preventReuse = 6;
    edited.settings.uploads.allowedTypes = ['.pdf'];
    const overrides = { security: { otp: { when: 'always' }, mfaRequired: false }, ui: { theme: {} } };
    expect(applyPolicies(overrides, edited, officeType)).toEqual({
      security: { otp: { when: 'always' }, sessionTimeoutMinutes: 30, password: { preventReuse: 6 } },
      settings: { uploads: { allowedTypes: ['.pdf'] } },
      ui: { theme: {} },
    });
  });

  it('removes a policy reset to its office type’s value or emptied, and the objects left empty', () => {
    const values = policyValues(officeType, { security: { password: { expiryDays: 30 } } });
    const reset = structuredClone(values) as { security: { password: { expiryDays: number | null } } };
    reset.security.password.expiryDays = null;
    expect(applyPolicies({ security: { password: { expiryDays: 30 } } }, reset, officeType)).toEqual({});
  });
});
