import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientActivityType } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { dashboardApi, HEBREW, insertActivities, insertClient, userIdOf } from './dashboard.test-support';

type Item = { id: string; entityType: string; entityId: string; title: string; action: string; performedByName: string | null; timestamp: string; path: string };

describe.each(testDatabaseKinds())('dashboard activity on $kind', (kind) => {
  let t: TestApp;
  // The entries of the generic office, newest first, as the test wrote them.
  const written: { id: string; type: ClientActivityType; at: number }[] = [];
  let clientId = '';
  let leadId = '';
  const dealId = '8f6d5b8e-3a70-4f4e-9f25-1b7b1a3f0c01';
  const documentId = '0c4f8f0e-6a0b-4a49-8d6e-2f1d8f5d9b02';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await userIdOf(t, 'admin@generic.example.com');
    clientId = await insertClient(t, 'generic', { firstName: 'Miriam' });
    leadId = await insertClient(t, 'generic', { kind: 'lead', firstName: 'Lior' });
    const start = Date.now() - 60 * 60_000;
    // Twelve entries a minute apart, oldest first: client, document and deal entries interleaved.
    const plan: { type: ClientActivityType; lead?: boolean; metadata?: Record<string, unknown> }[] = [
      { type: 'created' },
      { type: 'document_added', metadata: { documentId } },
      { type: 'deal_update', metadata: { opportunityId: dealId, event: 'opportunity.create' } },
      { type: 'note_added' },
      { type: 'document_added', metadata: { documentId } },
      { type: 'deal_update', metadata: { opportunityId: dealId, event: 'opportunity.update' } },
      { type: 'status_changed', lead: true },
      { type: 'deal_update', metadata: { opportunityId: dealId, event: 'opportunity.delete' } },
      { type: 'email', lead: true },
      { type: 'document_shared' },
      { type: 'updated' },
      { type: 'phone' },
    ];
    const rows = plan.map((entry, index) => ({
      client_id: entry.lead ? leadId : clientId,
      type: entry.type,
      description: `entry ${index}`,
      metadata: JSON.stringify(entry.metadata ?? {}),
      performed_by: admin,
      occurred_at: new Date(start + index * 60_000),
    }));
    const ids = await insertActivities(t, 'generic', rows);
    ids.forEach((id, index) => written.unshift({ id, type: plan[index]!.type, at: start + index * 60_000 }));
    // Another office's entries, newer than all of these: never shown.
    const other = await insertClient(t, 'legal', {});
    await insertActivities(t, 'legal', [{ client_id: other, type: 'created', description: 'elsewhere', metadata: '{}', occurred_at: new Date() }]);
  });
  afterAll(async () => t?.close());

  it('answers at most 2 entries of each entity type and 5 in all, newest first, each with its title, performer and path', async () => {
    const api = dashboardApi(await t.signIn('admin@generic.example.com'));
    const response = await api.get('/activity');
    expect(response.statusCode).toBe(200);
    const { items, unavailable, filter } = response.json().data as { items: Item[]; unavailable: { entityType: string; messages: { he: string } }[]; filter: string };
    expect(filter).toBe('all');
    // Newest per type: client phone(11), updated(10); document shared(9), added(4); deal delete(7), update(5). The newest five of those.
    const expected = [11, 10, 9, 7, 5].map((index) => written.find((entry) => entry.at === written[written.length - 1]!.at + index * 60_000)!.id);
    expect(items.map((item) => item.id)).toEqual(expected);
    expect(items.map((item) => item.entityType)).toEqual(['client', 'client', 'document', 'opportunity', 'opportunity']);
    expect(items[0]).toMatchObject({ entityId: clientId, title: 'Miriam Person', action: 'phone', performedByName: 'Dana Admin', path: `/clients/${clientId}` });
    // A deleted deal opens its client; a live one its own page.
    expect(items[3]).toMatchObject({ entityId: dealId, path: `/clients/${clientId}` });
    expect(items[4]).toMatchObject({ entityId: dealId, path: `/opportunities/${dealId}`, metadata: { opportunityId: dealId, event: 'opportunity.update' } });
    expect(unavailable.map((entry) => entry.entityType)).toEqual(['simulation']);
    expect(unavailable[0]!.messages.he).toMatch(HEBREW);
    const times = items.map((item) => Date.parse(item.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by entity type, links a lead to its lead page and is honest about simulations', async () => {
    const api = dashboardApi(await t.signIn('admin@generic.example.com'));
    const documents = (await api.get('/activity?filter=document')).json().data.items as Item[];
    expect(documents.map((item) => item.action)).toEqual(['document_shared', 'document_added']);
    expect(documents[1]).toMatchObject({ entityType: 'document', entityId: documentId, path: `/clients/${clientId}` });
    const clients = (await api.get('/activity?filter=client&perType=5&limit=3')).json().data.items as Item[];
    expect(clients.map((item) => item.action)).toEqual(['phone', 'updated', 'email']);
    expect(clients[2]).toMatchObject({ title: 'Lior Person', path: `/leads/${leadId}` });
    const simulations = (await api.get('/activity?filter=simulation')).json().data;
    expect(simulations).toMatchObject({ items: [], unavailable: [{ entityType: 'simulation' }] });
    expect((await api.get('/activity?filter=matter')).statusCode).toBe(400);
    expect((await api.get('/activity?limit=21')).statusCode).toBe(400);
  });

  it('pages all of the office’s activity with the exact total, newest first', async () => {
    const api = dashboardApi(await t.signIn('admin@generic.example.com'));
    const first = (await api.get('/activity/all?limit=5')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 5, total: 12, totalPages: 3, hasMore: true });
    expect(first.data.map((item: Item) => item.id)).toEqual(written.slice(0, 5).map((entry) => entry.id));
    const last = (await api.get('/activity/all?limit=5&page=3')).json();
    expect(last.pagination).toMatchObject({ page: 3, total: 12, hasMore: false });
    expect(last.data.map((item: Item) => item.id)).toEqual(written.slice(10).map((entry) => entry.id));
    const deals = (await api.get('/activity/all?filter=opportunity')).json();
    expect(deals.pagination).toMatchObject({ total: 3, limit: 20 });
    const none = (await api.get('/activity/all?filter=simulation')).json();
    expect(none).toMatchObject({ data: [], pagination: { total: 0 }, unavailable: [{ entityType: 'simulation' }] });
    // The legal office sees only its own entry.
    expect((await dashboardApi(await t.signIn('admin@legal.example.com')).get('/activity/all')).json().pagination.total).toBe(1);
  });
});
