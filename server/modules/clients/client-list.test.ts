import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { EXACT_COUNT_BOUND } from './client-list.service';
import { insertClient } from './clients.queries';
import { inClientWrite } from './clients.service';
import { clientsApi, HEBREW, insertClients } from './clients.test-support';

const SORTS = ['createdAt', 'updatedAt', 'firstName', 'lastName', 'lastContactDate'] as const;
const NAMES = ['Avi', 'Bat', 'Chen', 'Dov', 'Eli', 'Gal', 'Hila', 'Ido', 'Yael', 'Noa'];

describe.each(testDatabaseKinds())('client list on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 57 clients in the legal office: names repeat (ties the id must break), some never contacted, some at the same moment.
    const base = Date.UTC(2025, 0, 1);
    await insertClients(
      t,
      'legal',
      Array.from({ length: 57 }, (_, index) => ({
        first_name: NAMES[index % NAMES.length]!,
        last_name: `Family${String(index % 7).padStart(2, '0')}`,
        email: `person${index}@example.com`,
        phone: `05${String(20000000 + index).padStart(8, '0')}`,
        status: (['active', 'inactive', 'pending'] as const)[index % 3],
        priority: (['low', 'medium', 'high'] as const)[index % 3],
        tags: index % 4 === 0 ? ['vip'] : [],
        kind: index % 5 === 0 ? ('lead' as const) : ('client' as const),
        lead_status: index % 5 === 0 ? ('new' as const) : null,
        created_at: new Date(base + Math.floor(index / 3) * 3_600_000),
        updated_at: new Date(base + (index % 11) * 60_000),
        last_contact_date: index % 4 === 1 ? null : new Date(base + (index % 6) * 86_400_000),
        next_follow_up_date: index % 6 === 0 ? new Date(Date.now() + 3 * 86_400_000) : index % 6 === 1 ? new Date(Date.now() - 86_400_000) : null,
      })),
    );
  });
  afterAll(async () => t?.close());

  it('pages by cursor through the same rows as by offset, in every sort and order, with no row twice', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    for (const sortBy of SORTS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const query = `sortBy=${sortBy}&sortOrder=${sortOrder}&limit=8`;
        const byOffset: string[] = [];
        for (let page = 1; page <= 8; page += 1) byOffset.push(...(await api.get(`?${query}&page=${page}`)).json().data.map((row: { id: string }) => row.id));
        const byCursor: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const body = (await api.get(`?${query}${cursor ? `&cursor=${cursor}` : ''}`)).json();
          byCursor.push(...body.data.map((row: { id: string }) => row.id));
          expect(body.pagination.hasMore).toBe(body.pagination.nextCursor !== undefined);
          cursor = body.pagination.nextCursor;
          pages += 1;
        } while (cursor && pages < 20);
        expect(byOffset.length, `${sortBy} ${sortOrder}`).toBe(57);
        expect(new Set(byCursor).size, `${sortBy} ${sortOrder}`).toBe(57);
        expect(byCursor, `${sortBy} ${sortOrder}`).toEqual(byOffset);
      }
    }
  });

  it('sorts as asked, never-contacted clients last, and filters by each filter', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const names = (await api.get('?sortBy=firstName&sortOrder=asc&limit=100')).json().data.map((row: { firstName: string }) => row.firstName);
    expect(names).toEqual([...names].sort());
    const contacted = (await api.get('?sortBy=lastContactDate&sortOrder=asc&limit=100')).json().data.map((row: { lastContactDate: string | null }) => row.lastContactDate);
    expect(contacted.slice(-14).every((value: string | null) => value === null)).toBe(true);
    const total = async (query: string) => (await api.get(`?${query}`)).json().pagination.total;
    expect(await total('')).toBe(57);
    expect(await total('status=active')).toBe(19);
    expect(await total('priority=high')).toBe(19);
    expect(await total('tag=vip')).toBe(15);
    expect(await total('kind=lead')).toBe(12);
    expect(await total('leadStatus=new')).toBe(12);
    expect(await total('followUp=upcoming')).toBe(10);
    expect(await total('followUp=overdue')).toBe(10);
    expect(await total('followUp=none')).toBe(37);
    expect(await total('dateFrom=2025-01-01T00:00:00Z&dateTo=2025-01-01T01:00:00Z')).toBe(6);
    expect(await total('status=active&tag=vip')).toBe(5);
    const page3 = (await api.get('?page=3&limit=25')).json();
    expect(page3.data).toHaveLength(7);
    expect(page3.pagination).toMatchObject({ page: 3, limit: 25, total: 57, totalPages: 3, hasMore: false, totalIsEstimate: false });
  });

  it('finds clients by part of a name, a phone (typed with dashes) and an e-mail, escaping wildcards', async () => {
    const api = clientsApi(await t.signIn('admin@legal.example.com'));
    const created = (await api.post('', { firstName: 'Shira', lastName: 'Ben-David', email: 'shira.bd@example.org', phone: '052-987-6543' })).json().data;
    const found = async (term: string) => (await api.get(`/search?searchTerm=${encodeURIComponent(term)}`)).json().data.map((row: { id: string }) => row.id);
    for (const term of ['shir', 'BEN-DAV', '987-65', '0529876543', 'bd@example.o']) expect(await found(term), term).toEqual([created.id]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect((await api.get(`?search=${encodeURIComponent('ben-david')}`)).json().data.map((row: { id: string }) => row.id)).toEqual([created.id]);
    expect((await api.get('/search?searchTerm=Family0')).json().data).toHaveLength(20);
    expect((await api.get('/search')).statusCode).toBe(400);
  });

  it('refuses a bad query with "Invalid query parameters" and each parameter’s message', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const refused = await api.get('?page=0&limit=500&sortBy=age&sortOrder=up&dateFrom=yesterday&status=gone&unknown=1');
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, code: 'INVALID_QUERY_PARAMETERS', message: 'Invalid query parameters', messages: { he: expect.stringMatching(HEBREW) } });
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['dateFrom', 'limit', 'page', 'sortBy', 'sortOrder', 'status', 'unknown']);
    for (const error of body.errors) expect(error.messages).toEqual({ he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) });
    for (const query of ['cursor=garbage', `cursor=${Buffer.from('["firstName","asc","x","7d9f0a52-3c1e-4b8e-9a51-2f6c1d0e8b47"]').toString('base64url')}`, 'dateFrom=2025-02-01T00:00:00Z&dateTo=2025-01-01T00:00:00Z', 'page=abc']) {
      const response = await api.get(`?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('INVALID_QUERY_PARAMETERS');
    }
  });

  it('estimates the total past 10,000 matching clients rather than counting them all', async () => {
    await insertClients(t, 'realestate', Array.from({ length: EXACT_COUNT_BOUND + 50 }, (_, index) => ({ first_name: 'Bulk', last_name: `Client${index}` })));
    const api = clientsApi(await t.signIn('pro@realestate.example.com'));
    const body = (await api.get('?limit=100')).json();
    expect(body.pagination).toMatchObject({ totalIsEstimate: true, hasMore: true, limit: 100 });
    expect(body.pagination.total).toBeGreaterThan(EXACT_COUNT_BOUND);
    expect(body.data).toHaveLength(100);
    // Client999 and Client9990 to Client9999.
    expect((await api.get('?search=client999')).json().pagination).toMatchObject({ total: 11, totalIsEstimate: false });
  }, 60_000);

  it('answers a race to the same e-mail, caught by the unique index, with 409', async () => {
    const ctx = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'legal', { kind: 'system', name: 'test' }))!;
    const race = inClientWrite(ctx, (trx) => insertClient(trx, ctx.tenant.id, { first_name: 'Late', last_name: 'Comer', email: 'PERSON1@example.com' }));
    await expect(race).rejects.toMatchObject({ status: 409, code: 'CLIENT_EMAIL_EXISTS', errors: [{ field: 'email' }] });
  });
});
