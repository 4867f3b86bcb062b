import { describe, expect, it } from 'vitest';
import { base32OfText, matchTotp, newTotpSecret, totpCode, totpCounter, totpUri, type TotpAlgorithm } from './totp';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's length; 8-digit codes.
const SEEDS: Record<TotpAlgorithm, string> = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
};

const VECTORS: { seconds: number; counter: number; codes: Record<TotpAlgorithm, string> }[] = [
  { seconds: 59, counter: 0x1, codes: { SHA1: '94287082', SHA256: '46119246', SHA512: '90693936' } },
  { seconds: 1111111109, counter: 0x23523ec, codes: { SHA1: '07081804', SHA256: '68084774', SHA512: '25091201' } },
  { seconds: 1111111111, counter: 0x23523ed, codes: { SHA1: '14050471', SHA256: '67062674', SHA512: '99943326' } },
  { seconds: 1234567890, counter: 0x273ef07, codes: { SHA1: '89005924', SHA256: '91819424', SHA512: '93441116' } },
  { seconds: 2000000000, counter: 0x3f940aa, codes: { SHA1: '69279037', SHA256: '90698825', SHA512: '38618901' } },
  { seconds: 20000000000, counter: 0x27bc86aa, codes: { SHA1: '65353130', SHA256: '77737706', SHA512: '47863826' } },
];

const CASES = VECTORS.flatMap(({ seconds, counter, codes }) => (Object.keys(codes) as TotpAlgorithm[]).map((algorithm) => ({ seconds, counter, algorithm, code: codes[algorithm] })));

describe('TOTP (RFC 6238)', () => {
  it('has the 18 test vectors of Appendix B', () => {
    expect(CASES).toHaveLength(18);
  });

  it.each(CASES)('computes $code for $algorithm at $seconds s, and matches it to step $counter', ({ seconds, counter, algorithm, code }) => {
    const key = { secret: base32OfText(SEEDS[algorithm]), algorithm, digits: 8 };
    const at = seconds * 1000;
    expect(totpCounter(at)).toBe(counter);
    expect(totpCode(key, at)).toBe(code);
    expect(matchTotp(key, code, at)).toBe(counter);
  });

  it('accepts one step of drift either way, answering the step the code belongs to, and no more', () => {
    const key = { secret: newTotpSecret() };
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = totpCounter(now);
    expect(matchTotp(key, totpCode(key, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(key, totpCode(key, now), now)).toBe(step);
    expect(matchTotp(key, totpCode(key, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(key, totpCode(key, now - 60_000), now)).toBeNull();
    expect(matchTotp(key, totpCode(key, now + 60_000), now)).toBeNull();
  });

  it('refuses what is not six digits, and another secret’s code', () => {
    const key = { secret: newTotpSecret() };
    const code = totpCode(key);
    expect(code).toMatch(/^\d{6}$/);
    expect(matchTotp(key, `${code} `)).toBeNull();
    expect(matchTotp(key, code.slice(0, 5))).toBeNull();
    expect(matchTotp(key, 'abcdef')).toBeNull();
    expect(matchTotp({ secret: newTotpSecret() }, code)).toBeNull();
  });

  it('makes 160-bit secrets, each new', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth:// URI with the issuer Lishka and the e-mail as label', () => {
    const secret = newTotpSecret();
    const uri = new URL(totpUri(secret, 'dana@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Lishka:dana@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Lishka', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
