import { describe, expect, it } from 'vitest';
import { canRefreshSessionOn, isOfficeConfigPath, isProtectedPath, needsSession, normalizePath } from './api-paths';

describe('api paths (spec 1 §5)', () => {
  it('normalizes query, trailing slash and the /api prefix', () => {
    expect(normalizePath('/api/auth/status?x=1')).toBe('/auth/status');
    expect(normalizePath('users/profile/')).toBe('/users/profile');
  });

  it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/health', '/auth/status', '/auth/refresh-csrf', '/api/auth/login'])('%s is public', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });

  it.each(['/auth/logout', '/auth/refresh-token', '/users/profile', '/users/auth/change-password', '/auth/verify-otp', '/api/auth/google/login', '/auth/reset-password'])('%s is protected', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it('lets the sign-in steps through while signed out, still as protected paths (CSRF)', () => {
    for (const path of ['/auth/verify-otp', '/auth/send-otp', '/users/auth/mfa/verify', '/api/auth/reset-password']) expect(needsSession(path)).toBe(false);
    for (const path of ['/auth/logout', '/users/profile', '/users/auth/mfa/disable']) expect(needsSession(path)).toBe(true);
  });

  it('lets a signing link’s holder and /verify through while signed out, with CSRF', () => {
    for (const path of ['/sign/session?token=abc', '/api/sign/document', '/sign/code', '/sign/code/verify', '/sign/act', '/verify']) {
      expect(isProtectedPath(path)).toBe(true);
      expect(needsSession(path)).toBe(false);
    }
    expect(needsSession('/sign/other')).toBe(true);
  });

  it('never refreshes the session on status, refresh-csrf or refresh-token', () => {
    for (const path of ['/auth/status', '/auth/refresh-csrf', '/auth/refresh-token']) expect(canRefreshSessionOn(path)).toBe(false);
    expect(canRefreshSessionOn('/users/profile')).toBe(true);
  });

  it('knows the office-configuration call', () => {
    expect(isOfficeConfigPath('/users/office-config?x=1')).toBe(true);
    expect(isOfficeConfigPath('/users/profile')).toBe(false);
  });
});
