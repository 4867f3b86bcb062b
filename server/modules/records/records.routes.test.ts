import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { officeDay } from './record-dates';
import { auditOf, clientIn, signInMemberAs, systemContextIn } from './records.test-support';

const matter = (title: string) => ({ title, practiceArea: 'litigation', feeArrangement: 'hourly' });

function recordsApi(agent: TestAgent, module: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: unknown) =>
    agent.request({ method, url: `/api/records/${module}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET' });
  return {
    get: (path = '') => call('GET', path),
    post: (payload: unknown) => call('POST', '', payload),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    delete: (path: string) => call('DELETE', path),
  };
}

// Issue 20: the records calls over HTTP, with the office's permissions and the collection's words.
describe.each(testDatabaseKinds())('the records routes on $kind', (kind) => {
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clientId = await clientIn(t, await systemContextIn(t, 'legal'), 'Dana');
  });
  afterAll(async () => t?.close());

  it('creates, reads, lists, changes and deletes a matter, in the office’s words, refusing a stale version', async () => {
    const admin = recordsApi(await t.signIn('admin@legal.example.com'), 'matters');
    const created = await admin.post({ data: matter('Cohen v. Levi'), clientId });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(created.json()).toMatchObject({ success: true, messages: { en: 'Matter created', he: 'הוספת התיק הושלמה' } });
    expect(record).toMatchObject({ module: 'matters', entity: 'matter', title: 'Cohen v. Levi', clientId, clientName: 'Dana Cohen', version: 1 });
    expect(record.number).toMatch(new RegExp(`^${officeDay(await systemContextIn(t, 'legal')).slice(0, 4)}-\\d{4}$`));

    expect((await admin.get(`/${record.id}`)).json().data).toEqual(record);
    const list = (await admin.get('?limit=1')).json();
    expect(list).toMatchObject({ success: true, total: expect.any(Number), isTotalExact: true });
    expect(list.data[0].id).toBe(record.id);
    expect((await admin.get(`?search=${encodeURIComponent('cohen v')}`)).json().data.map((row: { id: string }) => row.id)).toContain(record.id);

    const changed = await admin.put(`/${record.id}`, { data: matter('Cohen v. Levi (appeal)'), version: record.version });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ messages: { en: 'Matter updated' }, data: { title: 'Cohen v. Levi (appeal)', version: record.version + 1 } });
    const stale = await admin.put(`/${record.id}`, { data: matter('Stale'), version: record.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RECORD_CHANGED', messages: { en: 'This matter was changed meanwhile; reload it and try again' } });

    expect((await admin.delete(`/${record.id}?version=${record.version}`)).statusCode).toBe(409);
    const deleted = await admin.delete(`/${record.id}?version=${record.version + 1}`);
    expect(deleted.json()).toMatchObject({ success: true, messages: { en: 'Matter deleted' } });
    expect((await admin.get(`/${record.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, record.id)).map((entry) => entry.event_type)).toEqual(expect.arrayContaining(['record.create', 'record.update', 'record.delete']));
  });

  it('answers bad input with 4xx and per-field messages, and changes nothing', async () => {
    const admin = recordsApi(await t.signIn('admin@legal.example.com'), 'matters');
    const before = (await admin.get()).json().total;
    const invalid = await admin.post({ data: { practiceArea: 'astrology', bogus: 1 }, clientId });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INVALID_RECORD_DATA' });
    expect(invalid.json().errors.length).toBeGreaterThan(0);
    expect((await admin.post({ data: matter('No client') })).json()).toMatchObject({ code: 'INVALID_RECORD_DATA', errors: [expect.objectContaining({ field: 'clientId' })] });
    expect((await recordsApi(await t.signIn('admin@legal.example.com'), 'no-such-module').get()).statusCode).toBe(404);
    // The clients are a module of another kind: not reachable as records.
    expect((await recordsApi(await t.signIn('admin@legal.example.com'), 'clients').get()).json()).toMatchObject({ code: 'RECORDS_MODULE_NOT_FOUND' });
    expect((await admin.get('?cursor=nonsense')).statusCode).toBe(400);
    expect((await admin.get()).json().total).toBe(before);
  });

  it('lets each role do what the office’s permissions and the workflow say, and no more', async () => {
    const admin = recordsApi(await t.signIn('admin@legal.example.com'), 'matters');
    const record = (await admin.post({ data: matter('Permissions'), clientId })).json().data;

    // A viewer without a professional role has no matters.view: the module is not theirs to see, as the menu says.
    const viewer = recordsApi(await signInMemberAs(t, 'legal', 'plain-viewer', 'viewer'), 'matters');
    expect((await viewer.get()).json()).toMatchObject({ code: 'RECORDS_FORBIDDEN', messages: { en: 'You are not allowed to see matters' } });
    // A viewer who is an attorney reads, and may not change anything.
    const readingAttorney = recordsApi(await signInMemberAs(t, 'legal', 'viewing-attorney', 'viewer', 'attorney'), 'matters');
    expect((await readingAttorney.get(`/${record.id}`)).statusCode).toBe(200);
    const refused = await readingAttorney.put(`/${record.id}`, { data: matter('Viewer edit'), version: record.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'RECORDS_READ_ONLY', messages: { en: 'You may look at matters but not change them' } });
    // A paralegal may edit matters (matters.edit, and the workflow's editors) but not open one (no matters.create).
    const paralegal = recordsApi(await signInMemberAs(t, 'legal', 'records-paralegal', 'user', 'paralegal'), 'matters');
    expect((await paralegal.post({ data: matter('Paralegal opens'), clientId })).statusCode).toBe(403);
    const edited = await paralegal.put(`/${record.id}`, { data: matter('Paralegal edits'), version: record.version });
    expect(edited.statusCode).toBe(200);
    // The trust ledger is the partners': an attorney holds trust.view only.
    const attorney = recordsApi(await signInMemberAs(t, 'legal', 'records-attorney', 'user', 'attorney'), 'trust');
    expect((await attorney.get()).statusCode).toBe(200);
    expect((await attorney.post({ data: {}, clientId })).json()).toMatchObject({ code: 'RECORDS_READ_ONLY' });
    expect((await readingAttorney.get(`/${record.id}`)).json().data.title).toBe('Paralegal edits');
  });

  it('never shows or changes another office’s record', async () => {
    const legal = recordsApi(await t.signIn('admin@legal.example.com'), 'matters');
    const record = (await legal.post({ data: matter('Private'), clientId })).json().data;
    const insurance = await t.signIn('admin@insurance.example.com');
    expect((await recordsApi(insurance, 'matters').get(`/${record.id}`)).statusCode).toBe(404);
    expect((await recordsApi(insurance, 'policies').get(`/${record.id}`)).statusCode).toBe(404);
    expect((await recordsApi(insurance, 'policies').delete(`/${record.id}?version=1`)).statusCode).toBe(404);
    expect((await legal.get(`/${record.id}`)).json().data.title).toBe('Private');
  });
});
