import { describe, expect, it } from 'vitest';
import { BASELINE_PASSWORD_POLICY } from '../../../server/security/password-policy';
import { BASELINE_POLICY, passwordProblems, passwordRequirements } from './password-rules';

describe('the password rules checked as typed (spec 1 §5)', () => {
  it('are the server’s baseline', () => {
    expect(BASELINE_POLICY).toEqual(BASELINE_PASSWORD_POLICY);
  });

  it('accept a password of 8 with upper and lower case, a digit and a special character', () => {
    expect(passwordProblems('Lishka-Demo-2026!', 'he')).toEqual([]);
    expect(passwordProblems('Abcdef1!', 'en')).toEqual([]);
  });

  it('name every broken rule in the server’s words, in the language', () => {
    expect(passwordProblems('abc', 'en')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter (A-Z)',
      'Password must contain a digit (0-9)',
      'Password must contain a special character (such as ! @ # $)',
    ]);
    expect(passwordProblems('abcdefgh', 'he')).toContain('הסיסמה חייבת להכיל לפחות ספרה אחת');
  });

  it('refuse the name of the e-mail address inside the password', () => {
    expect(passwordProblems('Dana-2026!x', 'en', 'dana@example.com')).toEqual(['Password must not contain the name in your email address']);
  });

  it('describe the requirements in one line', () => {
    expect(passwordRequirements('en')).toBe('At least 8 characters · An uppercase letter (A-Z) · A lowercase letter (a-z) · A digit (0-9) · A special character (such as ! @ # $)');
  });
});
