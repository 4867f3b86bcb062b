import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { dueWindow } from './deadline-ranges';
import { deadlinesApi, followUpAt, HEBREW, idsOf, recordDueAt, taskDueAt } from './deadlines.test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const keys = (body: { data: { key: string }[] }, mine: readonly string[]) => body.data.map((row) => row.key).filter((key) => mine.includes(key));

describe.each(testDatabaseKinds())('deadlines on $kind', (kind) => {
  let t: TestApp;
  let legal: { tenantId: string; admin: string; pro: string };
  let made: { matter: string; proTask: string; adminTask: string; followUp: string; later: string };
  let mine: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await idsOf(t, 'legal', 'admin@legal.example.com');
    const pro = await idsOf(t, 'legal', 'pro@legal.example.com');
    legal = { tenantId: admin.tenantId, admin: admin.userId, pro: pro.userId };
    const now = new Date();
    const today = dueWindow('today', 'America/Chicago', now);
    const laterToday = new Date((now.getTime() + today.to!.getTime()) / 2);
    const matter = await recordDueAt(t, legal.tenantId, { module: 'matters', entity: 'matter', stage: 'intake', title: 'Levi v. Cohen', number: '2026-0042', dueAt: laterToday, assignedTo: legal.pro });
    made = {
      matter,
      proTask: await taskDueAt(t, legal.tenantId, { dueAt: new Date(now.getTime() - 2 * DAY), assignedUser: legal.pro, recordId: matter, module: 'matters' }),
      adminTask: await taskDueAt(t, legal.tenantId, { dueAt: laterToday, assignedUser: legal.admin }),
      followUp: await followUpAt(t, legal.tenantId, { firstName: 'Dana', dueAt: new Date(today.from!.getTime() + 3 * DAY + 12 * HOUR), assignedTo: legal.pro }),
      later: await followUpAt(t, legal.tenantId, { firstName: 'Yael', dueAt: new Date(now.getTime() + 30 * DAY) }),
    };
    mine = [`stage:${made.matter}`, `task:${made.proTask}`, `task:${made.adminTask}`, `follow-up:${made.followUp}`, `follow-up:${made.later}`];
  });
  afterAll(async () => t?.close());

  it('joins SLA due times, tasks and follow-ups in one model, by range, soonest first, each with its title, module and link', async () => {
    const api = deadlinesApi(await t.signIn('admin@legal.example.com'));
    const today = (await api.get('?range=today')).json();
    expect(keys(today, mine).sort()).toEqual([`stage:${made.matter}`, `task:${made.adminTask}`].sort());
    const stage = today.data.find((row: { key: string }) => row.key === `stage:${made.matter}`);
    expect(stage).toMatchObject({
      kind: 'stage',
      title: 'Levi v. Cohen',
      recordNumber: '2026-0042',
      stage: 'intake',
      detail: { en: expect.any(String), he: expect.stringMatching(HEBREW) },
      isOverdue: false,
      assignee: { userId: legal.pro, name: 'Noam Pro' },
      module: { id: 'matters', route: '/matters' },
      link: `/matters/${made.matter}`,
    });
    const overdue = (await api.get('?range=overdue')).json();
    expect(keys(overdue, mine)).toEqual([`task:${made.proTask}`]);
    expect(overdue.data[0]).toMatchObject({ isOverdue: true, title: 'Levi v. Cohen', detail: { en: 'Review' }, link: `/matters/${made.matter}` });
    const week = (await api.get('?range=week')).json();
    expect(keys(week, mine)).toEqual(expect.arrayContaining([`follow-up:${made.followUp}`]));
    expect(week.data.find((row: { key: string }) => row.key === `follow-up:${made.followUp}`)).toMatchObject({ title: 'Dana Deadline', module: { id: 'clients', route: '/clients' }, link: `/clients/${made.followUp}` });
    const all = (await api.get('?range=all&limit=100')).json();
    expect(keys(all, mine)).toEqual([`task:${made.proTask}`, ...keys(today, mine), `follow-up:${made.followUp}`, `follow-up:${made.later}`]);
    expect(all.pagination).toMatchObject({ page: 1, limit: 100, total: all.data.length });

    const paged = (await api.get('?range=all&limit=2&page=2')).json();
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2, total: all.data.length });
    expect(paged.data.map((row: { key: string }) => row.key)).toEqual(all.data.slice(2, 4).map((row: { key: string }) => row.key));

    const counts = (await api.get('/counts')).json().data;
    expect(counts).toMatchObject({ today: today.pagination.total, week: week.pagination.total, overdue: overdue.pagination.total });
    expect(counts.days).toHaveLength(7);
    expect(counts.days[0].count).toBe(counts.today);
  });

  it('filters by assignee and module, and shows a member only what they may see', async () => {
    const admin = deadlinesApi(await t.signIn('admin@legal.example.com'));
    expect(keys((await admin.get('?range=all&assignee=me&limit=100')).json(), mine)).toEqual([`task:${made.adminTask}`]);
    expect(keys((await admin.get(`?range=all&assignee=${legal.pro}&limit=100`)).json(), mine)).toEqual([`task:${made.proTask}`, `stage:${made.matter}`, `follow-up:${made.followUp}`]);
    expect(keys((await admin.get('?range=all&module=matters&limit=100')).json(), mine)).toEqual([`task:${made.proTask}`, `stage:${made.matter}`]);
    expect(keys((await admin.get('?range=all&module=clients&limit=100')).json(), mine)).toEqual([`follow-up:${made.followUp}`, `follow-up:${made.later}`]);

    // A member sees their own tasks, not the admin's; the matters their role may see, and the clients' follow-ups.
    const pro = deadlinesApi(await t.signIn('pro@legal.example.com'));
    expect(keys((await pro.get('?range=all&limit=100')).json(), mine)).toEqual([`task:${made.proTask}`, `stage:${made.matter}`, `follow-up:${made.followUp}`, `follow-up:${made.later}`]);
    expect((await pro.get('/counts')).json().data.today).toBe(1);
  });

  it('links a client’s workflow run in a stage with a time limit to its client’s page', async () => {
    const client = await followUpAt(t, legal.tenantId, { firstName: 'Ruth', dueAt: new Date(Date.now() + 40 * DAY), assignedTo: legal.admin });
    const run = await recordDueAt(t, legal.tenantId, { module: 'clients', entity: 'client', stage: 'prospective', title: 'Ruth Deadline', number: null, dueAt: new Date(Date.now() + 20 * DAY), subjectClientId: client });
    const all = (await deadlinesApi(await t.signIn('admin@legal.example.com')).get('?range=all&limit=100')).json();
    expect(all.data.find((row: { key: string }) => row.key === `stage:${run}`)).toMatchObject({ kind: 'stage', title: 'Ruth Deadline', link: `/clients/${client}`, detail: { en: 'Prospective' }, assignee: { userId: legal.admin } });
  });

  it('shows nothing of another office, and refuses bad query values with a message in the user’s language', async () => {
    const intruder = deadlinesApi(await t.signIn('admin@medical.example.com'));
    expect(keys((await intruder.get('?range=all&limit=100')).json(), mine)).toEqual([]);
    expect(keys((await intruder.get(`?range=all&assignee=${legal.pro}&limit=100`)).json(), mine)).toEqual([]);

    const api = deadlinesApi(await t.signIn('admin@legal.example.com'));
    const badRange = await api.get('?range=tomorrow', 'he');
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ success: false, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    const badAssignee = await api.get('?assignee=someone', 'he');
    expect(badAssignee.statusCode).toBe(400);
    const badModule = await api.get('?module=no-such-module', 'he');
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json()).toMatchObject({
      code: 'INVALID_DEADLINES_QUERY',
      messages: { he: expect.stringMatching(HEBREW) },
      errors: [{ field: 'module', messages: { he: expect.stringMatching(HEBREW), en: 'The office has no module by this name whose deadlines you may see', es: expect.any(String) } }],
    });
    expect((await api.get('/counts?module=no-such-module')).statusCode).toBe(400);
  });
});
