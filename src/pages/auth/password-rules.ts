import type { Rule } from 'antd/es/form';
import type { PasswordPolicy } from '../../../engine/generated/config-types';
import { isLanguage, pickText } from '../../../engine/i18n/languages';
import { checkPassword, describePasswordPolicy, type PasswordRule } from '../../../engine/policies/password-policy';

/**
 * Spec 1 §5's password baseline as the server checks it (server/security/password-policy.ts BASELINE_PASSWORD_POLICY):
 * at least 8 characters with upper and lower case, a digit and a special character. An office's stricter
 * policy comes back from the server as field errors.
 */
export const BASELINE_POLICY: PasswordPolicy = { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true };

const RULES: readonly PasswordRule[] = ['minLength', 'uppercase', 'lowercase', 'digit', 'special', 'notEmail'];

/** The rules a password breaks under the baseline, in the language, worded as the server words them. */
export function passwordProblems(password: string, language: string, email?: string): string[] {
  return checkPassword(password, BASELINE_POLICY, email ? { email } : {}).map(({ message }) => pickText(message, language));
}

/** The baseline's requirements as one line for the form's help. */
export function passwordRequirements(language: string): string {
  return describePasswordPolicy(BASELINE_POLICY, isLanguage(language) ? language : 'he').join(' · ');
}

/**
 * antd rules for a new password: one per rule of the policy, so that every broken rule shows its own line;
 * `email` gives the address the password may not contain.
 */
export function newPasswordRules(language: string, requiredMessage: string, email: () => string | undefined): Rule[] {
  return [
    { required: true, message: requiredMessage },
    ...RULES.map(
      (rule): Rule => ({
        validator: async (_rule, value: unknown) => {
          if (typeof value !== 'string' || value === '') return;
          const address = email();
          const broken = checkPassword(value, BASELINE_POLICY, address ? { email: address } : {}).find((failure) => failure.rule === rule);
          if (broken) throw new Error(pickText(broken.message, language));
        },
      }),
    ),
  ];
}

/** antd rules for repeating a password: required, and the same as the field `passwordField` (spec 1 §5). */
export function confirmPasswordRules(passwordField: string, requiredMessage: string, mismatchMessage: string): Rule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(mismatchMessage);
      },
    }),
  ];
}
