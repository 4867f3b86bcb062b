import { authHe } from './auth/he';
import { authEn } from './auth/en';
import { authEs } from './auth/es';
import type { LocaleStrings } from './locale-strings';

// Texts the server also writes (a password rule, "Passwords do not match", the MFA session messages, Google's
// reasons) use its exact wording (server/i18n/messages.ts, server/modules/google/google.messages.ts), so that
// the client-side check and the server's answer read the same.

/** The sign-in screens' words (Hebrew, English and Spanish): login, registration, e-mail confirmation, password reset, one-time code and authenticator. */
export const authStrings = {
  he: authHe,
  en: authEn,
  es: authEs,
} as const satisfies LocaleStrings;
