import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { signInMemberAs } from '../records/records.test-support';
import { DAY, tilesOf } from './dashboard.test-support';

// The test's own set-up: appointments written straight into an office, a week apart, the way the seeders do.
async function insertAppointments(t: TestApp, slug: string, statuses: string[], startDays: number[]): Promise<void> {
  const db = t.database.db;
  const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const member = await db.selectFrom('memberships').select('user_id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  await withContext(db, { tenantId }, async (trx) => {
    for (const [index, status] of statuses.entries()) {
      const startsAt = new Date(Date.now() + (startDays[index] ?? 0) * DAY + index * 7 * DAY);
      const endsAt = new Date(startsAt.getTime() + 20 * 60_000);
      await trx.insertInto('appointments').values({ tenant_id: tenantId, module: 'appointments', professional_id: member.user_id, starts_at: startsAt, ends_at: endsAt, blocked_until: endsAt, status, data: '{}' }).execute();
    }
  });
}

// Issue 21: the dashboards' appointment tiles count the office's appointments, placed in a period by their start.
describe.each(testDatabaseKinds())('the appointments statistic on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('counts the office’s appointments and its cancelled ones, not another office’s, and only for those who may see them', async () => {
    const admin = await t.signIn('admin@vet.example.com');
    const before = await tilesOf(admin, 'all');
    await insertAppointments(t, 'vet', ['scheduled', 'confirmed', 'cancelled'], [1, 2, 3]);
    await insertAppointments(t, 'medical', ['scheduled', 'cancelled'], [1, 2]);
    const after = await tilesOf(admin, 'all');
    expect(after['visits-total']).toMatchObject({ value: (before['visits-total']!.value ?? 0) + 3, unavailable: null });
    expect(after['visits-cancelled']).toMatchObject({ value: (before['visits-cancelled']!.value ?? 0) + 1, unavailable: null });
    // Placed by their start: last week's period holds none of these (they start from tomorrow on).
    expect((await tilesOf(admin, 'today'))['visits-total']!.value).toBe(0);
    // A role without appointments.view reads no count of them.
    const noCalendar = await signInMemberAs(t, 'vet', 'no-calendar', 'viewer');
    expect((await tilesOf(noCalendar, 'all'))['visits-total']).toMatchObject({ value: null, unavailable: { reason: 'not-permitted' } });
  });
});
