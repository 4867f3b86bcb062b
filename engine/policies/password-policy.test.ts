import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../generated/config-types';
import { checkPassword, describePasswordPolicy, isPasswordExpired, passwordReuseDepth } from './password-policy';

const GENERIC: PasswordPolicy = { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true };
const MEDICAL: PasswordPolicy = { ...GENERIC, minLength: 12, expiryDays: 90, preventReuse: 5 };
const LEGAL: PasswordPolicy = { minLength: 14, requireUppercase: false, requireLowercase: false, requireDigit: false, requireSpecial: false, expiryDays: 60, preventReuse: 10 };
const rules = (password: string, policy: PasswordPolicy, context = {}): string[] => checkPassword(password, policy, context).map((failure) => failure.rule);

describe('checkPassword', () => {
  it('accepts a password meeting every rule', () => {
    expect(checkPassword('Str0ng!Pass', GENERIC)).toEqual([]);
  });

  it('lists every rule an empty password breaks, in order', () => {
    expect(rules('', GENERIC)).toEqual(['minLength', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it.each([
    ['str0ng!pass', 'uppercase'],
    ['STR0NG!PASS', 'lowercase'],
    ['Strong!Pass', 'digit'],
    ['Str0ngPass1', 'special'],
    ['S0!s', 'minLength'],
  ])('%s breaks %s', (password, rule) => {
    expect(rules(password, GENERIC)).toEqual([rule]);
  });

  it('names the minimum length in every language', () => {
    expect(checkPassword('Sh0rt!', MEDICAL)[0]?.message).toEqual({
      he: 'הסיסמה חייבת להכיל לפחות 12 תווים',
      en: 'Password must be at least 12 characters',
      es: 'La contraseña debe tener al menos 12 caracteres',
    });
  });

  it('gives every rule a message in Hebrew, English and Spanish', () => {
    for (const failure of checkPassword('', GENERIC, { email: 'dana.cohen@example.com', currentPassword: '' })) {
      expect(failure.message.he).toMatch(/[\u0590-\u05FF]/);
      expect(failure.message.en).toMatch(/^[A-Z]/);
      expect(failure.message.es).toMatch(/^La/);
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(rules('Ab1!😀😀😀', GENERIC)).toEqual(['minLength']);
    expect(rules('Ab1!😀😀😀😀', GENERIC)).toEqual([]);
  });

  it('counts a Hebrew letter as a letter, not a special character', () => {
    expect(rules('Aa1שלוםשלום', GENERIC)).toEqual(['special']);
  });

  it('counts a space as a special character', () => {
    expect(rules('Aa1 longer', GENERIC)).toEqual([]);
  });

  it('applies only the rules the policy asks for', () => {
    expect(rules('correcthorsebattery', LEGAL)).toEqual([]);
    expect(rules('short', LEGAL)).toEqual(['minLength']);
  });

  it('refuses the current password as the new one', () => {
    const failures = checkPassword('Str0ng!Pass', GENERIC, { currentPassword: 'Str0ng!Pass' });
    expect(failures.map((failure) => failure.rule)).toEqual(['notCurrent']);
    expect(failures[0]?.message).toEqual({
      he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית',
      en: 'The new password must differ from the current password',
      es: 'La nueva contraseña debe ser diferente de la actual',
    });
    expect(rules('Str0ng!Pass2', GENERIC, { currentPassword: 'Str0ng!Pass' })).toEqual([]);
  });

  it("refuses a password containing the e-mail's name, in any case and without its +tag", () => {
    expect(rules('Dana.Cohen!2024', GENERIC, { email: 'dana.cohen+work@example.com' })).toEqual(['notEmail']);
    expect(checkPassword('xDANA.COHENx1!', GENERIC, { email: 'dana.cohen@example.com' })[0]?.message.en).toBe(
      'Password must not contain the name in your email address',
    );
    expect(rules('Str0ng!Pass', GENERIC, { email: 'dana.cohen@example.com' })).toEqual([]);
  });

  it('ignores e-mail names too short to matter', () => {
    expect(rules('Jo!Str0ngPass', GENERIC, { email: 'jo@example.com' })).toEqual([]);
  });
});

describe('describePasswordPolicy', () => {
  it('lists the requirements in the language asked for', () => {
    expect(describePasswordPolicy(MEDICAL, 'en')).toEqual([
      'At least 12 characters',
      'An uppercase letter (A-Z)',
      'A lowercase letter (a-z)',
      'A digit (0-9)',
      'A special character (such as ! @ # $)',
      'Not one of your last 5 passwords',
    ]);
    expect(describePasswordPolicy(MEDICAL, 'he')).toEqual([
      'לפחות 12 תווים',
      'אות גדולה באנגלית (A-Z)',
      'אות קטנה באנגלית (a-z)',
      'ספרה (0-9)',
      'תו מיוחד (כגון ! @ # $)',
      'שונה מ־5 הסיסמאות האחרונות שלך',
    ]);
    expect(describePasswordPolicy(LEGAL, 'es')).toEqual(['Al menos 14 caracteres', 'Distinta de sus últimas 10 contraseñas']);
  });

  it('says "previous password" for a reuse depth of one', () => {
    expect(describePasswordPolicy({ ...LEGAL, preventReuse: 1 }, 'en')).toContain('Not your previous password');
  });
});

describe('isPasswordExpired', () => {
  const changedAt = new Date('2025-01-01T00:00:00Z');
  it('expires a medical password at 90 days', () => {
    expect(isPasswordExpired(changedAt, MEDICAL, new Date('2025-03-31T23:59:59Z'))).toBe(false);
    expect(isPasswordExpired(changedAt, MEDICAL, new Date('2025-04-01T00:00:00Z'))).toBe(true);
  });

  it('accepts stored ISO strings and epoch milliseconds', () => {
    expect(isPasswordExpired('2025-01-01T00:00:00Z', LEGAL, Date.parse('2025-03-02T00:00:00Z'))).toBe(true);
    expect(isPasswordExpired(changedAt.getTime(), LEGAL, '2025-02-01T00:00:00Z')).toBe(false);
  });

  it('never expires without expiryDays', () => {
    expect(isPasswordExpired(changedAt, GENERIC, new Date('2099-01-01'))).toBe(false);
  });

  it('treats an unreadable change date as expired', () => {
    expect(isPasswordExpired('not a date', MEDICAL, changedAt)).toBe(true);
  });
});

describe('passwordReuseDepth', () => {
  it('is the policy’s preventReuse, or 0', () => {
    expect(passwordReuseDepth(MEDICAL)).toBe(5);
    expect(passwordReuseDepth(LEGAL)).toBe(10);
    expect(passwordReuseDepth(GENERIC)).toBe(0);
  });
});
