import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { signInViewer } from '../opportunities/opportunities.test-support';
import { auditOf, HEBREW, idsOf, insertTask, notificationsOf, professionalRoleOf, tasksApi } from './tasks.test-support';

const HOUR = 3_600_000;
const ids = (body: { data: { id: string }[] }) => body.data.map((task) => task.id);

describe.each(testDatabaseKinds())('tasks on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lists my tasks (mine and my roles’ queue), the queue, and all of them for an admin, with counts and keyset pages', async () => {
    const { tenantId, userId: pro } = await idsOf(t, 'legal', 'pro@legal.example.com');
    const { userId: admin } = await idsOf(t, 'legal', 'admin@legal.example.com');
    const profession = await professionalRoleOf(t, 'pro@legal.example.com');
    const overdue = await insertTask(t, tenantId, { assignedUser: pro, dueAt: new Date(Date.now() - HOUR) });
    const soon = await insertTask(t, tenantId, { assignedUser: pro, dueAt: new Date(Date.now() + HOUR), title: null, taskType: 'call-back' });
    const queued = await insertTask(t, tenantId, { assignedRole: profession, dueAt: new Date(Date.now() + 2 * HOUR) });
    const undated = await insertTask(t, tenantId, { assignedRole: 'user' });
    const others = await insertTask(t, tenantId, { assignedUser: admin, assignedRole: profession });

    const proApi = tasksApi(await t.signIn('pro@legal.example.com'));
    const mine = (await proApi.get()).json();
    expect(ids(mine)).toEqual([overdue, soon, queued, undated]);
    expect(mine.data[1]).toMatchObject({ id: soon, taskType: 'call-back', title: null, assignedUser: pro, assignedUserName: 'Noam Pro', status: 'open', version: 1, recordId: null, module: null });
    expect(mine.data[0].title).toEqual({ he: 'לבדוק', en: 'Review', es: 'Revisar' });
    expect(ids((await proApi.get('?scope=role')).json())).toEqual([queued, undated]);
    expect((await proApi.get('/counts')).json().data).toEqual({ mine: 4, overdue: 1, role: 2 });

    const page1 = (await proApi.get('?limit=3')).json();
    expect(ids(page1)).toEqual([overdue, soon, queued]);
    const page2 = (await proApi.get(`?limit=3&cursor=${page1.nextCursor}`)).json();
    expect(ids(page2)).toEqual([undated]);
    expect(page2.nextCursor).toBeNull();
    expect((await proApi.get(`?status=done&cursor=${page1.nextCursor}`)).json()).toMatchObject({ code: 'INVALID_TASK_CURSOR', messages: { he: expect.stringMatching(HEBREW) } });

    const refused = await proApi.get('?scope=all');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TASKS_ALL_REFUSED', messages: { he: expect.stringMatching(HEBREW) } });
    const all = (await tasksApi(await t.signIn('admin@legal.example.com')).get('?scope=all&limit=100')).json();
    expect(ids(all)).toEqual(expect.arrayContaining([overdue, soon, queued, undated, others]));
  });

  it('completes a task once at the version seen, audited; refuses a stale version, a second completion and an outsider', async () => {
    const { tenantId, userId: pro } = await idsOf(t, 'insurance', 'pro@insurance.example.com');
    const id = await insertTask(t, tenantId, { assignedUser: pro });
    const api = tasksApi(await t.signIn('pro@insurance.example.com'));

    const stale = await api.post(`/${id}/complete`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'TASK_CHANGED', messages: { he: expect.stringMatching(HEBREW) } });
    const done = await api.post(`/${id}/complete`, { version: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Task completed', messages: { es: 'Tarea completada' }, data: { id, status: 'done', completedBy: pro, version: 2 } });
    expect((await api.post(`/${id}/complete`, { version: 2 })).json().code).toBe('TASK_ALREADY_DONE');
    expect(ids((await api.get('?status=done')).json())).toEqual([id]);
    expect((await auditOf(t, id)).map((entry) => [entry.event_type, entry.service_name, entry.user_id])).toEqual([['task.complete', 'tasks', pro]]);
    expect((await auditOf(t, id))[0]).toMatchObject({ before: { status: 'open', version: 1 }, after: { status: 'done', version: 2 } });

    const { userId: admin } = await idsOf(t, 'insurance', 'admin@insurance.example.com');
    const adminsTask = await insertTask(t, tenantId, { assignedUser: admin, assignedRole: 'admin' });
    const notYours = await api.post(`/${adminsTask}/complete`, { version: 1 });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ code: 'TASK_NOT_YOURS', messages: { he: expect.stringMatching(HEBREW) } });
  });

  it('reassigns a task to an active member, who is notified in every language; refuses a stranger', async () => {
    const { tenantId, userId: admin } = await idsOf(t, 'realestate', 'admin@realestate.example.com');
    const { userId: pro } = await idsOf(t, 'realestate', 'pro@realestate.example.com');
    const { userId: stranger } = await idsOf(t, 'legal', 'admin@legal.example.com');
    const id = await insertTask(t, tenantId, { assignedRole: 'admin' });
    const api = tasksApi(await t.signIn('admin@realestate.example.com'));

    const bad = await api.post(`/${id}/reassign`, { assignedUser: stranger, version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TASK_DATA', errors: [{ field: 'assignedUser', messages: { he: expect.stringMatching(HEBREW), en: 'The assignee is not an active member of this office' } }] });
    const moved = await api.post(`/${id}/reassign`, { assignedUser: pro, version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Task reassigned', data: { assignedUser: pro, assignedUserName: 'Noam Pro', version: 2 } });
    expect(await notificationsOf(t, pro!)).toEqual([
      { kind: 'task_assigned', user_id: pro, title: expect.objectContaining({ en: 'A task was assigned to you', he: expect.stringMatching(HEBREW) }), message: { he: 'לבדוק', en: 'Review', es: 'Revisar' }, link: '/tasks' },
    ]);
    expect((await auditOf(t, id)).map((entry) => entry.event_type)).toEqual(['task.reassign']);
    expect(admin).not.toBe(pro);
  });

  it('shows and changes nothing of another office’s task, and lets a viewer read but not change', async () => {
    const { tenantId, userId: owner } = await idsOf(t, 'medical', 'admin@medical.example.com');
    const id = await insertTask(t, tenantId, { assignedUser: owner, assignedRole: 'viewer' });
    const intruder = tasksApi(await t.signIn('admin@legal.example.com'));
    for (const response of [await intruder.post(`/${id}/complete`, { version: 1 }), await intruder.post(`/${id}/reassign`, { assignedUser: owner!, version: 1 })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TASK_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'Task not found' } });
    }
    expect(ids((await intruder.get('?scope=all&limit=100')).json())).not.toContain(id);

    const queued = await insertTask(t, tenantId, { assignedRole: 'viewer' });
    const viewer = tasksApi(await signInViewer(t, 'medical'));
    expect(ids((await viewer.get()).json())).toEqual([queued]);
    const refused = await viewer.post(`/${queued}/complete`, { version: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TASKS_READ_ONLY', messages: { he: expect.stringMatching(HEBREW) } });
    // Nor give it away, even to a member of the office and of a task queued for their own role.
    const reassigned = await viewer.post(`/${queued}/reassign`, { assignedUser: owner!, version: 1 });
    expect(reassigned.statusCode).toBe(403);
    expect(reassigned.json()).toMatchObject({ code: 'TASKS_READ_ONLY', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    expect((await t.database.db.selectFrom('tasks').select(['assigned_user', 'version']).where('id', '=', queued).executeTakeFirstOrThrow())).toEqual({ assigned_user: null, version: 1 });
  });
});
