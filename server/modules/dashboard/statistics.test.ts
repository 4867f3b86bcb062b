import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DAY, dashboardApi, HEBREW, insertClient, insertDeal, tenantIdOf, tilesOf } from './dashboard.test-support';

describe.each(testDatabaseKinds())('dashboard statistics on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers every tile of the office’s dashboard in order, computed, with its format and the honest unavailable ones', async () => {
    const admin = await t.signIn('admin@insurance.example.com');
    const response = await dashboardApi(admin).get('/statistics?period=all');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ period: 'all', timeZone: 'Asia/Jerusalem', range: { from: null }, previousRange: null });
    expect(data.tiles.map((tile: { id: string }) => tile.id)).toEqual(['leads-in-pipeline', 'leads-new', 'leads-hot', 'policy-holders', 'pipeline-value', 'simulations-run', 'documents-total', 'claims-open']);
    const byId = Object.fromEntries(data.tiles.map((tile: { id: string }) => [tile.id, tile]));
    expect(byId['policy-holders']).toMatchObject({ entity: 'clients', aggregation: 'count', format: 'number', currency: null, value: 0, previousValue: null, trend: null, isTrendShown: true, unavailable: null });
    expect(byId['pipeline-value']).toMatchObject({ entity: 'opportunities', aggregation: 'sum', field: 'value', format: 'currency', currency: 'ILS', value: 0 });
    expect(byId['leads-hot']).toMatchObject({ isTrendShown: false });
    // Simulations are not stored yet: no number is made up.
    expect(byId['simulations-run']).toMatchObject({ value: null, previousValue: null, trend: null, unavailable: { reason: 'entity-planned', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('not stored') } } });
    // The office's default period (month) when none is asked for.
    expect((await dashboardApi(admin).get('/statistics')).json().data.period).toBe('month');
  });

  it('counts what is created: a client made through the API raises the count by one, leads by their filters, deals by their value', async () => {
    const admin = await t.signIn('admin@insurance.example.com');
    const before = await tilesOf(admin, 'week');
    const created = await admin.request({ method: 'POST', url: '/api/clients/client', payload: { firstName: 'Miriam', lastName: 'Cohen' }, csrf: true });
    expect(created.statusCode).toBe(201);
    expect((await tilesOf(admin, 'week'))['policy-holders']!.value).toBe(before['policy-holders']!.value! + 1);

    await insertClient(t, 'insurance', { kind: 'lead', leadStatus: 'new', leadScore: 85 });
    await insertClient(t, 'insurance', { kind: 'lead', leadStatus: 'contacted', leadScore: 40 });
    await insertClient(t, 'insurance', { kind: 'lead', leadStatus: 'lost', leadScore: 90 });
    const clientId = await insertClient(t, 'insurance', {});
    await insertDeal(t, 'insurance', clientId, { value: '1000.50' });
    await insertDeal(t, 'insurance', clientId, { value: 2500, stage: 'closed' });
    const after = await tilesOf(admin, 'week');
    expect(after['leads-in-pipeline']!.value).toBe(before['leads-in-pipeline']!.value! + 2);
    expect(after['leads-new']!.value).toBe(before['leads-new']!.value! + 1);
    expect(after['leads-hot']!.value).toBe(before['leads-hot']!.value! + 2);
    // Leads are not policy holders: only the two clients count.
    expect(after['policy-holders']!.value).toBe(before['policy-holders']!.value! + 2);
    expect(after['pipeline-value']!.value).toBe(before['pipeline-value']!.value! + 3500.5);

    const tenantId = await tenantIdOf(t, 'insurance');
    await withContext(t.database.db, { tenantId }, (trx) =>
      trx.insertInto('documents').values({ tenant_id: tenantId, client_id: clientId, name: 'policy.pdf', file_name: 'policy.pdf', content_type: 'application/pdf', size_bytes: 10, storage_key: 'k' }).execute(),
    );
    expect((await tilesOf(admin, 'today'))['documents-total']!.value).toBe(1);
  });

  it('computes the trend against the previous period of the same length, from when the rows were created', async () => {
    const admin = await t.signIn('admin@realestate.example.com');
    const now = Date.now();
    for (const daysAgo of [1, 2, 3, 9, 10, 40]) await insertClient(t, 'realestate', { createdAt: new Date(now - daysAgo * DAY) });
    const owner = await insertClient(t, 'realestate', { createdAt: new Date(now - 400 * DAY) });
    await insertDeal(t, 'realestate', owner, { value: 300, created_at: new Date(now - 3 * DAY) });
    await insertDeal(t, 'realestate', owner, { value: 200, created_at: new Date(now - 12 * DAY) });

    const week = await tilesOf(admin, 'week');
    expect(week['clients-total']).toMatchObject({ value: 3, previousValue: 2, trend: 50 });
    expect(week['pipeline-value']).toMatchObject({ value: 300, previousValue: 200, trend: 50 });
    expect(week['open-deals']).toMatchObject({ value: 1, previousValue: 1, trend: 0 });
    const month = await tilesOf(admin, 'month');
    expect(month['clients-total']).toMatchObject({ value: 5, previousValue: 1, trend: 400 });
    const year = await tilesOf(admin, 'year');
    expect(year['clients-total']).toMatchObject({ value: 6, previousValue: 1, trend: 500 });
    const all = await tilesOf(admin, 'all');
    expect(all['clients-total']).toMatchObject({ value: 7, previousValue: null, trend: null });
    // Today against yesterday over the same hours: the client of 24 hours ago counts yesterday.
    expect((await tilesOf(admin, 'today'))['clients-total']).toMatchObject({ value: 0, previousValue: 1, trend: -100 });
    await insertClient(t, 'realestate', {});
    expect((await tilesOf(admin, 'today'))['clients-total']).toMatchObject({ value: 1, previousValue: 1, trend: 0 });
    expect(week['showings-total']).toMatchObject({ value: 0, unavailable: null });
  });

  it("counts clients by the stage of their run of the office's client workflow", async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const prospective = async () => (await tilesOf(admin, 'all'))['clients-prospective']!.value!;
    const before = await prospective();
    // A new client's run starts in the workflow's first stage: awaiting its conflict check.
    const created = await admin.request({ method: 'POST', url: '/api/clients/client', payload: { firstName: 'Noa', lastName: 'Stage' }, csrf: true });
    expect(created.statusCode, created.body).toBe(201);
    const clientId = created.json().data.id as string;
    expect(await prospective()).toBe(before + 1);
    const tenantId = await tenantIdOf(t, 'legal');
    const counted = await withContext(t.database.db, { tenantId }, (trx) => trx.selectFrom('records').select(({ fn }) => fn.countAll<string>().as('n')).where('subject_client_id', 'is not', null).where('stage', '=', 'prospective').executeTakeFirstOrThrow());
    expect(Number(counted.n)).toBe(before + 1);
    // Declined: a move that needs no approval, out of the stage.
    const moved = await admin.request({ method: 'POST', url: `/api/clients/client/${clientId}/workflow/transition`, payload: { to: 'declined', version: 1 }, csrf: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await prospective()).toBe(before);
  });

  it('never counts another office’s rows, whatever the request names', async () => {
    const legal = await t.signIn('admin@legal.example.com');
    const before = await tilesOf(legal, 'all');
    for (let index = 0; index < 3; index += 1) await insertClient(t, 'medical', {});
    const named = await legal.request({ method: 'GET', url: '/api/dashboard/statistics?period=all', headers: { 'x-tenant-id': 'medical', host: 'medical.lishka.test' } });
    expect(named.statusCode).toBe(200);
    const tiles = Object.fromEntries(named.json().data.tiles.map((tile: { id: string; value: number }) => [tile.id, tile.value]));
    expect(tiles['clients-total']).toBe(before['clients-total']!.value);
    expect((await tilesOf(await t.signIn('admin@medical.example.com'), 'all'))['patients-total']!.value).toBeGreaterThanOrEqual(3);
  });

  it('counts documents by the stage of their run of the office’s document workflow, and refuses a bad period in both languages', async () => {
    const legal = await t.signIn('admin@legal.example.com');
    const tenantId = await tenantIdOf(t, 'legal');
    const inReview = await withContext(t.database.db, { tenantId }, (trx) =>
      trx.selectFrom('records').select(({ fn }) => fn.countAll<string>().as('n')).where('document_id', 'is not', null).where('stage', 'in', ['review', 'client-review']).executeTakeFirstOrThrow(),
    );
    expect((await tilesOf(legal, 'all'))['documents-in-review']).toMatchObject({ value: Number(inReview.n), unavailable: null });
    const bad = await dashboardApi(legal).get('/statistics?period=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, messages: { he: expect.stringMatching(HEBREW) }, errors: [{ field: 'period' }] });
    expect((await t.anonymous().request({ method: 'GET', url: '/api/dashboard/statistics' })).statusCode).toBe(401);
  });
});
