// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTenantHint, rememberTenant } from './tenant-hint';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the office an address names (decision 2)', () => {
  it('takes the sub-domain first', () => {
    rememberTenant('medical');
    expect(readTenantHint({ host: 'legal.lishka.app', search: '?tenant=vet' })).toBe('legal');
  });

  it('takes ?tenant= on a bare host and remembers it', () => {
    expect(readTenantHint({ host: 'localhost:3000', search: '?tenant=Medical' })).toBe('medical');
    expect(localStorage.getItem('lishka.tenant')).toBe('medical');
    expect(readTenantHint({ host: 'localhost:3000', search: '' })).toBe('medical');
  });

  it('ignores a tenant parameter that is not a slug', () => {
    expect(readTenantHint({ host: 'localhost', search: '?tenant=../../etc' })).toBeUndefined();
  });

  it('forgets a remembered office that contradicts the sub-domain, saying so (spec 1 §4)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rememberTenant('medical');
    expect(readTenantHint({ host: 'legal.lishka.app', search: '' })).toBe('legal');
    expect(localStorage.getItem('lishka.tenant')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
