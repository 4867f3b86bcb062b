import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock, type TestClock } from '../../jobs/clock';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, systemContextIn } from '../records/records.test-support';
import { clientWithEmail, outboxTo } from '../workflow-runtime/workflow-runtime.test-support';

const HOUR = 3_600_000;
// New York: the medical demo office's time zone (UTC-5 in January). Its type sets no lead time: a day before.
const at = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);
const visit = { appointmentType: 'follow-up', preferredDate: '2030-01-08', preferredTime: 'morning' };

// Issue 21: an appointment's client is reminded by e-mail a day before, through the job queue, at its current time only.
describe.each(testDatabaseKinds())('appointment reminders on $kind', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let restore: () => void;
  let worker: JobRunner;

  beforeAll(async () => {
    ({ clock, restore } = useTestClock(at('2030-01-06', '12:00')));
    t = await createTestApp(kind);
    worker = createJobRunner({ services: { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, kinds: JOB_KINDS });
  });
  afterAll(async () => {
    restore?.();
    await t?.close();
  });

  it('reminds a day before the time it stands at, once, and not at the time it was moved from', async () => {
    const clientId = await clientWithEmail(t, await systemContextIn(t, 'medical'), 'Rina', 'rina.reminder@example.com');
    const admin = await t.signIn('admin@medical.example.com');
    const booked = await admin.request({ method: 'POST', url: '/api/calendar/appointments', payload: { data: visit, clientId, startsAt: at('2030-01-08', '10:00').toISOString() }, csrf: true });
    expect(booked.statusCode).toBe(201);
    const appointment = booked.json().data;
    const jobs = () => t.database.db.selectFrom('jobs').select(['run_at', 'state']).where('kind', '=', 'appointment.reminder').where('payload', '@>', JSON.stringify({ appointmentId: appointment.id })).orderBy('run_at').execute();
    expect(await jobs()).toEqual([{ run_at: at('2030-01-07', '10:00'), state: 'queued' }]);

    const moved = await admin.request({ method: 'PUT', url: `/api/calendar/appointments/${appointment.id}`, payload: { startsAt: at('2030-01-09', '10:00').toISOString(), version: 1 }, csrf: true });
    expect(moved.statusCode).toBe(200);
    expect((await jobs()).map((job) => job.run_at)).toEqual([at('2030-01-07', '10:00'), at('2030-01-08', '10:00')]);

    clock.set(new Date(at('2030-01-07', '10:00').getTime() + 60_000));
    await worker.runDue();
    expect(await outboxTo(t, 'rina.reminder@example.com')).toEqual([]);

    clock.advance(24 * HOUR);
    await worker.runDue();
    await worker.runDue();
    const mails = await outboxTo(t, 'rina.reminder@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'appointment-reminder', subject: expect.stringContaining('Reminder: your appointment on 2030-01-09 10:00') });
    expect(mails[0]!.text_body).toContain('תזכורת לתור שלך ב־2030-01-09 10:00');
    expect((await jobs()).map((job) => job.state)).toEqual(['done', 'done']);
    expect((await auditOf(t, appointment.id)).map((entry) => entry.event_type)).toEqual(['appointment.create', 'appointment.update', 'appointment.reminded']);
  });
});
