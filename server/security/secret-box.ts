import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals and opens short secrets (authenticator secrets) so that the database never holds them in clear. */
export interface SecretBox {
  /** The secret encrypted and authenticated, bound to `context` (such as the user it belongs to): `v1.<iv>.<ciphertext>.<tag>`. */
  seal(plaintext: string, context: string): string;
  /** The secret a sealed text holds; throws when it was changed, sealed with another key, or for another context. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A box with AES-256-GCM under a key derived by HKDF-SHA256 from the server secret and a purpose, so that one
 * server secret gives unrelated keys for unrelated uses, and a leaked database alone reveals no secret.
 */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'lishka-secret-box', purpose, 32));
  const aad = (context: string) => Buffer.from(`${purpose}\u0000${context}`);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) throw new Error('Not a sealed secret');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(context));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
