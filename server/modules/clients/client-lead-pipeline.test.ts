import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { activityTypesOf, clientsApi, insertClients } from './clients.test-support';

const STAGES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'] as const;

// What the lead pipeline view asks of the API: each stage's leads a page at a time, and a lead moved to another stage.
describe.each(testDatabaseKinds())('the lead pipeline through the client API on $kind', (kind) => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 21 leads, three at each stage, and 5 clients that are no leads at all.
    ids = await insertClients(t, 'legal', [
      ...Array.from({ length: 21 }, (_, index) => ({ kind: 'lead' as const, first_name: `Lead${index}`, last_name: index % 2 === 0 ? 'Cohen' : 'Levi', lead_status: STAGES[index % 7]!, lead_score: index * 4, created_at: new Date(Date.UTC(2026, 0, 1 + index)) })),
      ...Array.from({ length: 5 }, (_, index) => ({ kind: 'client' as const, first_name: `Client${index}`, last_name: 'Cohen' })),
    ]);
  });
  afterAll(async () => t?.close());

  it('lists the leads of one stage, with search and the other filters, a page at a time by cursor', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    for (const stage of STAGES) {
      const body = (await api.get(`?kind=lead&leadStatus=${stage}`)).json();
      expect(body.pagination.total, stage).toBe(3);
      expect(body.data.every((row: { kind: string; leadStatus: string }) => row.kind === 'lead' && row.leadStatus === stage), stage).toBe(true);
    }
    expect((await api.get('?kind=lead&leadStatus=new&search=cohen')).json().data.map((row: { firstName: string }) => row.firstName).sort()).toEqual(['Lead0', 'Lead14']);
    const first = (await api.get('?kind=lead&leadStatus=contacted&limit=2')).json();
    expect(first.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Lead15', 'Lead8']);
    expect(first.pagination).toMatchObject({ total: 3, hasMore: true });
    const next = (await api.get(`?kind=lead&leadStatus=contacted&limit=2&cursor=${encodeURIComponent(first.pagination.nextCursor)}`)).json();
    expect(next.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Lead1']);
    expect(next.pagination.hasMore).toBe(false);

    const refused = await api.get('?kind=lead&leadStatus=won');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_QUERY_PARAMETERS', errors: [{ field: 'leadStatus' }] });
  });

  it('moves a lead to the next stage with a partial update: one status_changed activity, nothing else changed', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const id = ids[0]!;
    const before = (await api.get(`/${id}`)).json().data;
    expect(before.leadStatus).toBe('new');
    const typesBefore = await activityTypesOf(t, id);

    const moved = await api.put(`/${id}`, { leadStatus: 'contacted' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ kind: 'lead', leadStatus: 'contacted', leadScore: before.leadScore, firstName: before.firstName, management: before.management });
    expect((await activityTypesOf(t, id)).slice(typesBefore.length)).toEqual(['status_changed']);
    const change = await t.database.db.selectFrom('client_activities').select(['metadata', 'description']).where('client_id', '=', id).where('type', '=', 'status_changed').executeTakeFirstOrThrow();
    expect(change).toEqual({ metadata: { field: 'leadStatus', from: 'new', to: 'contacted' }, description: '' });

    expect((await api.get('?kind=lead&leadStatus=new')).json().pagination.total).toBe(2);
    expect((await api.get('?kind=lead&leadStatus=contacted')).json().data.map((row: { id: string }) => row.id)).toContain(id);

    const bogus = await api.put(`/${id}`, { leadStatus: 'won' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors[0].field).toBe('leadStatus');
    expect((await api.get(`/${id}`)).json().data.leadStatus).toBe('contacted');
  });
});
