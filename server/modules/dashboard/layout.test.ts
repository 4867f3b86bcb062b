import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { dashboardApi, HEBREW } from './dashboard.test-support';

type Item = { i: string; x: number; y: number; w: number; h: number; minW?: number; minH?: number };

// The legal office type's widgets (office-types/legal.json), where it places them.
const LEGAL = [
  { i: 'statistics', x: 0, y: 0, w: 12, h: 2 },
  { i: 'recent-activity', x: 0, y: 2, w: 6, h: 4 },
  { i: 'quick-actions', x: 6, y: 2, w: 6, h: 4 },
  { i: 'follow-ups-due', x: 0, y: 6, w: 4, h: 4 },
  { i: 'notifications', x: 4, y: 6, w: 4, h: 4 },
  { i: 'clients-by-status', x: 8, y: 6, w: 4, h: 4 },
  { i: 'new-clients-chart', x: 0, y: 10, w: 12, h: 3 },
];

const plain = (items: Item[]) => items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
const swapped = LEGAL.map((item) => (item.i === 'recent-activity' ? { ...item, x: 6 } : item.i === 'quick-actions' ? { ...item, x: 0 } : item));

describe.each(testDatabaseKinds())('dashboard layouts on $kind', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof dashboardApi>;
  let pro: ReturnType<typeof dashboardApi>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = dashboardApi(await t.signIn('admin@legal.example.com'));
    pro = dashboardApi(await t.signIn('pro@legal.example.com'));
  });
  afterAll(async () => t?.close());

  const layoutOf = async (api: ReturnType<typeof dashboardApi>, path = '/layout') => (await api.get(path)).json().data;
  const auditOf = (eventType: string) => t.database.db.selectFrom('audit_log').select(['user_id', 'before', 'after', 'service_name', 'entity_type']).where('event_type', '=', eventType).orderBy('occurred_at').execute();

  it('answers the office type’s layout until someone saves one, with each widget’s smallest size', async () => {
    const layout = await layoutOf(pro);
    expect(layout).toMatchObject({ source: 'office-type', columns: 12, updatedAt: null, hasUserLayout: false, hasOfficeLayout: false, canEditOfficeLayout: false });
    expect(plain(layout.items)).toEqual(LEGAL);
    expect(layout.items[0]).toMatchObject({ minW: 3, minH: 2 });
    expect((await layoutOf(admin)).canEditOfficeLayout).toBe(true);
  });

  it('keeps a member’s own layout, over the office default, until they reset it; audited', async () => {
    const saved = await pro.put('/layout', { items: swapped });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Dashboard layout saved', messages: { he: expect.stringMatching(HEBREW) }, data: { source: 'user', hasUserLayout: true } });
    expect(plain((await layoutOf(pro)).items)).toEqual(swapped);
    // Only theirs: the admin still sees the office type's.
    expect(await layoutOf(admin)).toMatchObject({ source: 'office-type', hasUserLayout: false });

    const office = LEGAL.map((item) => (item.i === 'statistics' ? { ...item, h: 3 } : { ...item, y: item.y + 1 }));
    expect((await admin.put('/layout/office', { items: office })).json().data).toMatchObject({ source: 'office', hasOfficeLayout: true });
    // The member's own layout wins over the office default; a member without one sees the default.
    expect((await layoutOf(pro)).source).toBe('user');
    expect(plain((await layoutOf(admin)).items)).toEqual(office);
    const viewer = await signInViewer(t);
    expect(await layoutOf(viewer)).toMatchObject({ source: 'office', hasOfficeLayout: true });

    const reset = await pro.delete('/layout');
    expect(reset.json()).toMatchObject({ message: 'Dashboard layout reset to the office default', data: { source: 'office', hasUserLayout: false } });
    expect(plain((await layoutOf(pro)).items)).toEqual(office);

    expect((await admin.delete('/layout/office')).json().data).toMatchObject({ source: 'office-type', hasOfficeLayout: false });
    expect(plain((await layoutOf(pro)).items)).toEqual(LEGAL);

    const proId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'pro@legal.example.com').executeTakeFirstOrThrow()).id;
    expect(await auditOf('dashboard.layout.save')).toEqual([{ user_id: proId, before: null, after: swapped, service_name: 'dashboard', entity_type: 'dashboard_layout' }]);
    expect((await auditOf('dashboard.layout.reset'))[0]).toMatchObject({ before: swapped, after: null });
    expect((await auditOf('dashboard.office-layout.save')).map((entry) => entry.after)).toEqual([office]);
    expect(await auditOf('dashboard.office-layout.reset')).toHaveLength(1);
  });

  it('places the widgets a saved layout leaves out below it', async () => {
    await pro.put('/layout', { items: [{ i: 'notifications', x: 0, y: 0, w: 12, h: 3 }] });
    const items = (await layoutOf(pro)).items as Item[];
    expect(items.map((item) => item.i)).toEqual(['notifications', ...LEGAL.filter((item) => item.i !== 'notifications').map((item) => item.i)]);
    expect(items.find((item) => item.i === 'statistics')).toMatchObject({ x: 0, y: 3, w: 12, h: 2 });
    expect(items.find((item) => item.i === 'new-clients-chart')).toMatchObject({ y: 13 });
    await pro.delete('/layout');
  });

  it('refuses a bad layout with each field’s problem in Hebrew and English, and changes nothing', async () => {
    const bad = await pro.put('/layout', {
      items: [
        { i: 'statistics', x: 0, y: 0, w: 12, h: 2 },
        { i: 'no-such-widget', x: 0, y: 2, w: 4, h: 4 },
        { i: 'statistics', x: 0, y: 20, w: 4, h: 4 },
        { i: 'quick-actions', x: 10, y: 30, w: 4, h: 4 },
        { i: 'notifications', x: 0, y: 40, w: 2, h: 1 },
        { i: 'follow-ups-due', x: 0, y: 1, w: 4, h: 4 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body).toMatchObject({ success: false, code: 'INVALID_LAYOUT', messages: { he: expect.stringMatching(HEBREW), en: 'Invalid dashboard layout' } });
    const fields = (body.errors as { field: string; messages: { he: string; en: string } }[]).map((error) => error.field);
    expect(fields).toEqual(['items.1.i', 'items.2.i', 'items.3.w', 'items.4.w', 'items.4.h', 'items.5']);
    expect(body.errors.every((error: { messages: { he: string } }) => HEBREW.test(error.messages.he))).toBe(true);
    expect(body.errors[2].message).toBe('The widget ends at column 14, past the 12-column grid');
    expect(body.errors[5].message).toBe('The widget overlaps widget statistics');
    expect((await pro.put('/layout', { items: [{ i: 'statistics', x: 0.5, y: 0, w: 12, h: 2 }] })).json().errors[0].field).toBe('items.0.x');
    expect((await pro.put('/layout', { items: [] })).statusCode).toBe(400);
    expect((await layoutOf(pro)).source).toBe('office-type');
  });

  it('lets only an admin change the office default (403 for the others)', async () => {
    const refused = await pro.put('/layout/office', { items: swapped });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_REQUIRED', messages: { he: expect.stringMatching(HEBREW) } });
    expect((await pro.delete('/layout/office')).statusCode).toBe(403);
    expect((await layoutOf(pro, '/layout/office')).source).toBe('office-type');
  });

  it('keeps each office’s layouts to itself', async () => {
    await admin.put('/layout/office', { items: swapped });
    const medical = dashboardApi(await t.signIn('admin@medical.example.com'));
    expect(await layoutOf(medical)).toMatchObject({ source: 'office-type', hasOfficeLayout: false });
    await admin.delete('/layout/office');
  });
});

async function signInViewer(t: TestApp): Promise<ReturnType<typeof dashboardApi>> {
  const db = t.database.db;
  const user = await db.insertInto('users').values({ email: 'dash-viewer@legal.example.com', password_hash: null, first_name: 'Vera', last_name: 'Viewer', email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role: 'viewer' }).execute();
  const agent: TestAgent = await t.signIn('dash-viewer@legal.example.com');
  return dashboardApi(agent);
}
