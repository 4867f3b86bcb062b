import type { PasswordPolicy } from '../generated/config-types';
import { pickText, type Language } from '../i18n/languages';
import { toMillis, type Instant } from './instant';

/** The rules a password is checked against. */
export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'notCurrent' | 'notEmail';

/** What the check knows about the user: the e-mail (its name may not be in the password) and, on a change, the current password. */
export interface PasswordContext {
  email?: string;
  currentPassword?: string;
}

/** A rule the password breaks, with the message in every language. */
export interface PasswordFailure {
  rule: PasswordRule;
  message: Record<Language, string>;
}

interface PasswordRuleDefinition {
  rule: PasswordRule;
  applies: (policy: PasswordPolicy, context: PasswordContext) => boolean;
  passes: (password: string, policy: PasswordPolicy, context: PasswordContext) => boolean;
  failure: (policy: PasswordPolicy) => Record<Language, string>;
  /** The line shown on the form; rules that depend on the user have none. */
  requirement?: (policy: PasswordPolicy) => Record<Language, string>;
}

// Shorter e-mail names (a@…, jo@…) are too common inside ordinary words to forbid.
const MIN_EMAIL_NAME_LENGTH = 3;

/** The name part of an e-mail address, lower case and without a +tag, when long enough to be worth refusing. */
function emailName(email: string | undefined): string | undefined {
  const name = email?.split('@')[0]?.split('+')[0]?.trim().toLowerCase();
  return name && [...name].length >= MIN_EMAIL_NAME_LENGTH ? name : undefined;
}

// Letters count in any script, so Hebrew letters are letters (neither upper nor lower case) and not special characters.
const PASSWORD_RULES: readonly PasswordRuleDefinition[] = [
  {
    rule: 'minLength',
    applies: () => true,
    passes: (password, policy) => [...password].length >= policy.minLength,
    failure: ({ minLength }) => ({
      he: `הסיסמה חייבת להכיל לפחות ${minLength} תווים`,
      en: `Password must be at least ${minLength} characters`,
      es: `La contraseña debe tener al menos ${minLength} caracteres`,
    }),
    requirement: ({ minLength }) => ({ he: `לפחות ${minLength} תווים`, en: `At least ${minLength} characters`, es: `Al menos ${minLength} caracteres` }),
  },
  {
    rule: 'uppercase',
    applies: (policy) => policy.requireUppercase,
    passes: (password) => /\p{Lu}/u.test(password),
    failure: () => ({
      he: 'הסיסמה חייבת להכיל לפחות אות גדולה אחת באנגלית (A-Z)',
      en: 'Password must contain an uppercase letter (A-Z)',
      es: 'La contraseña debe contener una letra mayúscula (A-Z)',
    }),
    requirement: () => ({ he: 'אות גדולה באנגלית (A-Z)', en: 'An uppercase letter (A-Z)', es: 'Una letra mayúscula (A-Z)' }),
  },
  {
    rule: 'lowercase',
    applies: (policy) => policy.requireLowercase,
    passes: (password) => /\p{Ll}/u.test(password),
    failure: () => ({
      he: 'הסיסמה חייבת להכיל לפחות אות קטנה אחת באנגלית (a-z)',
      en: 'Password must contain a lowercase letter (a-z)',
      es: 'La contraseña debe contener una letra minúscula (a-z)',
    }),
    requirement: () => ({ he: 'אות קטנה באנגלית (a-z)', en: 'A lowercase letter (a-z)', es: 'Una letra minúscula (a-z)' }),
  },
  {
    rule: 'digit',
    applies: (policy) => policy.requireDigit,
    passes: (password) => /\p{Nd}/u.test(password),
    failure: () => ({
      he: 'הסיסמה חייבת להכיל לפחות ספרה אחת',
      en: 'Password must contain a digit (0-9)',
      es: 'La contraseña debe contener un número (0-9)',
    }),
    requirement: () => ({ he: 'ספרה (0-9)', en: 'A digit (0-9)', es: 'Un número (0-9)' }),
  },
  {
    rule: 'special',
    applies: (policy) => policy.requireSpecial,
    passes: (password) => /[^\p{L}\p{N}]/u.test(password),
    failure: () => ({
      he: 'הסיסמה חייבת להכיל לפחות תו מיוחד אחד (כגון ! @ # $)',
      en: 'Password must contain a special character (such as ! @ # $)',
      es: 'La contraseña debe contener un carácter especial (como ! @ # $)',
    }),
    requirement: () => ({ he: 'תו מיוחד (כגון ! @ # $)', en: 'A special character (such as ! @ # $)', es: 'Un carácter especial (como ! @ # $)' }),
  },
  {
    rule: 'notCurrent',
    applies: (_policy, context) => Boolean(context.currentPassword),
    passes: (password, _policy, context) => password !== context.currentPassword,
    failure: () => ({
      he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית',
      en: 'The new password must differ from the current password',
      es: 'La nueva contraseña debe ser diferente de la actual',
    }),
  },
  {
    rule: 'notEmail',
    applies: (_policy, context) => emailName(context.email) !== undefined,
    passes: (password, _policy, context) => !password.toLowerCase().includes(emailName(context.email) ?? ''),
    failure: () => ({
      he: 'הסיסמה לא יכולה לכלול את שם המשתמש שבכתובת הדוא״ל',
      en: 'Password must not contain the name in your email address',
      es: 'La contraseña no puede contener el nombre de su dirección de correo',
    }),
  },
];

/** The rules a password breaks under a policy, in the order of the form (spec 1 §5, §9); empty when it is acceptable. */
export function checkPassword(password: string, policy: PasswordPolicy, context: PasswordContext = {}): PasswordFailure[] {
  return PASSWORD_RULES.filter(({ applies, passes }) => applies(policy, context) && !passes(password, policy, context)).map(
    ({ rule, failure }) => ({ rule, message: failure(policy) }),
  );
}

const reuseRequirement = (count: number): Record<Language, string> => ({
  he: count === 1 ? 'שונה מהסיסמה הקודמת שלך' : `שונה מ־${count} הסיסמאות האחרונות שלך`,
  en: count === 1 ? 'Not your previous password' : `Not one of your last ${count} passwords`,
  es: count === 1 ? 'Distinta de su contraseña anterior' : `Distinta de sus últimas ${count} contraseñas`,
});

/** The requirements of a policy as lines for the password form, in one language. */
export function describePasswordPolicy(policy: PasswordPolicy, language: Language): string[] {
  const lines = PASSWORD_RULES.filter(({ applies, requirement }) => requirement && applies(policy, {})).map(
    ({ requirement }) => requirement?.(policy),
  );
  const depth = passwordReuseDepth(policy);
  if (depth > 0) lines.push(reuseRequirement(depth));
  return lines.map((line) => pickText(line, language));
}

/** Whether a password changed at `changedAt` must be changed by `now` (expiryDays; never when absent); an unreadable date counts as expired. */
export function isPasswordExpired(changedAt: Instant, policy: PasswordPolicy, now: Instant): boolean {
  if (policy.expiryDays === undefined) return false;
  const changed = toMillis(changedAt);
  if (!Number.isFinite(changed)) return true;
  return toMillis(now) - changed >= policy.expiryDays * 24 * 60 * 60 * 1000;
}

/** How many earlier password hashes the server must keep and compare against (preventReuse; 0 when none). */
export function passwordReuseDepth(policy: PasswordPolicy): number {
  return policy.preventReuse ?? 0;
}
