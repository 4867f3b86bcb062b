import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, createClientThrough, dealActivitiesOf, HEBREW, opportunitiesApi, signInViewer, userIdOf } from './opportunities.test-support';

describe.each(testDatabaseKinds())('opportunities on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('creates, reads, lists, updates and deletes a deal, auditing each change and recording it on the client', async () => {
    const admin = await t.signIn('admin@insurance.example.com');
    const api = opportunitiesApi(admin);
    const clientId = await createClientThrough(admin, 'Miriam', 'Cohen');
    const owner = await userIdOf(t, 'pro@insurance.example.com');

    const created = await api.post('', { clientId, title: '  Home policy  ', value: 12500.5, stage: 'qualified', expectedCloseDate: '2027-03-01', ownerId: owner, notes: 'Warm' });
    expect(created.statusCode).toBe(201);
    const deal = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Opportunity created', messages: { he: expect.stringMatching(HEBREW), es: 'Oportunidad creada' } });
    expect(deal).toMatchObject({ clientId, clientName: 'Miriam Cohen', title: 'Home policy', value: 12500.5, currency: 'ILS', stage: 'qualified', expectedCloseDate: '2027-03-01', ownerId: owner, ownerName: 'Noam Pro', position: 0, notes: 'Warm' });

    expect((await api.get(`/${deal.id}`)).json().data).toEqual(deal);
    const second = (await api.post('', { clientId, title: 'Car policy', value: 800 })).json().data;
    expect(second).toMatchObject({ stage: 'new', value: 800, expectedCloseDate: null, ownerId: null, ownerName: null });

    const list = (await api.get('?sortBy=value&sortOrder=desc&limit=1')).json();
    expect(list.pagination).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2, hasMore: true });
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([deal.id]);
    expect((await api.get('?stage=new')).json().data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect((await api.get('?search=miriam')).json().pagination.total).toBe(2);
    expect((await api.get('?search=car')).json().data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect((await api.get(`?ownerId=${owner}&clientId=${clientId}`)).json().data.map((row: { id: string }) => row.id)).toEqual([deal.id]);
    expect((await api.get('?limit=101')).statusCode).toBe(400);

    const updated = await api.put(`/${deal.id}`, { stage: 'proposal', value: 13000 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ stage: 'proposal', value: 13000, title: 'Home policy', position: 0 });
    // The same values again change nothing: no audit entry, no activity.
    expect((await api.put(`/${deal.id}`, { stage: 'proposal', value: 13000 })).statusCode).toBe(200);

    const deleted = await api.delete(`/${second.id}`);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Opportunity deleted' });
    expect((await api.get(`/${second.id}`)).statusCode).toBe(404);

    const audit = await auditOf(t, deal.id);
    expect(audit.map((entry) => entry.event_type)).toEqual(['opportunity.create', 'opportunity.update']);
    expect(audit.every((entry) => entry.success && entry.service_name === 'opportunities')).toBe(true);
    expect(audit[1]).toMatchObject({ before: { stage: 'qualified', value: 12500.5 }, after: { stage: 'proposal', value: 13000 } });
    expect((await auditOf(t, second.id)).map((entry) => entry.event_type)).toEqual(['opportunity.create', 'opportunity.delete']);
    // Stored as data, worded by the web in the reader's language.
    const activities = await dealActivitiesOf(t, clientId);
    expect(activities).toHaveLength(4);
    expect(activities.every((entry) => entry.description === '')).toBe(true);
    expect(activities[2]!.metadata).toMatchObject({ event: 'opportunity.update', changes: { before: { stage: 'qualified', value: 12500.5 }, after: { stage: 'proposal', value: 13000 } } });
  });

  it('groups the board by stage in pipeline order with counts and sums, and moves a card renumbering both stages', async () => {
    const admin = await t.signIn('admin@realestate.example.com');
    const api = opportunitiesApi(admin);
    const clientId = await createClientThrough(admin, 'Yossi');
    const make = async (title: string, value: number, stage: string) => (await api.post('', { clientId, title, value, stage })).json().data.id as string;
    const a = await make('Deal A', 100.1, 'new');
    const b = await make('Deal B', 200.2, 'new');
    const c = await make('Deal C', 300, 'new');
    const d = await make('Deal D', 1000, 'proposal');
    const e = await make('Deal E', 50, 'proposal');

    const board = (await api.get('/board')).json().data.stages;
    expect(board.map((column: { stage: string }) => column.stage)).toEqual(['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost']);
    expect(board[0]).toMatchObject({ stage: 'new', count: 3, totalValue: 600.3 });
    expect(board[0].items.map((item: { id: string }) => item.id)).toEqual([a, b, c]);
    expect(board[3]).toMatchObject({ count: 2, totalValue: 1050 });
    expect(board[1]).toMatchObject({ count: 0, totalValue: 0, items: [] });

    const moved = await api.post(`/${b}/move`, { stage: 'proposal', position: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Opportunity moved', data: { id: b, stage: 'proposal', position: 1 } });
    const after = (await api.get('/board')).json().data.stages;
    const order = (column: { items: { id: string; position: number }[] }) => column.items.map((item) => [item.id, item.position]);
    expect(order(after[0])).toEqual([[a, 0], [c, 1]]);
    expect(order(after[3])).toEqual([[d, 0], [b, 1], [e, 2]]);
    expect(after[3]).toMatchObject({ count: 3, totalValue: 1250.2 });

    // Within a stage, and past its end: last.
    await api.post(`/${d}/move`, { stage: 'proposal', position: 99 });
    expect(order((await api.get('/board')).json().data.stages[3])).toEqual([[b, 0], [e, 1], [d, 2]]);

    const activity = await dealActivitiesOf(t, clientId);
    expect(activity.at(-2)!.metadata).toMatchObject({ opportunityId: b, event: 'opportunity.move', changes: { before: { stage: 'new' }, after: { stage: 'proposal' } } });
    expect((await auditOf(t, b)).map((entry) => entry.event_type)).toEqual(['opportunity.create', 'opportunity.move']);
    expect((await auditOf(t, b))[1]).toEqual(expect.objectContaining({ before: { stage: 'new' }, after: { stage: 'proposal' } }));
  });

  it('refuses invalid data with each field’s message in Hebrew, English and Spanish, and writes nothing', async () => {
    const admin = await t.signIn('pro@insurance.example.com');
    const api = opportunitiesApi(admin);
    const clientId = await createClientThrough(admin, 'Rivka');
    const total = (await api.get()).json().pagination.total;

    const shape = await api.post('', { clientId, title: 'x', value: -1, stage: 'won', expectedCloseDate: '31/12/2027' }, { 'accept-language': 'he' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', messages: { he: expect.stringMatching(HEBREW) } });
    expect(shape.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['expectedCloseDate', 'stage', 'title', 'value']);
    for (const error of shape.json().errors) expect(error.messages).toMatchObject({ he: expect.stringMatching(HEBREW), en: expect.stringMatching(/[a-z]/) });

    const medical = await t.signIn('admin@medical.example.com');
    const foreignClient = await createClientThrough(medical, 'Foreign');
    const refused = await api.post('', { clientId: foreignClient, title: 'Stolen', value: 10.555, ownerId: await userIdOf(t, 'admin@medical.example.com') });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'INVALID_OPPORTUNITY_DATA', message: 'Invalid opportunity data', messages: { he: expect.stringMatching(HEBREW), en: 'Invalid opportunity data' } });
    for (const error of body.errors) expect(error.messages).toMatchObject({ he: expect.stringMatching(HEBREW), en: error.message, es: expect.any(String) });
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(['value', 'clientId', 'ownerId']);
    expect(body.errors[1].messages).toMatchObject({ en: 'The policy holder is not a policy holder of this office', he: expect.stringMatching(HEBREW), es: expect.any(String) });
    expect((await api.post('', { clientId, title: '  a  ' })).json().errors[0]).toMatchObject({ field: 'title', message: 'The title must be 2 to 200 characters long' });
    expect((await api.get()).json().pagination.total).toBe(total);
  });

  it('shows and changes nothing of another office’s deals: 404, and the deal stays as it was', async () => {
    const owner = await t.signIn('admin@insurance.example.com');
    const deal = (await opportunitiesApi(owner).post('', { clientId: await createClientThrough(owner, 'Secret'), title: 'Private deal', value: 5 })).json().data;
    const intruder = opportunitiesApi(await t.signIn('admin@realestate.example.com'));
    for (const response of [await intruder.get(`/${deal.id}`), await intruder.put(`/${deal.id}`, { title: 'Mine now' }), await intruder.delete(`/${deal.id}`), await intruder.post(`/${deal.id}/move`, { stage: 'lost', position: 0 })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'Opportunity not found' } });
    }
    expect((await intruder.get('?search=Private')).json().data).toEqual([]);
    expect((await opportunitiesApi(owner).get(`/${deal.id}`)).json().data).toEqual(deal);
  });

  it('lets a viewer read but not change, and refuses an office without the feature', async () => {
    const admin = await t.signIn('admin@insurance.example.com');
    const deal = (await opportunitiesApi(admin).post('', { clientId: await createClientThrough(admin, 'Open'), title: 'Open deal' })).json().data;
    const viewer = opportunitiesApi(await signInViewer(t, 'insurance'));
    expect((await viewer.get(`/${deal.id}`)).statusCode).toBe(200);
    expect((await viewer.get('/board')).statusCode).toBe(200);
    for (const response of [await viewer.post('', { clientId: deal.clientId, title: 'New deal' }), await viewer.put(`/${deal.id}`, { value: 1 }), await viewer.delete(`/${deal.id}`), await viewer.post(`/${deal.id}/move`, { stage: 'lost', position: 0 })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'OPPORTUNITY_READ_ONLY', messages: { he: expect.stringMatching(HEBREW), en: 'Your viewer role lets you read opportunities but not change them' } });
    }

    const legal = await t.signIn('admin@legal.example.com');
    const office = opportunitiesApi(legal);
    for (const response of [await office.get(), await office.get('/board'), await office.post('', { clientId: await createClientThrough(legal, 'Lawful'), title: 'Not here' })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FEATURE_UNAVAILABLE', message: 'This feature is not enabled for your office', messages: { he: expect.stringMatching(HEBREW) } });
    }
  });
});
