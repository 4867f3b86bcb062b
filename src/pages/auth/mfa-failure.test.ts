import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { authStrings } from '../../i18n/locales/auth';
import { mfaFailure } from './mfa-failure';

const refusal = (status: number, code: string, en: string, he = 'שגיאה') => new ApiError(he, status, code, [], { success: false, code, message: en, messages: { he, en } });

describe('the MFA messages of spec 1 §8', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { auth: authStrings.en }, he: { auth: authStrings.he } }, ns: ['auth'], defaultNS: 'auth' });
  });
  const t = i18next.getFixedT('en', 'auth');

  it('an expired session ends the sign-in with "Your MFA session has expired…"', () => {
    expect(mfaFailure(refusal(400, 'MFA_SESSION_EXPIRED', 'Your MFA session has expired. Please try logging in again.'), 'verify', t)).toEqual({ message: 'Your MFA session has expired. Please try logging in again.', isOver: true });
    expect(mfaFailure(refusal(403, 'SOMETHING', 'Invalid session for this step'), 'verify', t)).toEqual({ message: 'Your MFA session has expired. Please try logging in again.', isOver: true });
  });

  it('a session not found ends it with "No MFA session found…", or the set-up’s wording', () => {
    expect(mfaFailure(refusal(400, 'MFA_SESSION_NOT_FOUND', 'No MFA session found. Please try logging in again.'), 'verify', t).message).toBe('No MFA session found. Please try logging in again.');
    expect(mfaFailure(refusal(400, 'MFA_SETUP_SESSION_NOT_FOUND', 'MFA setup session not found.'), 'confirm', t)).toEqual({ message: 'MFA setup session not found. Please try setting up MFA again.', isOver: true });
    expect(mfaFailure(refusal(400, 'MFA_SETUP_SESSION_EXPIRED', 'Your MFA setup session has expired.'), 'setup', t).message).toBe('Your MFA setup session has expired. Please try setting up MFA again.');
  });

  it('other server messages pass through; spent tries end the sign-in', () => {
    expect(mfaFailure(refusal(400, 'MFA_CODE_INVALID', 'Invalid authenticator code', 'הקוד מאפליקציית האימות שגוי'), 'verify', t)).toEqual({ message: 'הקוד מאפליקציית האימות שגוי', isOver: false });
    expect(mfaFailure(refusal(429, 'MFA_TOO_MANY_ATTEMPTS', 'Too many attempts; please log in again'), 'confirm', t).isOver).toBe(true);
  });

  it('without a server message, the fallbacks', () => {
    expect(mfaFailure(new Error('boom'), 'verify', t).message).toBe('Failed to verify MFA code');
    expect(mfaFailure(new Error('boom'), 'confirm', t).message).toBe('Failed to confirm MFA setup');
    expect(mfaFailure(new Error('boom'), 'setup', t).message).toBe('Failed to setup MFA');
  });
});
