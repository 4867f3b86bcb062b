import { createSecretBox, type SecretBox } from '../../security/secret-box';
import { matchTotp, newTotpSecret, totpUri } from '../../security/totp';

/** A user's authenticator secret, sealed for storage (in a pending set-up, then in user_mfa). */
export interface Authenticator {
  /** A new secret for the user: in base32 (shown once), sealed (kept), and as the otpauth:// URI. */
  create(userId: string, email: string): { secret: string; sealed: string; uri: string };
  /** The time step of a code of the sealed secret (window of one step), or null when it is not one. */
  codeStep(userId: string, sealed: string, code: string, now?: Date): number | null;
}

const boxes = new Map<string, SecretBox>();

/** The authenticator secrets of a server: sealed under its secret, each bound to its user. */
export function authenticatorFor(serverSecret: string): Authenticator {
  let box = boxes.get(serverSecret);
  if (!box) {
    box = createSecretBox(serverSecret, 'authenticator-secret');
    boxes.set(serverSecret, box);
  }
  const sealedBox = box;
  return {
    create(userId, email) {
      const secret = newTotpSecret();
      return { secret, sealed: sealedBox.seal(secret, userId), uri: totpUri(secret, email) };
    },
    codeStep(userId, sealed, code, now = new Date()) {
      return matchTotp({ secret: sealedBox.open(sealed, userId) }, code, now);
    },
  };
}

/** Whether a code has the form spec 1 §5 asks: exactly 6 digits. */
export function isCodeFormat(code: string | undefined): code is string {
  return typeof code === 'string' && /^\d{6}$/.test(code);
}
