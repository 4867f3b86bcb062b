import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { refuseTaskCall } from './task-access';
import { completeTask, reassignTask } from './task-changes.service';
import { listTaskPage, taskCounts } from './tasks.service';
import { auditOf, idsOf, insertTask, notificationsOf } from './tasks.test-support';

// The tasks services run with an office context and no HTTP at all, as a workflow effect or an SLA timer will.
describe.each(testDatabaseKinds())('the tasks services without a request on $kind', (kind) => {
  let t: TestApp;
  let system: OfficeContext;

  beforeAll(async () => {
    t = await createTestApp(kind);
    system = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'accounting', { kind: 'system', name: 'sla-timer' }))!;
  });
  afterAll(async () => t?.close());

  it('lets the system see all the office’s tasks, reassign one (notifying the member) and complete it, audited as its own work', async () => {
    const { tenantId, userId: pro } = await idsOf(t, 'accounting', 'pro@accounting.example.com');
    const id = await insertTask(t, tenantId, { assignedRole: 'admin', dueAt: new Date(Date.now() - 60_000) });
    expect((await listTaskPage(system, { scope: 'all' })).data.map((task) => task.id)).toContain(id);
    // The system holds no role: nothing is its own.
    expect(await taskCounts(system)).toEqual({ mine: 0, overdue: 0, role: 0 });

    expect(await reassignTask(system, id, { assignedUser: pro!, version: 1 })).toMatchObject({ assignedUser: pro, version: 2 });
    expect((await notificationsOf(t, pro!))[0]).toMatchObject({ kind: 'task_assigned', link: '/tasks' });
    expect(await completeTask(system, id, { version: 2 })).toMatchObject({ status: 'done', completedBy: null, version: 3 });
    expect((await auditOf(t, id)).map((entry) => [entry.event_type, entry.user_id])).toEqual([
      ['task.reassign', null],
      ['task.complete', null],
    ]);

    const medical = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'medical', { kind: 'system', name: 'sla-timer' }))!;
    await expect(refuseTaskCall(medical, { taskId: id, isChange: false })).rejects.toMatchObject({ status: 404 });
    await expect(completeTask(medical, id, { version: 3 })).rejects.toMatchObject({ status: 404, code: 'TASK_NOT_FOUND' });
  });
});
