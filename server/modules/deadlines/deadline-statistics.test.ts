import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { tilesOf } from '../dashboard/dashboard.test-support';
import { dueWindow } from './deadline-ranges';
import { deadlinesApi, followUpAt, idsOf, recordDueAt, taskDueAt } from './deadlines.test-support';

const DAY = 86_400_000;

// Issue 21: the dashboards' deadlines tiles count the deadlines model, no longer waiting for a module.
describe.each(testDatabaseKinds())('the deadlines statistic on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('counts the deadlines the caller may see that fall due in the period, as the deadlines counts do', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    expect((await tilesOf(admin, 'today'))['deadlines-open']).toMatchObject({ value: 0, unavailable: null });
    const { tenantId, userId: pro } = await idsOf(t, 'legal', 'pro@legal.example.com');
    const now = new Date();
    const today = dueWindow('today', 'America/Chicago', now);
    const laterToday = new Date((now.getTime() + today.to!.getTime()) / 2);
    await recordDueAt(t, tenantId, { module: 'matters', entity: 'matter', stage: 'intake', title: 'Levi v. Cohen', number: '2026-0101', dueAt: laterToday });
    await followUpAt(t, tenantId, { firstName: 'Dana', dueAt: laterToday });
    await taskDueAt(t, tenantId, { dueAt: new Date(now.getTime() - 2 * DAY), assignedUser: pro });
    await followUpAt(t, (await idsOf(t, 'accounting', 'admin@accounting.example.com')).tenantId, { firstName: 'Other', dueAt: laterToday });

    const counts = (await deadlinesApi(admin).get('/counts')).json().data;
    expect(counts).toMatchObject({ today: 2, overdue: 1 });
    expect((await tilesOf(admin, 'today'))['deadlines-open']).toMatchObject({ value: counts.today, unavailable: null });
    expect((await tilesOf(admin, 'all'))['deadlines-open']!.value).toBe(3);

    // The week is the seven days ahead, as the deadlines screen's week: one due in three days joins, the overdue
    // task of two days ago stays out (it is the screen's overdue, not this week's).
    await taskDueAt(t, tenantId, { dueAt: new Date(now.getTime() + 3 * DAY), assignedUser: pro });
    const week = (await deadlinesApi(admin).get('/counts')).json().data.week as number;
    expect(week).toBe(3);
    expect((await tilesOf(admin, 'week'))['deadlines-open']!.value).toBe(week);
  });
});
