import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { testDatabaseKinds } from '../../testing/test-databases';
import { documentParts, uploadDocument } from '../documents/documents.test-support';
import { auditApi, entriesOf, HEBREW, signInMember, tenantIdOf, userIdOf } from './audit.test-support';

describe.each(testDatabaseKinds())('audit settings and access auditing on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let api: ReturnType<typeof auditApi>;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@legal.example.com');
    api = auditApi(admin);
    const tenantId = await tenantIdOf(t, 'legal');
    clientId = await withContext(t.database.db, { tenantId }, async (trx) => (await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Viewed', last_name: 'Person' }).returning('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => t?.close());

  const viewClient = async (agent: TestAgent) => {
    const response = await agent.request({ method: 'GET', url: `/api/clients/client/${clientId}` });
    expect(response.statusCode, response.body).toBe(200);
  };
  const viewsOf = async () => (await entriesOf(t, 'client.viewed')).length;

  it('answers the status: enabled by default, the log’s extent and the retention', async () => {
    const status = (await api.get('/status')).json().data;
    const count = await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', await tenantIdOf(t, 'legal')).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ enabled: true, retentionDays: 2555, excludedEventTypes: [], totalEntries: Number(count.n), updatedAt: null, updatedBy: null });
  });

  it('records a client view and a document download while auditing is enabled, by whoever reads', async () => {
    const before = await viewsOf();
    await viewClient(admin);
    await viewClient(await signInMember(t, 'legal', 'viewer'));
    const views = await entriesOf(t, 'client.viewed');
    expect(views).toHaveLength(before + 2);
    expect(views.at(-2)).toMatchObject({ user_id: await userIdOf(t, 'admin@legal.example.com'), entity_id: clientId, success: true });

    const upload = await uploadDocument(admin, clientId, documentParts('note.txt', Buffer.from('A note about the client\n'), undefined, 'text/plain'));
    expect(upload.statusCode, upload.body).toBe(201);
    const documentId = upload.json().data.id as string;
    const download = await admin.request({ method: 'GET', url: `/api/clients/client/${clientId}/documents/${documentId}/download` });
    expect(download.statusCode).toBe(200);
    expect(await entriesOf(t, 'client.document.downloaded')).toEqual([expect.objectContaining({ entity_id: documentId, after: { clientId, fileName: 'note.txt' } })]);
    // A client another office asked for is not found, and no view is recorded.
    const other = await t.signIn('admin@medical.example.com');
    expect((await other.request({ method: 'GET', url: `/api/clients/client/${clientId}` })).statusCode).toBe(404);
    expect(await viewsOf()).toBe(before + 2);
  });

  it('toggles the auditing of record access, audits the toggle itself, and answers the new status', async () => {
    const toggled = await api.post('/toggle');
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json()).toMatchObject({ success: true, message: expect.stringMatching(/disabled/), messages: { he: expect.stringMatching(HEBREW) }, data: { enabled: false, updatedBy: await userIdOf(t, 'admin@legal.example.com') } });
    expect((await api.get('/status')).json().data.enabled).toBe(false);
    const views = await viewsOf();
    await viewClient(admin);
    expect(await viewsOf()).toBe(views);
    // Changes of state are audited whatever the toggle says.
    const created = await admin.request({ method: 'PUT', url: `/api/clients/client/${clientId}`, payload: { firstName: 'Renamed' }, csrf: true });
    expect(created.statusCode, created.body).toBe(200);
    expect((await entriesOf(t, 'client.update')).length).toBeGreaterThan(0);

    expect((await api.post('/toggle')).json().data.enabled).toBe(true);
    await viewClient(admin);
    expect(await viewsOf()).toBe(views + 1);
    expect((await entriesOf(t, 'audit.toggle')).map((entry) => [entry.before, entry.after])).toEqual([
      [{ enabled: true }, { enabled: false }],
      [{ enabled: false }, { enabled: true }],
    ]);
  });

  it('lists the optional and always-kept event types, and excludes an optional one when asked', async () => {
    const configuration = (await api.get('/configuration')).json().data;
    expect(configuration).toMatchObject({ enabled: true, retentionDays: 2555, retentionBounds: { minimum: 90, maximum: 3650 }, optionalEventTypes: ['client.viewed', 'client.document.downloaded', 'document.downloaded'] });
    expect(configuration.alwaysKeptEventTypes).toEqual(expect.arrayContaining(['audit.toggle', 'client.update']));
    expect(configuration.alwaysKeptEventTypes).not.toContain('client.viewed');

    const updated = await api.put('/configuration', { retentionDays: 365, excludedEventTypes: ['client.viewed'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Audit configuration updated', data: { enabled: true, retentionDays: 365, excludedEventTypes: ['client.viewed'] } });
    const views = await viewsOf();
    await viewClient(admin);
    expect(await viewsOf()).toBe(views);
    expect(await entriesOf(t, 'audit.configuration.update')).toEqual([
      expect.objectContaining({
        before: { enabled: true, retentionDays: 2555, excludedEventTypes: [] },
        after: { enabled: true, retentionDays: 365, excludedEventTypes: ['client.viewed'] },
      }),
    ]);
    // The same again changes nothing and writes nothing.
    await api.put('/configuration', { retentionDays: 365 });
    expect(await entriesOf(t, 'audit.configuration.update')).toHaveLength(1);
  });

  it('refuses a bad configuration with 400 in Hebrew and English, and changes nothing', async () => {
    const before = (await api.get('/configuration')).json().data;
    const bad = await api.put('/configuration', { retentionDays: 30, excludedEventTypes: ['client.viewed', 'client.delete'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_AUDIT_CONFIGURATION', messages: { he: expect.stringMatching(HEBREW), en: 'Invalid audit configuration; nothing was changed' } });
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'retentionDays', message: 'The retention period must be between 90 and 3650 days', messages: expect.objectContaining({ he: expect.stringMatching(HEBREW) }) }),
      expect.objectContaining({ field: 'excludedEventTypes.1', message: expect.stringMatching(/always audited/) }),
    ]);
    for (const body of [{ retentionDays: 3651 }, { retentionDays: 365.5 }, { enabled: 'yes' }, { retentionDays: 365, colour: 'red' }, { excludedEventTypes: 'client.viewed' }]) {
      expect((await api.put('/configuration', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.get('/configuration')).json().data).toEqual(before);
    expect(await entriesOf(t, 'audit.configuration.update')).toHaveLength(1);
  });

  it('keeps each office’s settings to itself', async () => {
    const medical = auditApi(await t.signIn('admin@medical.example.com'));
    expect((await medical.get('/configuration')).json().data).toMatchObject({ enabled: true, retentionDays: 2555, excludedEventTypes: [] });
    const legalEntries = (await entriesOf(t, 'audit.toggle')).concat(await entriesOf(t, 'audit.configuration.update'));
    expect(new Set(legalEntries.map((entry) => entry.tenant_id))).toEqual(new Set([await tenantIdOf(t, 'legal')]));
  });
});
