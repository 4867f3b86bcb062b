import { describe, expect, it } from 'vitest';
import { isAuthoritativeAddress } from './authoritative-address';

const claims = (email: string | null, emailVerified: boolean, hostedDomain: string | null = null) => ({ subject: 'sub', email, emailVerified, hostedDomain });

describe('isAuthoritativeAddress', () => {
  it('vouches for verified Gmail addresses and verified addresses of the account’s own Workspace domain', () => {
    expect(isAuthoritativeAddress(claims('dana@gmail.com', true))).toBe(true);
    expect(isAuthoritativeAddress(claims('dana@googlemail.com', true))).toBe(true);
    expect(isAuthoritativeAddress(claims('dana@office.example.com', true, 'office.example.com'))).toBe(true);
  });

  it('does not vouch for unverified addresses, other domains, another Workspace’s domain, or no address', () => {
    expect(isAuthoritativeAddress(claims('dana@gmail.com', false))).toBe(false);
    expect(isAuthoritativeAddress(claims('dana@office.example.com', true))).toBe(false);
    expect(isAuthoritativeAddress(claims('dana@office.example.com', true, 'other.example.com'))).toBe(false);
    expect(isAuthoritativeAddress(claims('dana@sub.office.example.com', true, 'office.example.com'))).toBe(false);
    expect(isAuthoritativeAddress(claims('dana@gmail.com.evil.example', true))).toBe(false);
    expect(isAuthoritativeAddress(claims(null, true, 'office.example.com'))).toBe(false);
  });
});
