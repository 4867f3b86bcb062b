import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { clientsApi, insertClients, tenantIdOf } from './clients.test-support';

const DAY = 86_400_000;

// A moment in the month before this one (UTC).
function previousMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
}

describe.each(testDatabaseKinds())('client stats and analytics on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('counts the office’s clients by status, priority and month, and the growth over the month before', async () => {
    const api = clientsApi(await t.signIn('admin@medical.example.com'));
    const empty = (await api.get('/stats')).json().data;
    expect(empty).toEqual({ totalClients: 0, activeClients: 0, newClientsThisMonth: 0, growthRate: 0, clientsByStatus: { active: 0, inactive: 0, pending: 0 }, clientsByPriority: { low: 0, medium: 0, high: 0 } });

    // This month: 3 active (high, high, low), 1 pending (medium), 1 inactive (medium); the month before: 2; long ago: 1.
    await insertClients(t, 'medical', [
      { first_name: 'Now', last_name: 'One', status: 'active', priority: 'high' },
      { first_name: 'Now', last_name: 'Two', status: 'active', priority: 'high' },
      { first_name: 'Now', last_name: 'Three', status: 'active', priority: 'low' },
      { first_name: 'Now', last_name: 'Four', status: 'pending', priority: 'medium' },
      { first_name: 'Now', last_name: 'Five', status: 'inactive', priority: 'medium' },
      { first_name: 'Before', last_name: 'One', status: 'active', priority: 'low', created_at: previousMonth() },
      { first_name: 'Before', last_name: 'Two', status: 'inactive', priority: 'low', created_at: previousMonth() },
      { first_name: 'Long', last_name: 'Ago', status: 'pending', priority: 'medium', created_at: new Date('2020-05-05T00:00:00Z') },
    ]);
    expect((await api.get('/stats')).json()).toEqual({
      success: true,
      data: {
        totalClients: 8,
        activeClients: 4,
        newClientsThisMonth: 5,
        growthRate: 150,
        clientsByStatus: { active: 4, inactive: 2, pending: 2 },
        clientsByPriority: { low: 3, medium: 3, high: 2 },
      },
    });
    // The same clients by month of creation: the last 24 UTC months, oldest first; the one of 2020 is too old.
    const now = new Date();
    const monthOf = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const byMonth = (await api.get('/analytics?period=7d')).json().data.newClientsByMonth;
    expect(byMonth).toHaveLength(24);
    expect(byMonth[0].month).toBe(monthOf(23));
    expect(byMonth.slice(-2)).toEqual([
      { month: monthOf(1), count: 2 },
      { month: monthOf(0), count: 5 },
    ]);
    expect(byMonth.slice(0, -2).every((month: { count: number }) => month.count === 0)).toBe(true);
    // Another office sees its own figures only.
    expect((await clientsApi(await t.signIn('admin@legal.example.com')).get('/stats')).json().data.totalClients).toBe(0);
    expect((await clientsApi(await t.signIn('admin@legal.example.com')).get('/analytics')).json().data.newClientsByMonth.every((month: { count: number }) => month.count === 0)).toBe(true);
  });

  it('computes the period’s analytics from what happened in it', async () => {
    const api = clientsApi(await t.signIn('admin@generic.example.com'));
    // Through the API: 2 leads and 2 clients this week, with sources; one lead closes, one client becomes inactive.
    const leadA = (await api.post('', { firstName: 'Lead', lastName: 'Alpha', leadStatus: 'new', source: 'website' })).json().data;
    await api.post('', { firstName: 'Lead', lastName: 'Beta', kind: 'lead', source: 'website' });
    const client = (await api.post('', { firstName: 'Client', lastName: 'Gamma', source: 'referral' })).json().data;
    await api.post('', { firstName: 'Client', lastName: 'Delta' });
    expect((await api.put(`/${leadA.id}`, { leadStatus: 'closed' })).statusCode).toBe(200);
    expect((await api.put(`/${client.id}`, { management: { status: 'inactive' } })).statusCode).toBe(200);
    // Long before the period: a client, with an old activity; and closed deals of 1000 + 3000 (one client) and 2000 (another).
    const tenantId = await tenantIdOf(t, 'generic');
    const [old] = await insertClients(t, 'generic', [{ first_name: 'Old', last_name: 'Timer', source: 'fair', created_at: new Date(Date.now() - 400 * DAY) }]);
    await withContext(t.database.db, { tenantId }, async (trx) => {
      await trx.insertInto('client_activities').values({ tenant_id: tenantId, client_id: old!, type: 'phone', occurred_at: new Date(Date.now() - 400 * DAY), metadata: '{}' }).execute();
      await trx
        .insertInto('opportunities')
        .values([
          { tenant_id: tenantId, client_id: old!, title: 'Deal one', value: 1000, stage: 'closed' },
          { tenant_id: tenantId, client_id: old!, title: 'Deal two', value: 3000, stage: 'closed' },
          { tenant_id: tenantId, client_id: client.id, title: 'Deal three', value: 2000, stage: 'closed' },
          { tenant_id: tenantId, client_id: client.id, title: 'Open deal', value: 500, stage: 'proposal' },
          { tenant_id: tenantId, client_id: client.id, title: 'Lost deal', value: 9000, stage: 'lost' },
        ])
        .execute();
    });

    const week = (await api.get('/analytics?period=7d')).json().data;
    expect(week).toMatchObject({
      period: '7d',
      newClients: 4,
      lostClients: 1,
      conversionRate: 50,
      averageLifetimeValue: 3000,
      topSources: [{ source: 'website', count: 2 }, { source: 'referral', count: 1 }],
    });
    // Four created and two status_changed, all today; nothing on the 7 days before.
    expect(week.activityTrend).toHaveLength(8);
    expect(week.activityTrend.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 6 });
    expect(week.activityTrend.slice(0, -1).every((day: { count: number }) => day.count === 0)).toBe(true);

    const year = (await api.get('/analytics?period=1y')).json().data;
    expect(year).toMatchObject({ period: '1y', newClients: 4, topSources: [{ source: 'website', count: 2 }, { source: 'referral', count: 1 }] });
    expect(year.activityTrend).toHaveLength(366);
    expect((await api.get('/analytics')).json().data).toMatchObject({ period: '30d', newClients: 4 });
    expect((await api.get('/analytics?period=2w')).statusCode).toBe(400);

    // The list row shows the client's open deals only.
    const row = (await api.get('?search=gamma')).json().data[0];
    expect(row).toMatchObject({ id: client.id, totalActiveRecords: 1, totalRecordValue: 500 });
  });
});
