import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret identifier: 256 random bits, URL-safe. */
export function newSecretId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret identifier: its SHA-256, never the identifier itself. */
export function hashSecretId(id: string): Buffer {
  return createHash('sha256').update(id).digest();
}

/** A keyed signature of a value, URL-safe. */
export function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
