import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('GET /api/users/office-config on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers a signed-in member the whole resolved configuration of their tenant', async () => {
    const agent = await t.signIn('admin@medical.example.com');
    const { data } = (await agent.request({ method: 'GET', url: '/api/users/office-config' })).json();
    expect(data).toMatchObject({ id: 'medical', type: 'medical', isPublic: false, tenant: { slug: 'medical' }, terminology: { en: { client: 'Patient' } } });
    expect(data.tenantId).toEqual(expect.any(String));
    expect(data.workflows.client.id).toBeDefined();
    expect(data.featureFlags.features['client-portal'].enabled).toBe(true);
    expect(data.security.sessionTimeoutMinutes).toBe(30);
  });

  it('applies the tenant’s overrides', async () => {
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ terminology: { en: { client: 'Member' } } }) }).where('slug', '=', 'vet').execute();
    const agent = await t.signIn('pro@vet.example.com');
    const { data } = (await agent.request({ method: 'GET', url: '/api/users/office-config' })).json();
    expect(data.terminology.en.client).toBe('Member');
    expect(data.terminology.en.clients).toBe('Pet owners');
  });

  it('answers the public part of the office named by the tenant parameter, the header or the sub-domain', async () => {
    for (const request of [
      { url: '/api/users/office-config?tenant=insurance' },
      { url: '/api/users/office-config', headers: { 'x-tenant-subdomain': 'insurance' } },
      { url: '/api/users/office-config', headers: { host: 'insurance.lishka.test' } },
    ]) {
      const { data } = (await t.anonymous().request({ method: 'GET', ...request })).json();
      expect(data).toMatchObject({ id: 'insurance', isPublic: true, tenant: { slug: 'insurance' }, terminology: { en: { client: 'Policy holder' } } });
      expect(data.ui.homepage.hero).toBeDefined();
      expect(data.workflows).toBeUndefined();
      expect(data.security).toBeUndefined();
    }
  });

  it('answers the default legal office type when nothing names an office', async () => {
    const { data } = (await t.anonymous().request({ method: 'GET', url: '/api/users/office-config' })).json();
    expect(data).toMatchObject({ id: 'legal', isPublic: true });
    expect(data.tenant).toBeUndefined();
  });

  it('refuses a malformed tenant parameter', async () => {
    expect((await t.anonymous().request({ method: 'GET', url: '/api/users/office-config?tenant=../../etc' })).statusCode).toBe(400);
  });
});
