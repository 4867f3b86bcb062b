import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../engine/generated/config-types';
import { BASELINE_PASSWORD_POLICY, strictestPasswordPolicy } from './password-policy';

const lax: PasswordPolicy = { minLength: 6, requireUppercase: false, requireLowercase: false, requireDigit: false, requireSpecial: false };

describe('strictestPasswordPolicy', () => {
  it('never goes below the baseline of spec 1 §5', () => {
    expect(strictestPasswordPolicy([])).toEqual(BASELINE_PASSWORD_POLICY);
    expect(strictestPasswordPolicy([lax])).toEqual(BASELINE_PASSWORD_POLICY);
  });

  it('takes each rule from the strictest office: longest minimum, shortest expiry, deepest reuse history', () => {
    const medical: PasswordPolicy = { ...BASELINE_PASSWORD_POLICY, minLength: 12, expiryDays: 90, preventReuse: 5 };
    const legal: PasswordPolicy = { ...BASELINE_PASSWORD_POLICY, minLength: 14, expiryDays: 60, preventReuse: 10 };
    const realEstate: PasswordPolicy = { ...BASELINE_PASSWORD_POLICY, minLength: 10, expiryDays: 180, preventReuse: 3 };
    expect(strictestPasswordPolicy([medical, realEstate, legal])).toEqual({ ...BASELINE_PASSWORD_POLICY, minLength: 14, expiryDays: 60, preventReuse: 10 });
    expect(strictestPasswordPolicy([realEstate, lax])).toEqual({ ...BASELINE_PASSWORD_POLICY, minLength: 10, expiryDays: 180, preventReuse: 3 });
  });

  it('leaves expiry and reuse out when no office sets them', () => {
    const policy = strictestPasswordPolicy([{ ...BASELINE_PASSWORD_POLICY, minLength: 10 }]);
    expect(policy).not.toHaveProperty('expiryDays');
    expect(policy).not.toHaveProperty('preventReuse');
  });
});
