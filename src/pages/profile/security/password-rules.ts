import type { PasswordPolicy } from '../../../../engine/generated/config-types';
import { pickText } from '../../../../engine/i18n/languages';
import { checkPassword, describePasswordPolicy, type PasswordRule } from '../../../../engine/policies/password-policy';

/** Spec 1 §5: at least 8 characters with an uppercase and a lowercase letter, a digit and a special character. */
export const SPEC_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true };

/** The rules the form checks, in the order it shows their messages. */
export const PASSWORD_RULE_ORDER: readonly PasswordRule[] = ['minLength', 'uppercase', 'lowercase', 'digit', 'special', 'notCurrent', 'notEmail'];

/** Spec 1 §5's rules, made stricter by the office's own policy where it asks more (the server checks the strictest of all the user's offices). */
export function clientPasswordPolicy(office: PasswordPolicy | undefined): PasswordPolicy {
  if (!office) return SPEC_PASSWORD_POLICY;
  return {
    ...office,
    minLength: Math.max(SPEC_PASSWORD_POLICY.minLength, office.minLength),
    requireUppercase: SPEC_PASSWORD_POLICY.requireUppercase || office.requireUppercase,
    requireLowercase: SPEC_PASSWORD_POLICY.requireLowercase || office.requireLowercase,
    requireDigit: SPEC_PASSWORD_POLICY.requireDigit || office.requireDigit,
    requireSpecial: SPEC_PASSWORD_POLICY.requireSpecial || office.requireSpecial,
  };
}

/** What a new password breaks, by rule, in the language: the policy's rules, then "differs from the current one" and "not the e-mail name". */
export function newPasswordProblems(password: string, policy: PasswordPolicy, context: { currentPassword?: string; email?: string }, language: string): Map<PasswordRule, string> {
  return new Map(checkPassword(password, policy, context).map((failure) => [failure.rule, pickText(failure.message, language)]));
}

/** The policy's requirements as lines for the form. */
export function passwordRequirements(policy: PasswordPolicy, language: string): string[] {
  return describePasswordPolicy(policy, language === 'en' || language === 'es' ? language : 'he');
}
