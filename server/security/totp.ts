import { Secret, TOTP } from 'otpauth';

/** The authenticator settings every common app reads (RFC 6238): HMAC-SHA1, 6 digits, 30-second steps, one step of drift. */
export const TOTP_SETTINGS = { issuer: 'Lishka', algorithm: 'SHA1', digits: 6, period: 30, window: 1, secretBytes: 20 } as const;

/** The HMAC an authenticator code may use (RFC 6238 allows these three). */
export type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

/** How a code is computed: the shared secret (base32), and optionally another algorithm or length (the RFC's test vectors). */
export interface TotpKey {
  secret: string;
  algorithm?: TotpAlgorithm;
  digits?: number;
}

function totpOf(key: TotpKey, label?: string): TOTP {
  return new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    ...(label !== undefined ? { label } : {}),
    secret: Secret.fromBase32(key.secret),
    algorithm: key.algorithm ?? TOTP_SETTINGS.algorithm,
    digits: key.digits ?? TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  });
}

/** A new shared secret: 160 random bits (RFC 4226 §4 recommends them), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SETTINGS.secretBytes }).base32;
}

/** The base32 form of a secret given as raw text (the RFC's ASCII seeds). */
export function base32OfText(text: string): string {
  return Secret.fromLatin1(text).base32;
}

/** The otpauth:// URI an authenticator app scans: issuer Lishka, labelled with the account's e-mail. */
export function totpUri(secret: string, email: string): string {
  return totpOf({ secret }, email).toString();
}

/** The time step (counter) a moment falls in. */
export function totpCounter(at: Date | number = Date.now()): number {
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: Number(at) });
}

/** The code of a key at a moment (what the user's app shows then). */
export function totpCode(key: TotpKey, at: Date | number = Date.now()): string {
  return totpOf(key).generate({ timestamp: Number(at) });
}

/**
 * The time step a code belongs to, when it is the key's code within one step of `at` either way; null
 * otherwise. The caller refuses a step at or below the last one used, so that a code is accepted once.
 */
export function matchTotp(key: TotpKey, code: string, at: Date | number = Date.now()): number | null {
  const digits = key.digits ?? TOTP_SETTINGS.digits;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = totpOf(key).validate({ token: code, timestamp: Number(at), window: TOTP_SETTINGS.window });
  return delta === null ? null : totpCounter(at) + delta;
}
