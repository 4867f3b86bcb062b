import { describe, expect, it } from 'vitest';
import { selectTenant, shouldDropStoredTenant, tenantSlugFromHost } from './tenant-resolution';

describe('tenantSlugFromHost', () => {
  it('takes the first sub-domain', () => {
    expect(tenantSlugFromHost('legal.lishka.app')).toBe('legal');
    expect(tenantSlugFromHost('medical.lishka.app:3000')).toBe('medical');
    expect(tenantSlugFromHost('vet.localhost:3000')).toBe('vet');
    expect(tenantSlugFromHost('Cohen-Law.lishka.co.il')).toBe('cohen-law');
  });

  it('ignores www and app, bare domains, localhost and addresses', () => {
    for (const host of ['www.lishka.app', 'app.lishka.app', 'lishka.app', 'localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', '', undefined]) {
      expect(tenantSlugFromHost(host), String(host)).toBeUndefined();
    }
  });

  it('refuses labels that cannot be slugs', () => {
    expect(tenantSlugFromHost('-bad.lishka.app')).toBeUndefined();
  });
});

describe('selectTenant (decision 2)', () => {
  it('tries the sub-domain, then the session, then the stored id, then the query', () => {
    expect(selectTenant({ host: 'legal.lishka.app', sessionTenant: 'medical', storedTenant: 'vet', queryTenant: 'generic' })).toEqual({ slug: 'legal', source: 'subdomain' });
    expect(selectTenant({ host: 'localhost:3000', sessionTenant: 'medical', storedTenant: 'vet' })).toEqual({ slug: 'medical', source: 'session' });
    expect(selectTenant({ host: 'localhost:3000', storedTenant: 'vet', queryTenant: 'generic' })).toEqual({ slug: 'vet', source: 'stored' });
    expect(selectTenant({ host: 'localhost:3000', queryTenant: 'Generic' })).toEqual({ slug: 'generic', source: 'query' });
    expect(selectTenant({ host: 'localhost' })).toBeUndefined();
  });

  it('skips values that are not slugs', () => {
    expect(selectTenant({ storedTenant: '../../etc', queryTenant: 'legal' })).toEqual({ slug: 'legal', source: 'query' });
  });
});

describe('shouldDropStoredTenant (spec 1 §4)', () => {
  it('drops a stored context that names another tenant than the sub-domain', () => {
    expect(shouldDropStoredTenant('medical', 'legal.lishka.app')).toBe(true);
    expect(shouldDropStoredTenant('legal', 'legal.lishka.app')).toBe(false);
  });

  it('keeps it on default, app and localhost', () => {
    for (const host of ['default.lishka.app', 'app.lishka.app', 'localhost:3000', 'lishka.app']) {
      expect(shouldDropStoredTenant('medical', host), host).toBe(false);
    }
  });
});
