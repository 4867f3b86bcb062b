import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { signInMemberAs } from '../records/records.test-support';
import { dashboardApi, DAY, tenantIdOf, tilesOf } from './dashboard.test-support';

/** A record written straight into an office, at a stage (the test's own set-up; the records service is tested on its own). */
async function insertRecord(t: TestApp, slug: string, values: { module: string; entity: string; stage?: string | null; data?: Record<string, unknown>; createdAt?: Date }): Promise<string> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('records')
      .values({ tenant_id: tenantId, module: values.module, entity: values.entity, data: JSON.stringify(values.data ?? {}), stage: values.stage ?? null, ...(values.createdAt ? { created_at: values.createdAt } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** How many of an office's records of a module pass a condition, counted in the database as the owner. */
async function countInDatabase(t: TestApp, slug: string, module: string, condition = sql<boolean>`true`): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from records r join tenants t on t.id = r.tenant_id where t.slug = ${slug} and r.module = ${module} and ${condition}`.execute(t.database.db);
  return Number(rows[0]?.n ?? 0);
}

const figuresOf = async (agent: Parameters<typeof dashboardApi>[0]) => {
  const response = await dashboardApi(agent).get('/badges');
  expect(response.statusCode).toBe(200);
  return response.json().data.figures as Record<string, number>;
};

// Issue 20: the dashboards' tiles and the menu's badges count an office's own records of a module, by stage.
describe.each(testDatabaseKinds())('the records statistic and badges on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('counts the office’s open matters, created in the period, and none of another office’s', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const open = sql<boolean>`coalesce(r.stage, '') <> 'closed'`;
    expect((await tilesOf(admin, 'all'))['matters-open']).toMatchObject({ value: await countInDatabase(t, 'legal', 'matters', open), unavailable: null });
    const before = (await tilesOf(admin, 'all'))['matters-open']!.value!;
    const week = (await tilesOf(admin, 'week'))['matters-open']!.value!;
    await insertRecord(t, 'legal', { module: 'matters', entity: 'matter', stage: 'intake' });
    await insertRecord(t, 'legal', { module: 'matters', entity: 'matter', stage: 'discovery' });
    await insertRecord(t, 'legal', { module: 'matters', entity: 'matter', stage: 'closed' });
    // Opened 60 days ago: in all time, not in the week.
    await insertRecord(t, 'legal', { module: 'matters', entity: 'matter', stage: 'active', createdAt: new Date(Date.now() - 60 * DAY) });
    // Another module's records and another office's matters do not count.
    await insertRecord(t, 'legal', { module: 'conflicts', entity: 'conflict-check' });
    const accounting = await tenantIdOf(t, 'accounting');
    await withContext(t.database.db, { tenantId: accounting }, (trx) => trx.insertInto('records').values({ tenant_id: accounting, module: 'matters', entity: 'matter', data: '{}', stage: 'intake' }).execute());
    const after = await tilesOf(admin, 'all');
    expect(after['matters-open']!.value).toBe(before + 3);
    expect(after['matters-open']!.value).toBe(await countInDatabase(t, 'legal', 'matters', open));
    expect((await tilesOf(admin, 'week'))['matters-open']).toMatchObject({ value: week + 2, previousValue: expect.any(Number) });
  });

  it('answers not permitted, with no count, to a member whose roles may not see the module, in their language', async () => {
    const viewer = await signInMemberAs(t, 'legal', 'tile-viewer', 'viewer');
    const tile = (await tilesOf(viewer, 'all'))['matters-open']!;
    expect(tile).toMatchObject({ value: null, previousValue: null, trend: null, unavailable: { reason: 'not-permitted', messages: { en: 'You are not allowed to see matters' } } });
    // The other tiles still count.
    expect((await tilesOf(viewer, 'all'))['clients-total']!.value).toEqual(expect.any(Number));
    expect(await figuresOf(viewer)).toEqual({});
  });

  it('gives the menu the office’s open matters, claims not closed and the renewals the view shows, counted up to 100', async () => {
    const legal = await figuresOf(await t.signIn('admin@legal.example.com'));
    expect(legal).toEqual({ 'records.matters.open': Math.min(100, await countInDatabase(t, 'legal', 'matters', sql<boolean>`coalesce(r.stage, '') <> 'closed'`)) });

    const insurance = await t.signIn('admin@insurance.example.com');
    const start = await figuresOf(insurance);
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    await insertRecord(t, 'insurance', { module: 'policies', entity: 'policy', stage: 'active', data: { renewalDate: inDays(20) } });
    // Due too late, at a stage the view does not show, or with no date: not renewals.
    await insertRecord(t, 'insurance', { module: 'policies', entity: 'policy', stage: 'active', data: { renewalDate: inDays(90) } });
    await insertRecord(t, 'insurance', { module: 'policies', entity: 'policy', stage: 'quote', data: { renewalDate: today } });
    await insertRecord(t, 'insurance', { module: 'policies', entity: 'policy', stage: 'active' });
    await insertRecord(t, 'insurance', { module: 'claims', entity: 'claim', stage: 'reported' });
    await insertRecord(t, 'insurance', { module: 'claims', entity: 'claim', stage: 'closed' });
    const end = await figuresOf(insurance);
    expect(Object.keys(end).sort()).toEqual(['records.claims.open', 'records.renewals.all']);
    expect(end['records.renewals.all']).toBe(Math.min(100, start['records.renewals.all']! + 1));
    expect(end['records.claims.open']).toBe(Math.min(100, start['records.claims.open']! + 1));
  });

  it('answers not permitted, and leaves the badge out, where the office has the module’s feature off', async () => {
    const legal = await t.database.db.selectFrom('tenants').select('overrides').where('slug', '=', 'legal').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ features: { disabled: ['case-management'] } }) }).where('slug', '=', 'legal').execute();
    try {
      const admin = await t.signIn('admin@legal.example.com');
      expect((await tilesOf(admin, 'all'))['matters-open']).toMatchObject({ value: null, unavailable: { reason: 'not-permitted', messages: { en: 'This feature is not enabled for your office' } } });
      expect(await figuresOf(admin)).toEqual({});
    } finally {
      await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify(legal.overrides ?? {}) }).where('slug', '=', 'legal').execute();
    }
  });
});
