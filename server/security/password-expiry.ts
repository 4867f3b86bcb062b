import type { PasswordPolicy } from '../../engine/generated/config-types';
import { isPasswordExpired } from '../../engine/policies/password-policy';

/**
 * Whether a password must be changed at `now` under a policy's expiryDays (never when the policy has none);
 * a password never changed counts from the account's creation.
 */
export function passwordExpired(passwordChangedAt: Date | null, createdAt: Date, policy: PasswordPolicy, now: Date): boolean {
  return isPasswordExpired(passwordChangedAt ?? createdAt, policy, now);
}
