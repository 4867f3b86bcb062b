import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { PasswordPolicy } from '../../engine/generated/config-types';
import { officeOfMembership } from '../context/office-resolution';
import type { Database } from '../db/schema';
import { userMemberships } from '../tenancy/tenant-queries';

/** Spec 1 §5: at least 8 characters with upper and lower case, a digit and a special character. */
export const BASELINE_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true };

const smallest = (values: (number | undefined)[]): number | undefined => {
  const given = values.filter((value): value is number => value !== undefined);
  return given.length > 0 ? Math.min(...given) : undefined;
};

const largest = (values: (number | undefined)[]): number | undefined => {
  const given = values.filter((value): value is number => value !== undefined);
  return given.length > 0 ? Math.max(...given) : undefined;
};

/**
 * The strictest of the baseline and the given policies, rule by rule: the longest minimum, every character
 * class any of them asks for, the shortest expiry and the deepest reuse history.
 */
export function strictestPasswordPolicy(policies: readonly PasswordPolicy[]): PasswordPolicy {
  const all = [BASELINE_PASSWORD_POLICY, ...policies];
  const expiryDays = smallest(all.map((policy) => policy.expiryDays));
  const preventReuse = largest(all.map((policy) => policy.preventReuse));
  return {
    minLength: Math.max(...all.map((policy) => policy.minLength)),
    requireUppercase: all.some((policy) => policy.requireUppercase),
    requireLowercase: all.some((policy) => policy.requireLowercase),
    requireDigit: all.some((policy) => policy.requireDigit),
    requireSpecial: all.some((policy) => policy.requireSpecial),
    ...(expiryDays !== undefined ? { expiryDays } : {}),
    ...(preventReuse !== undefined ? { preventReuse } : {}),
  };
}

/** The password policy a user's password must meet: the strictest of every office they belong to (with its overrides) and the baseline. */
export async function effectivePasswordPolicy(db: Kysely<Database>, catalog: OfficeTypeCatalog, userId: string): Promise<PasswordPolicy> {
  const memberships = await userMemberships(db, userId);
  return strictestPasswordPolicy(memberships.map((membership) => officeOfMembership(catalog, membership).security.password));
}
