import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestClock, type TestClock } from '../../jobs/clock';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { addTestOffice, writeFixtureVariant } from '../../testing/office-type-variant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createClient } from '../clients/clients.service';
import { listDeadlinePage } from '../deadlines/deadlines.service';
import { listRunningRecords } from '../workflows/running-records.service';
import { subjectWorkflow } from './subject-workflow.service';
import { actingAs } from './workflow-runtime.test-support';

// The office type of these tests (written beside them: the drop-in test keeps every other server file free of its name).
/** The office type of the working-hours SLA tests: the dental fixture, its patients' diagnosis timed in working hours. */
const WORKING_HOURS_OFFICE_TYPE = 'dental-working-hours';
/** The office of that type the tests make, and its admin. */
const WORKING_HOURS_OFFICE = { slug: 'dental-hours', admin: 'admin@dental-hours.example.com' } as const;

/**
 * Writes the working-hours office type to a folder of its own and names its file: the dental clinic of
 * tests/fixtures (Asia/Jerusalem; Sunday to Friday 08:00–19:00, Friday until 13:00, Saturday off) with the
 * diagnosis stage of its patients' workflow allowed 8 working hours, reminded 2 working hours before.
 */
function writeWorkingHoursOfficeType(): string {
  return writeFixtureVariant('dental', WORKING_HOURS_OFFICE_TYPE, (dental) => {
    const diagnosis = dental.workflows.client!.stages.find((stage) => stage.id === 'diagnosis')!;
    diagnosis.sla = { hours: 8, reminderHours: 2, clock: 'working' };
  });
}

/** Makes the working-hours office and its admin (an admin who is a dentist), as the seeder makes offices. */
async function addWorkingHoursOffice(t: TestApp): Promise<void> {
  await addTestOffice(t, { slug: WORKING_HOURS_OFFICE.slug, name: 'מרפאת שעות', officeType: WORKING_HOURS_OFFICE_TYPE, admin: { email: WORKING_HOURS_OFFICE.admin, firstName: 'Noa', lastName: 'Hours', professionalRole: 'dentist' } });
}

// Thursday 26 November 2026, 20:00 in Israel (UTC+2): after the office's closing at 19:00.
const THURSDAY_EVENING = new Date('2026-11-26T18:00:00.000Z');
// Eight working hours of the diagnosis stage: five on Friday morning (08:00–13:00), three on Sunday (08:00–11:00).
const DUE = new Date('2026-11-29T09:00:00.000Z');
// Reminded two working hours before: Sunday at 09:00.
const REMIND = new Date('2026-11-29T07:00:00.000Z');

// A stage whose SLA counts the office's working hours (`sla.clock: "working"`), timed by the test clock: the due
// time skips the evening, Friday afternoon and Saturday, and the timer, the record's page and the deadlines agree.
describe.each(testDatabaseKinds())('SLA timers on working hours on $kind', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let restore: () => void;
  let worker: JobRunner;

  const timersOf = (recordId: string) => t.database.db.selectFrom('sla_timers').selectAll().where('record_id', '=', recordId).execute();
  const noticesOf = (recordId: string) => t.database.db.selectFrom('notifications').select(['kind']).where('record_id', '=', recordId).where('kind', 'in', ['sla_reminder', 'sla_breach']).orderBy('created_at').execute();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { extraOfficeTypes: [writeWorkingHoursOfficeType()] });
    await addWorkingHoursOffice(t);
    worker = createJobRunner({ services: { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, kinds: JOB_KINDS });
  });
  afterAll(async () => t?.close());
  beforeEach(() => ({ clock, restore } = useTestClock(THURSDAY_EVENING)));
  afterEach(() => restore());

  it('counts a stage entered on Thursday evening from Friday morning, skipping Saturday, and fires on Sunday', async () => {
    const admin = await actingAs(t, WORKING_HOURS_OFFICE.slug, WORKING_HOURS_OFFICE.admin, 'admin', 'dentist');
    const patient = await createClient(admin, { firstName: 'Dana', lastName: 'Weekend', email: 'dana.weekend@example.com' });
    expect(await timersOf(patient.id)).toEqual([expect.objectContaining({ stage: 'diagnosis', entered_at: THURSDAY_EVENING, due_at: DUE, remind_at: REMIND })]);

    const { view } = await subjectWorkflow(admin, { kind: 'client', clientId: patient.id });
    expect(view?.sla?.deadline).toBe(DUE.toISOString());
    const deadlines = await listDeadlinePage(admin, { range: 'week' }, clock.now());
    expect(deadlines.data).toContainEqual(expect.objectContaining({ kind: 'stage', dueAt: DUE.toISOString() }));

    // Saturday evening: eight wall-clock hours are long past, eight working hours are not.
    clock.set(new Date('2026-11-28T18:00:00.000Z'));
    await worker.runDue();
    expect(await noticesOf(patient.id)).toEqual([]);

    clock.set(REMIND);
    await worker.runDue();
    expect(await noticesOf(patient.id)).toEqual([{ kind: 'sla_reminder' }]);
    expect((await timersOf(patient.id))[0]).toMatchObject({ reminded_at: REMIND, breached_at: null });

    clock.set(DUE);
    await worker.runDue();
    expect(await noticesOf(patient.id)).toEqual([{ kind: 'sla_reminder' }, { kind: 'sla_breach' }]);
    expect((await timersOf(patient.id))[0]).toMatchObject({ breached_at: DUE });
  });

  it("lists a working-hours stage overdue in the workflows overview by its timer's due time", async () => {
    // A week earlier, so that its Sunday 11:00 is past for the database's own clock, which the overview reads.
    const entered = new Date(THURSDAY_EVENING.getTime() - 7 * 86_400_000);
    clock.set(entered);
    const admin = await actingAs(t, WORKING_HOURS_OFFICE.slug, WORKING_HOURS_OFFICE.admin, 'admin', 'dentist');
    const patient = await createClient(admin, { firstName: 'Eyal', lastName: 'Overdue', email: 'eyal.overdue@example.com' });
    const overdue = await listRunningRecords(admin, { state: 'overdue' });
    expect(overdue.items).toContainEqual(expect.objectContaining({ id: patient.id, slaDeadline: new Date(DUE.getTime() - 7 * 86_400_000).toISOString(), slaState: 'breached' }));
    expect(overdue.counts.overdue).toBeGreaterThanOrEqual(1);
  });
});