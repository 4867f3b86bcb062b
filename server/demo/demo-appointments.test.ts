import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFormData } from '../../engine/forms/validate-form-data';
import { sql } from 'kysely';
import { isWithinWorkingHours } from '../modules/appointments/appointment-times';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { useTestClock } from '../jobs/clock';
import { withContext } from '../db/context';
import type { DemoOffice } from './demo-clients';
import { calendarModulesOf, demoAppointments, DEMO_CALENDAR_DAYS, type DemoAppointmentClient } from './demo-appointments';
import { DEMO_TENANTS } from './demo-tenants';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { seedDemoAppointments } from './seed-demo-appointments';

const NOW = new Date('2026-03-15T10:00:00Z');
const DAY = 86_400_000;
const catalog = loadOfficeTypeCatalog();
const CLIENTS: DemoAppointmentClient[] = Array.from({ length: 12 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Client ${index}`,
  intake: { petName: `Rex ${index}` },
}));

function officeOf(demo: (typeof DEMO_TENANTS)[number]): DemoOffice {
  const language = catalog.get(demo.officeType)!.localization.defaultLanguage;
  return { tenantId: '6f1c2b9e-0d4a-4c55-9a53-2f0e3c1d7a10', slug: demo.slug, officeType: demo.officeType, language, adminId: '1b7e2d4c-3a5f-4e6b-8c9d-0a1b2c3d4e5f', proId: '2c8f3e5d-4b6a-4f7c-9dae-1b2c3d4e5f60' };
}

const withCalendars = DEMO_TENANTS.filter((demo) => calendarModulesOf(catalog.get(demo.officeType)!).length > 0);

// Issue 21: every demo office with a calendar gets appointments its scheduling policy and booking form allow.
describe.each(withCalendars)('the demo appointments of $slug', (demo) => {
  const config = catalog.get(demo.officeType)!;
  const planned = demoAppointments(officeOf(demo), config, CLIENTS, 'Noam Pro', NOW);
  const policy = config.settings.scheduling;

  it('books its professional on working days two weeks back and ahead, within the hours, never meeting another', () => {
    expect(planned.length).toBeGreaterThan(20);
    expect(planned.some((appointment) => appointment.startsAt < NOW)).toBe(true);
    expect(planned.some((appointment) => appointment.startsAt > NOW)).toBe(true);
    for (const appointment of planned) {
      expect(Math.abs(appointment.startsAt.getTime() - NOW.getTime())).toBeLessThanOrEqual((DEMO_CALENDAR_DAYS + 1) * DAY);
      expect(isWithinWorkingHours(policy, appointment.startsAt, appointment.endsAt, config.localization.timeZone)).toBe(true);
      expect(appointment.blockedUntil.getTime() - appointment.endsAt.getTime()).toBe((policy.bufferMinutes ?? 0) * 60_000);
      expect(calendarModulesOf(config)).toContain(appointment.module);
    }
    // A professional is in one place at a time, buffer included, whatever calendar module holds the appointment.
    const byStart = [...planned].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let index = 1; index < byStart.length; index += 1) expect(byStart[index]!.startsAt.getTime()).toBeGreaterThanOrEqual(byStart[index - 1]!.blockedUntil.getTime());
  });

  it('takes the policy’s length unless the form names a duration, and gives each a status that fits its time', () => {
    for (const appointment of planned) {
      const minutes = (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000;
      expect(minutes).toBe(typeof appointment.data.duration === 'number' ? appointment.data.duration : (policy.appointmentMinutes ?? 30));
      if (appointment.endsAt <= NOW) expect(['completed', 'no_show', 'cancelled']).toContain(appointment.status);
      if (appointment.startsAt >= NOW) expect(['scheduled', 'confirmed']).toContain(appointment.status);
      expect(appointment.createdAt.getTime()).toBeLessThan(Math.min(NOW.getTime(), appointment.startsAt.getTime()));
      expect(appointment.updatedAt.getTime()).toBeGreaterThanOrEqual(appointment.createdAt.getTime());
      expect(appointment.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(new Set(planned.map((appointment) => appointment.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('fills the booking form as a user would: valid, option codes, its date and time those of the appointment', () => {
    const form = config.forms.appointmentBooking;
    for (const appointment of planned) {
      expect(validateFormData(form, appointment.data).errors).toEqual([]);
      for (const value of Object.values(appointment.data)) if (typeof value === 'string' && config.localization.defaultLanguage === 'he') expect(value).not.toMatch(/\{\{/);
      const date = appointment.data.date ?? appointment.data.preferredDate;
      expect(typeof date).toBe('string');
    }
  });

  it('is the same on every run', () => {
    expect(demoAppointments(officeOf(demo), config, CLIENTS, 'Noam Pro', NOW)).toEqual(planned);
  });
});

it('names a record of the office where the booking form asks for one by `<entity>Id` (a showing’s property)', () => {
  const demo = DEMO_TENANTS.find((candidate) => candidate.slug === 'realestate')!;
  const streets = ['הרצל 12, תל אביב', 'ויצמן 3, חיפה'];
  const showings = demoAppointments(officeOf(demo), catalog.get(demo.officeType)!, CLIENTS, 'Noam Pro', NOW, { property: streets });
  expect(showings.length).toBeGreaterThan(0);
  for (const showing of showings) expect(streets).toContain(showing.data.propertyId);
});

// Written into the offices under their row-level security, each future one with its reminder as the service enqueues it.
describe.each(testDatabaseKinds())('seeding the demo appointments on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;
  let restore: () => void;

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['medical', 'accounting']);
    restore = useTestClock(NOW).restore;
  });
  afterAll(async () => {
    restore?.();
    await database?.dispose();
  });

  it('books every office’s calendars and queues the reminders one by one, none already due', async () => {
    const seeded = await seedDemoAppointments(seeding.services, seeding.offices, NOW);
    const db = database.handle.db;
    const rows = await db.selectFrom('appointments').select(['tenant_id', 'module', 'status', 'starts_at']).execute();
    expect(rows).toHaveLength(seeded.appointments);
    expect(new Set(rows.map((row) => `${row.tenant_id}/${row.module}`)).size).toBe(3);
    const jobs = await db.selectFrom('jobs').select(['run_at', 'payload']).where('kind', '=', 'appointment.reminder').execute();
    const future = rows.filter((row) => new Date(row.starts_at) > NOW && row.status !== 'cancelled');
    expect(jobs.length).toBe(seeded.reminders);
    expect(jobs.length).toBeGreaterThan(10);
    expect(jobs.length).toBeLessThanOrEqual(future.length);
    for (const job of jobs) expect(new Date(job.run_at).getTime()).toBeGreaterThan(NOW.getTime());
    // Spread over the coming fortnight: no minute holds more than a few.
    const perMinute = new Map<number, number>();
    for (const job of jobs) perMinute.set(Math.floor(new Date(job.run_at).getTime() / 60_000), (perMinute.get(Math.floor(new Date(job.run_at).getTime() / 60_000)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(3);
    // The office's member reads them through row-level security; another office sees none of them.
    const [medical, accounting] = seeding.offices;
    const seen = await withContext(db, { tenantId: medical!.tenantId }, (trx) => trx.selectFrom('appointments').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow());
    expect(seen.count).toBe(rows.filter((row) => row.tenant_id === medical!.tenantId).length);
    expect(rows.some((row) => row.tenant_id === accounting!.tenantId)).toBe(true);
  });
});
