import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditApi, entriesOf, HEBREW, userIdOf, writeEntries } from './audit.test-support';

type Log = { id: string; seq: number; eventType: string; entityId: string | null; userName: string | null; userEmail: string | null; after: { i?: number } | null };

const minute = (i: number) => new Date(Date.UTC(2021, 2, 1, 0, i));
const april = (day: number, hour: number) => new Date(Date.UTC(2021, 3, day, hour));

describe.each(testDatabaseKinds())('audit log search, statistics and export on $kind', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof auditApi>;
  let ids: Record<'a' | 'b' | 'c' | 'd', string>;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = auditApi(await t.signIn('admin@accounting.example.com'));
    adminId = await userIdOf(t, 'admin@accounting.example.com');
    const proId = await userIdOf(t, 'pro@accounting.example.com');
    await writeEntries(t, 'accounting', Array.from({ length: 60 }, (_, i) => ({ eventType: 'test.bulk', serviceName: 'bulk', after: { i }, occurredAt: minute(i) })));
    const [a, b, c, d] = await writeEntries(t, 'accounting', [
      { eventType: 'client.update', serviceName: 'clients', entityType: 'client', entityId: 'c-1', userId: adminId, before: { name: 'Old 100%' }, after: { name: 'New_name' }, occurredAt: april(1, 10) },
      { eventType: 'client.delete', serviceName: 'clients', entityType: 'client', entityId: 'c-2', userId: proId, before: { name: 'Gone' }, success: false, occurredAt: april(2, 10) },
      { eventType: 'user.invitation.create', serviceName: 'invitations', entityType: 'invitation', entityId: '=HYPERLINK("http://evil.example")', userId: adminId, after: { email: 'x@y.z' }, occurredAt: april(3, 10) },
      { eventType: 'request.refused', serviceName: 'http', entityType: 'route', entityId: '+cmd', success: false, occurredAt: april(3, 23) },
    ]);
    ids = { a: a!, b: b!, c: c!, d: d! };
  });
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const response = await api.get(`/logs?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { logs: Log[]; totalCount: number; pageNumber: number; pageSize: number };
  };
  const idsOf = async (query: string) => (await search(query)).logs.map((log) => log.id);

  it('answers page 1 of 50, newest first, by default, and pages and orders as asked', async () => {
    const first = await search('serviceName=bulk');
    expect(first).toMatchObject({ totalCount: 60, pageNumber: 1, pageSize: 50 });
    expect(first.logs.map((log) => log.after!.i)).toEqual(Array.from({ length: 50 }, (_, i) => 59 - i));
    expect((await search('serviceName=bulk&pageNumber=2')).logs.map((log) => log.after!.i)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect((await search('serviceName=bulk&pageNumber=3&pageSize=7')).logs.map((log) => log.after!.i)).toEqual([45, 44, 43, 42, 41, 40, 39]);
    expect((await search('serviceName=bulk&orderDescending=false&pageSize=3')).logs.map((log) => log.after!.i)).toEqual([0, 1, 2]);
    expect((await search('serviceName=bulk&pageNumber=9')).logs).toEqual([]);
    expect((await search('startDate=2021-04-01&orderBy=eventType&orderDescending=false')).logs.map((log) => log.eventType)).toEqual(['client.delete', 'client.update', 'request.refused', 'user.invitation.create']);
    expect((await search('startDate=2021-04-01&orderBy=serviceName')).logs.map((log) => log.id)).toEqual([ids.c, ids.d, ids.b, ids.a]);
  });

  it('applies each filter', async () => {
    expect(await idsOf(`userId=${adminId}`)).toEqual([ids.c, ids.a]);
    expect(await idsOf('eventType=client.delete')).toEqual([ids.b]);
    expect(await idsOf('serviceName=clients')).toEqual([ids.b, ids.a]);
    expect(await idsOf('entityType=invitation')).toEqual([ids.c]);
    expect(await idsOf('entityId=c-1')).toEqual([ids.a]);
    expect(await idsOf('serviceName=clients&successOnly=true')).toEqual([ids.a]);
    expect(await idsOf('serviceName=clients&successOnly=false')).toEqual([ids.b, ids.a]);
    // A date alone covers the whole day; a date-time is taken as it is, inclusive.
    expect(await idsOf('startDate=2021-04-02&endDate=2021-04-03')).toEqual([ids.d, ids.c, ids.b]);
    expect(await idsOf('startDate=2021-04-02T10:00:00Z&endDate=2021-04-03T10:00:00Z')).toEqual([ids.c, ids.b]);
    expect((await search('endDate=2021-04-01')).totalCount).toBe(61);
    // searchText: event type, service, entity, and the text of before and after, in any case, % and _ literally.
    expect(await idsOf('searchText=NEW_NAME')).toEqual([ids.a]);
    expect(await idsOf('searchText=new%25name')).toEqual([]);
    expect(await idsOf('searchText=100%25')).toEqual([ids.a]);
    expect(await idsOf('searchText=gone')).toEqual([ids.b]);
    expect(await idsOf('searchText=invitation')).toEqual([ids.c]);
    expect(await idsOf('searchText=evil.example')).toEqual([ids.c]);
    expect(await idsOf('searchText=%5C')).toEqual([]);
    expect(await idsOf('serviceName=clients&entityType=client&userId=' + adminId)).toEqual([ids.a]);
  });

  it('shows each entry with before and after, its place in the chain and, for a member, their name', async () => {
    const [entry] = (await search('entityId=c-1')).logs;
    expect(entry).toEqual({
      id: ids.a,
      seq: 61,
      occurredAt: '2021-04-01T10:00:00.000Z',
      userId: adminId,
      userName: 'Dana Admin',
      userEmail: 'admin@accounting.example.com',
      eventType: 'client.update',
      serviceName: 'clients',
      entityType: 'client',
      entityId: 'c-1',
      before: { name: 'Old 100%' },
      after: { name: 'New_name' },
      success: true,
      ip: '203.0.113.9',
      userAgent: null,
    });
    expect((await search('entityId=%2Bcmd')).logs[0]).toMatchObject({ userId: null, userName: null, userEmail: null, before: null, after: null });
  });

  it('refuses bad criteria with 400 in Hebrew and English', async () => {
    const reversed = await api.get('/logs?startDate=2021-04-03&endDate=2021-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'INVALID_DATE_RANGE', messages: { he: expect.stringMatching(HEBREW), en: 'The end date is before the start date' }, errors: [{ field: 'endDate' }] });
    expect((await api.get('/statistics?startDate=2021-04-03T00:00:00Z&endDate=2021-04-02T00:00:00Z')).json().code).toBe('INVALID_DATE_RANGE');
    expect((await api.get('/export?format=csv&startDate=2021-04-03&endDate=2021-04-01')).statusCode).toBe(400);
    for (const query of ['pageSize=201', 'pageSize=0', 'pageNumber=0', 'startDate=yesterday', 'orderBy=hash', 'successOnly=maybe', 'userId=someone', 'colour=red']) {
      const response = await api.get(`/logs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().messages.he, query).toMatch(HEBREW);
    }
    expect((await api.get('/export')).statusCode).toBe(400);
    expect((await api.get('/export?format=xlsx')).statusCode).toBe(400);
  });

  it('counts a range by event type, by user, failures and per day, as written', async () => {
    const response = await api.get('/statistics?startDate=2021-04-01&endDate=2021-04-03');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ startDate: '2021-04-01T00:00:00.000Z', endDate: '2021-04-04T00:00:00.000Z', total: 4, failures: 2 });
    expect(data.byEventType).toEqual(expect.arrayContaining(['client.update', 'client.delete', 'user.invitation.create', 'request.refused'].map((eventType) => ({ eventType, count: 1 }))));
    expect(data.byEventType).toHaveLength(4);
    expect(data.byUser).toEqual([
      { userId: adminId, userName: 'Dana Admin', userEmail: 'admin@accounting.example.com', count: 2 },
      { userId: expect.any(String), userName: 'Noam Pro', userEmail: 'pro@accounting.example.com', count: 1 },
      { userId: null, userName: null, userEmail: null, count: 1 },
    ]);
    expect(data.overTime).toEqual([
      { date: '2021-04-01', count: 1, failures: 0 },
      { date: '2021-04-02', count: 1, failures: 1 },
      { date: '2021-04-03', count: 2, failures: 1 },
    ]);
    const march = (await api.get('/statistics?startDate=2021-03-01&endDate=2021-03-31')).json().data;
    expect(march).toMatchObject({ total: 60, failures: 0, byEventType: [{ eventType: 'test.bulk', count: 60 }], overTime: [{ date: '2021-03-01', count: 60, failures: 0 }] });
  });

  it('exports the search as CSV, with a header row, quoting and formulas defused; audited', async () => {
    const response = await api.get('/export?format=csv&startDate=2021-04-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.csv"$/);
    expect(response.headers['x-export-truncated']).toBe('false');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['id', 'seq', 'occurredAt', 'userId', 'userName', 'userEmail', 'eventType', 'serviceName', 'entityType', 'entityId', 'success', 'ip', 'userAgent', 'before', 'after']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids.d, ids.c, ids.b, ids.a]);
    const entityIds = rows.slice(1).map((row) => row[9]);
    expect(entityIds).toEqual(["'+cmd", `'=HYPERLINK("http://evil.example")`, 'c-2', 'c-1']);
    expect(rows[4]![13]).toBe('{"name":"Old 100%"}');
    expect(rows[4]![4]).toBe('Dana Admin');
    const [audited] = await entriesOf(t, 'audit.export');
    expect(audited).toMatchObject({ user_id: adminId, after: { format: 'csv', rowCount: 4 } });
  });

  it('exports the search as JSON', async () => {
    const response = await api.get('/export?format=json&serviceName=clients&orderDescending=false');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-logs-[0-9T-]+Z\.json"$/);
    const body = response.json();
    expect(body).toMatchObject({ count: 2, isTruncated: false, exportedAt: expect.any(String) });
    expect(body.logs.map((log: Log) => log.id)).toEqual([ids.a, ids.b]);
    expect(body.logs[0]).toMatchObject({ before: { name: 'Old 100%' }, after: { name: 'New_name' }, userName: 'Dana Admin' });
  });
});
