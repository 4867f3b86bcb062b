import { randomInt } from 'node:crypto';
import { safeEqual, sign } from '../../../security/tokens';

/** A one-time code: 6 digits from the operating system's CSPRNG (spec 1 §9). */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What is kept of a code: a keyed hash bound to the user, useless without the server secret. */
export function otpCodeHash(secret: string, userId: string, code: string): Buffer {
  return Buffer.from(sign(secret, 'otp', `${userId}:${code}`), 'base64url');
}

/** Whether a code is the one whose hash was kept. */
export function otpCodeMatches(secret: string, userId: string, code: string, hash: Uint8Array | null): boolean {
  // PGlite answers bytea as a Uint8Array, PostgreSQL as a Buffer.
  return hash !== null && safeEqual(otpCodeHash(secret, userId, code).toString('hex'), Buffer.from(hash).toString('hex'));
}

/** An address shown without revealing it: d***@e***.com (spec 1 §7: send-otp answers a masked destination). */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
