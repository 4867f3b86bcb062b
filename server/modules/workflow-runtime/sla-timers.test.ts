import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestClock, type TestClock } from '../../jobs/clock';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createClient } from '../clients/clients.service';
import { transitionSubject } from './subject-workflow.service';
import { actingAs } from './workflow-runtime.test-support';

const MINUTE = 60_000;

// The SLA timers of workflow stages, with the server's clock moved by the test instead of waiting: medical's patient
// care starts in registration (0.5 hours), accounting's onboarding in inquiry (24 hours, with an sla_breach trigger).
describe.each(testDatabaseKinds())('SLA timers on $kind', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let restore: () => void;
  let worker: JobRunner;

  const timersOf = (recordId: string) => t.database.db.selectFrom('sla_timers').selectAll().where('record_id', '=', recordId).orderBy('entered_at').execute();
  const noticesOf = (recordId: string) =>
    t.database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['notifications.kind', 'notifications.severity', 'notifications.message', 'notifications.link', 'users.email'])
      .where('record_id', '=', recordId)
      .where('notifications.kind', 'in', ['sla_reminder', 'sla_breach'])
      .orderBy('notifications.created_at')
      .execute();
  const auditOf = (recordId: string) => t.database.db.selectFrom('audit_log').select(['event_type', 'user_id', 'user_agent', 'after']).where('entity_id', '=', recordId).where('event_type', 'like', 'record.sla.%').orderBy('seq').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = createJobRunner({ services: { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, kinds: JOB_KINDS });
  });
  afterAll(async () => t?.close());
  beforeEach(() => ({ clock, restore } = useTestClock()));
  afterEach(() => restore());

  it('reminds before, then marks overdue 31 minutes after entering a stage of 0.5 hours, notifying and auditing once', async () => {
    const admin = await actingAs(t, 'medical', 'admin@medical.example.com', 'admin', null);
    const patient = await createClient(admin, { firstName: 'Rina', lastName: 'Timer', email: 'rina.timer@example.com' });
    const entered = clock.now().getTime();
    expect(await timersOf(patient.id)).toEqual([
      expect.objectContaining({ stage: 'registration', due_at: new Date(entered + 30 * MINUTE), remind_at: new Date(entered + 22.5 * MINUTE), reminded_at: null, breached_at: null }),
    ]);

    clock.advance(22 * MINUTE);
    await worker.runDue();
    expect(await noticesOf(patient.id)).toEqual([]);

    clock.advance(1 * MINUTE);
    await worker.runDue();
    expect((await timersOf(patient.id))[0]).toMatchObject({ reminded_at: clock.now(), breached_at: null });
    expect(await noticesOf(patient.id)).toEqual([expect.objectContaining({ kind: 'sla_reminder', email: 'admin@medical.example.com', link: `/patients/${patient.id}` })]);

    clock.advance(8 * MINUTE);
    await worker.runDue();
    expect((await timersOf(patient.id))[0]).toMatchObject({ breached_at: clock.now() });
    const notices = await noticesOf(patient.id);
    expect(notices.map((notice) => [notice.kind, notice.severity, notice.email])).toEqual([
      ['sla_reminder', 'info', 'admin@medical.example.com'],
      ['sla_breach', 'warning', 'admin@medical.example.com'],
    ]);
    expect(notices[1]!.message).toEqual({
      he: expect.stringContaining('חלף זמן הטיפול'),
      en: expect.stringMatching(/^The time allowed for patient «Rina Timer» in «Registration» has passed$/),
      es: expect.any(String),
    });
    const audit = await auditOf(patient.id);
    expect(audit.map((entry) => [entry.event_type, entry.user_id, entry.user_agent])).toEqual([
      ['record.sla.reminded', null, 'lishka:job:sla.reminder'],
      ['record.sla.breached', null, 'lishka:job:sla.breach'],
    ]);

    // Time goes on: nothing fires twice.
    clock.advance(24 * 60 * MINUTE);
    await worker.runDue();
    expect(await noticesOf(patient.id)).toHaveLength(2);
    expect(await auditOf(patient.id)).toHaveLength(2);
  });

  it("breaches an office's timers due together in one batch, each once, with its notice and audit entry", async () => {
    const admin = await actingAs(t, 'medical', 'admin@medical.example.com', 'admin', null);
    const patients = [];
    for (const name of ['Batch', 'Bunch', 'Group']) patients.push(await createClient(admin, { firstName: name, lastName: 'Together', email: `${name.toLowerCase()}.together@example.com` }));
    const moved = await createClient(admin, { firstName: 'Left', lastName: 'Together', email: 'left.together@example.com' });
    await transitionSubject(admin, { kind: 'client', clientId: moved.id }, { to: 'intake', version: 1 });
    // Reminders and breaches all come due in one run of the worker: the three breaches are one batch of the office.
    clock.advance(31 * MINUTE);
    await worker.runDue();
    for (const patient of patients) {
      expect((await timersOf(patient.id))[0]).toMatchObject({ breached_at: clock.now() });
      expect((await noticesOf(patient.id)).filter((notice) => notice.kind === 'sla_breach')).toHaveLength(1);
      expect((await auditOf(patient.id)).map((entry) => entry.event_type)).toContain('record.sla.breached');
    }
    expect((await timersOf(moved.id)).find((timer) => timer.stage === 'registration')).toMatchObject({ breached_at: null });
    const jobs = await t.database.db.selectFrom('jobs').select('state').where('kind', '=', 'sla.breach').where(sql<string>`payload ->> 'recordId'`, 'in', patients.map((patient) => patient.id)).execute();
    expect(jobs.map((job) => job.state)).toEqual(['done', 'done', 'done']);
    clock.advance(60 * MINUTE);
    await worker.runDue();
    for (const patient of patients) expect((await auditOf(patient.id)).filter((entry) => entry.event_type === 'record.sla.breached')).toHaveLength(1);
  });

  it('does nothing for a stage the record has left, and times the stage it entered', async () => {
    const admin = await actingAs(t, 'medical', 'admin@medical.example.com', 'admin', null);
    const patient = await createClient(admin, { firstName: 'Gal', lastName: 'Moved', email: 'gal.moved@example.com' });
    clock.advance(10 * MINUTE);
    await transitionSubject(admin, { kind: 'client', clientId: patient.id }, { to: 'intake', version: 1 });
    clock.advance(21 * MINUTE);
    await worker.runDue();
    const [registration, intake] = await timersOf(patient.id);
    expect(registration).toMatchObject({ stage: 'registration', reminded_at: null, breached_at: null });
    expect(intake).toMatchObject({ stage: 'intake', breached_at: null });
    expect(await noticesOf(patient.id)).toEqual([]);
    clock.advance(40 * MINUTE);
    await worker.runDue();
    expect((await timersOf(patient.id))[1]).toMatchObject({ stage: 'intake', breached_at: clock.now() });
  });

  it("runs the workflow's sla_breach trigger through the effect registry when a record falls overdue", async () => {
    const admin = await actingAs(t, 'accounting', 'admin@accounting.example.com', 'admin', null);
    const customer = await createClient(admin, { firstName: 'Eli', lastName: 'Late', email: 'eli.late@example.com' });
    clock.advance(24 * 60 * MINUTE + MINUTE);
    await worker.runDue();
    const actions = await t.database.db.selectFrom('record_events').select(['kind', 'detail', 'to_stage']).where('record_id', '=', customer.id).where('kind', '=', 'action').execute();
    expect(actions).toEqual(expect.arrayContaining([expect.objectContaining({ to_stage: 'inquiry', detail: expect.objectContaining({ type: 'notify_user', role: 'partner' }) })]));
    expect((await timersOf(customer.id))[0]).toMatchObject({ stage: 'inquiry', breached_at: clock.now() });
  });
});
