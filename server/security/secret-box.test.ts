import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SERVER_SECRET = 'a-server-secret-that-is-long-enough-for-tests';
const box = createSecretBox(SERVER_SECRET, 'authenticator-secret');

// Flips one bit of one base64url character of a part (0 iv, 1 ciphertext, 2 tag), keeping it valid base64url.
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const text = parts[part]!;
  const flipped = text[0] === 'A' ? 'B' : 'A';
  parts[part] = `${flipped}${text.slice(1)}`;
  return parts.join('.');
}

describe('secret box (AES-256-GCM, HKDF key)', () => {
  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('', 'user-1')).toMatch(/^v1\./);
    expect(box.open(box.seal('', 'user-1'), 'user-1')).toBe('');
  });

  it('never keeps the secret in clear, and seals the same secret differently each time', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    const second = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a sealed text whose nonce, ciphertext or tag was changed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    for (const part of [1, 2, 3] as const) expect(() => box.open(tamper(sealed, part), 'user-1')).toThrow();
  });

  it('refuses another context (a secret moved to another user), another purpose and another server secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox(SERVER_SECRET, 'another-purpose').open(sealed, 'user-1')).toThrow();
    expect(() => createSecretBox(`${SERVER_SECRET}!`, 'authenticator-secret').open(sealed, 'user-1')).toThrow();
  });

  it('refuses what is not a sealed text', () => {
    for (const text of ['', 'v1', 'v1.a.b', 'v2.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA', 'v1.AA.AAAA.AAAAAAAAAAAAAAAAAAAAAA', 'v1.a.b.c.d']) {
      expect(() => box.open(text, 'user-1')).toThrow();
    }
  });
});
