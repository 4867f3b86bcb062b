import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { idsOf, insertTask } from '../tasks/tasks.test-support';
import { tilesOf } from './dashboard.test-support';

// Issue 20: the dashboards' open-tasks tiles count the office's tasks, no longer waiting for a module.
describe.each(testDatabaseKinds())('the tasks statistic on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('counts the office’s open tasks, not the done ones nor another office’s', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    expect((await tilesOf(admin, 'week'))['tasks-open']).toMatchObject({ value: 0, unavailable: null });
    const { tenantId, userId } = await idsOf(t, 'legal', 'pro@legal.example.com');
    await insertTask(t, tenantId, { assignedUser: userId });
    await insertTask(t, tenantId, { assignedRole: 'admin' });
    const done = await insertTask(t, tenantId, { assignedRole: 'admin' });
    await t.database.db.updateTable('tasks').set({ status: 'done', completed_at: new Date() }).where('id', '=', done).execute();
    await insertTask(t, (await idsOf(t, 'accounting')).tenantId, { assignedRole: 'admin' });
    expect((await tilesOf(admin, 'week'))['tasks-open']!.value).toBe(2);
  });
});
