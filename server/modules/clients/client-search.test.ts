import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { SEARCH_CANDIDATES } from './client-search.queries';
import { clientsApi, insertClients, tenantIdOf } from './clients.test-support';

describe.each(testDatabaseKinds())('client search on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // More clients named Common than a search takes by id; a few others; and one client in another office.
    const base = Date.UTC(2025, 0, 1);
    await insertClients(t, 'accounting', [
      ...Array.from({ length: SEARCH_CANDIDATES + 30 }, (_, index) => ({ first_name: 'Common', last_name: `Person${index}`, created_at: new Date(base + index * 60_000) })),
      { first_name: 'Shira', last_name: 'Avrahami', phone: '0541234567', id_number: '123456782' },
      { first_name: 'Moshe', last_name: 'Bashir', mobile_phone: '0529999999' },
    ]);
    await insertClients(t, 'legal', [{ first_name: 'Shira', last_name: 'Elsewhere' }]);
  }, 120_000);
  afterAll(async () => t?.close());

  const names = (body: { data: { firstName: string; lastName: string }[] }) => body.data.map((row) => `${row.firstName} ${row.lastName}`);

  it('reads a common term in the list’s order and estimates its total rather than counting every match', async () => {
    const api = clientsApi(await t.signIn('admin@accounting.example.com'));
    const first = (await api.get('?search=common&limit=5')).json();
    expect(names(first)).toEqual([1029, 1028, 1027, 1026, 1025].map((index) => `Common Person${index}`));
    expect(first.pagination).toMatchObject({ totalIsEstimate: true, hasMore: true });
    expect(first.pagination.total).toBeGreaterThan(SEARCH_CANDIDATES);
    const next = (await api.get(`?search=common&limit=5&cursor=${first.pagination.nextCursor}`)).json();
    expect(names(next)).toEqual([1024, 1023, 1022, 1021, 1020].map((index) => `Common Person${index}`));
    // Narrowed by another filter too, the total is still an estimate, and never below what the pages have shown.
    const narrowed = (await api.get('?search=common&status=active&sortBy=lastName&sortOrder=asc&limit=3&page=2')).json();
    expect(names(narrowed)).toEqual(['Common Person100', 'Common Person1000', 'Common Person1001']);
    expect(narrowed.pagination).toMatchObject({ totalIsEstimate: true, hasMore: true });
    expect(narrowed.pagination.total).toBeGreaterThanOrEqual(7);
    // A rarer term of the same office is counted exactly.
    expect((await api.get('?search=person102')).json().pagination).toMatchObject({ total: 11, totalIsEstimate: false });
  });

  it('matches a term of one or two characters at the beginning of names, ID numbers and phones, not inside them', async () => {
    const api = clientsApi(await t.signIn('admin@accounting.example.com'));
    expect(names((await api.get('/search?searchTerm=sh')).json())).toEqual(['Shira Avrahami']);
    expect(names((await api.get('/search?searchTerm=AV')).json())).toEqual(['Shira Avrahami']);
    expect(names((await api.get('/search?searchTerm=12')).json())).toEqual(['Shira Avrahami']);
    expect(names((await api.get('/search?searchTerm=05')).json()).sort()).toEqual(['Moshe Bashir', 'Shira Avrahami']);
    // Three characters or more: any part of them, as before.
    expect(names((await api.get('/search?searchTerm=shi')).json()).sort()).toEqual(['Moshe Bashir', 'Shira Avrahami']);
    expect((await api.get('?search=%25')).json().data).toEqual([]);
    // A common short term is read in the list's order too.
    expect((await api.get('?search=co&limit=2')).json().pagination).toMatchObject({ totalIsEstimate: true, hasMore: true });
  });

  it('looks up only the current office’s clients, and none when no office is set', async () => {
    const { db } = t.database;
    const lookUp = (tenantId: string | undefined, call: string) =>
      withContext(db, tenantId ? { tenantId } : {}, async (trx) => (await sql<{ id: string }>`select id from ${sql.raw(call)}`.execute(trx)).rows.length);
    const [accounting, legal] = [await tenantIdOf(t, 'accounting'), await tenantIdOf(t, 'legal')];
    for (const call of ["app_client_search_ids('%shira%', 10)", "app_client_prefix_ids('shi', 10)"]) {
      expect([await lookUp(accounting, call), await lookUp(legal, call), await lookUp(undefined, call)], call).toEqual([1, 1, 0]);
    }
    expect(await lookUp(accounting, "app_client_search_ids('%common%', 50)")).toBe(50);
  });
});
