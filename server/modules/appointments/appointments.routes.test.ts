import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock } from '../../jobs/clock';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, clientIn, signInMemberAs, systemContextIn } from '../records/records.test-support';

// The medical demo office works Monday to Friday, 08:00–18:00 in New York, 30-minute appointments and a 15-minute
// buffer. The server's clock stands on Sunday 6 January 2030 at noon, so the Monday after is bookable.
const NOW = new Date('2030-01-06T17:00:00Z');
const monday = (time: string) => new Date(`2030-01-07T${time}:00-05:00`).toISOString();
const visit = { appointmentType: 'consultation', preferredDate: '2030-01-07', preferredTime: 'morning' };

function calendarApi(agent: TestAgent, module = 'appointments') {
  const call = (method: 'GET' | 'POST' | 'PUT', path = '', payload?: unknown) =>
    agent.request({ method, url: `/api/calendar/${module}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET' });
  return { get: (path = '') => call('GET', path), post: (payload: unknown, path = '') => call('POST', path, payload), put: (path: string, payload: unknown) => call('PUT', path, payload) };
}

// Issue 21: the calendar calls over HTTP, checked against the office's scheduling policy, permissions and words.
describe.each(testDatabaseKinds())('the calendar routes on $kind', (kind) => {
  let t: TestApp;
  let clientId: string;
  let proId: string;
  let restoreClock: () => void;

  beforeAll(async () => {
    restoreClock = useTestClock(NOW).restore;
    t = await createTestApp(kind);
    clientId = await clientIn(t, await systemContextIn(t, 'medical'), 'Maya');
    proId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'pro@medical.example.com').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    restoreClock?.();
    await t?.close();
  });

  it('books, lists, moves and cancels in the office’s words, keeping the buffer between a doctor’s appointments', async () => {
    const admin = calendarApi(await t.signIn('admin@medical.example.com'));
    const booked = await admin.post({ data: visit, clientId, professionalId: proId, startsAt: monday('10:00') });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ success: true, messages: { en: 'Appointment booked' } });
    const first = booked.json().data;
    // The policy's length (30 minutes) and buffer (15): the doctor is kept until 10:45.
    expect(first).toMatchObject({ clientId, clientName: 'Maya Cohen', professionalId: proId, status: 'scheduled', startsAt: monday('10:00'), endsAt: monday('10:30'), blockedUntil: monday('10:45'), version: 1 });

    const clash = await admin.post({ data: visit, professionalId: proId, startsAt: monday('10:40') });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'APPOINTMENT_OVERLAP', messages: { en: 'The doctor is already booked at this time (the break between appointments included, until 10:45)' } });
    // Ending within the buffer before another appointment clashes too.
    expect((await admin.post({ data: visit, professionalId: proId, startsAt: monday('09:20') })).statusCode).toBe(409);
    const second = (await admin.post({ data: visit, professionalId: proId, startsAt: monday('10:45'), endsAt: monday('11:15') })).json().data;
    expect(second.startsAt).toBe(monday('10:45'));

    const listed = await admin.get(`?from=${encodeURIComponent(monday('00:00'))}&to=${encodeURIComponent(monday('23:59'))}&professionalId=${proId}`);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([first.id, second.id]);

    // Moved (its length kept), then resized; a move onto the first is refused; a stale version is refused.
    const moved = await admin.put(`/${second.id}`, { startsAt: monday('13:00'), version: 1 });
    expect(moved.json()).toMatchObject({ messages: { en: 'Appointment updated' }, data: { startsAt: monday('13:00'), endsAt: monday('13:30'), version: 2 } });
    const resized = await admin.put(`/${second.id}`, { endsAt: monday('14:00'), version: 2 });
    expect(resized.json().data).toMatchObject({ startsAt: monday('13:00'), endsAt: monday('14:00'), version: 3 });
    expect((await admin.put(`/${second.id}`, { startsAt: monday('10:15'), version: 3 })).json()).toMatchObject({ code: 'APPOINTMENT_OVERLAP' });
    expect((await admin.put(`/${second.id}`, { startsAt: monday('15:00'), version: 2 })).json()).toMatchObject({ code: 'APPOINTMENT_CHANGED' });

    const confirmed = await admin.post({ status: 'confirmed', version: 1 }, `/${first.id}/status`);
    expect(confirmed.json()).toMatchObject({ data: { status: 'confirmed', version: 2 } });
    const cancelled = await admin.post({ version: 2 }, `/${first.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ messages: { en: 'Appointment cancelled' }, data: { status: 'cancelled' } });
    expect((await admin.put(`/${first.id}`, { startsAt: monday('16:00'), version: 3 })).json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED_FINAL' });
    // Its time is free again.
    expect((await admin.post({ data: visit, professionalId: proId, startsAt: monday('10:00') })).statusCode).toBe(201);

    expect((await auditOf(t, first.id)).map((entry) => entry.event_type)).toEqual(['appointment.create', 'appointment.status', 'appointment.cancel']);
    expect((await auditOf(t, second.id)).map((entry) => entry.event_type)).toEqual(['appointment.create', 'appointment.update', 'appointment.update']);
  });

  it('refuses times outside working hours, in the past, and bad data, with the reason in Hebrew and English', async () => {
    const admin = calendarApi(await t.signIn('admin@medical.example.com'));
    const early = await admin.post({ data: visit, startsAt: monday('07:30') });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'APPOINTMENT_OUTSIDE_HOURS', messages: { en: 'The appointment is outside the office’s working hours (08:00–18:00)', he: 'התור מחוץ לשעות הפעילות של המשרד (08:00–18:00)' } });
    expect((await admin.post({ data: visit, startsAt: monday('17:45') })).json()).toMatchObject({ code: 'APPOINTMENT_OUTSIDE_HOURS' });
    expect((await admin.post({ data: visit, startsAt: '2030-01-12T15:00:00Z' })).json()).toMatchObject({ code: 'APPOINTMENT_OUTSIDE_HOURS' });
    const past = await admin.post({ data: visit, startsAt: '2030-01-04T15:00:00Z' });
    expect(past.json()).toMatchObject({ code: 'APPOINTMENT_IN_PAST', messages: { en: 'The time chosen for the appointment has already passed' } });
    expect((await admin.post({ data: visit, startsAt: monday('12:00'), endsAt: monday('11:00') })).json()).toMatchObject({ code: 'APPOINTMENT_ENDS_BEFORE_START' });
    const invalid = await admin.post({ data: { appointmentType: 'astrology', bogus: 1 }, startsAt: monday('12:00') });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INVALID_APPOINTMENT_DATA' });
    expect(invalid.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining([expect.stringMatching(/^data/)]));
    expect((await admin.post({ data: visit, startsAt: monday('12:00'), clientId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ errors: [{ field: 'clientId' }] });
    expect((await admin.get(`?from=${encodeURIComponent(monday('00:00'))}&to=${encodeURIComponent('2030-06-01T00:00:00Z')}`)).json()).toMatchObject({ code: 'APPOINTMENT_RANGE_INVALID' });
  });

  it('holds the overlap in the database when two bookings race', async () => {
    const agent = await t.signIn('admin@medical.example.com');
    const admin = calendarApi(agent);
    const answers = await Promise.all([admin.post({ data: visit, professionalId: proId, startsAt: monday('16:00') }), admin.post({ data: visit, professionalId: proId, startsAt: monday('16:10') })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets each role do what the office’s permissions say, and keeps offices apart', async () => {
    const admin = calendarApi(await t.signIn('admin@medical.example.com'));
    const made = (await admin.post({ data: visit, professionalId: proId, startsAt: monday('17:00') })).json().data;
    const billing = calendarApi(await signInMemberAs(t, 'medical', 'calendar-billing', 'user', 'billing-clerk'));
    expect((await billing.get(`/${made.id}`)).statusCode).toBe(200);
    expect((await billing.post({ version: 1 }, `/${made.id}/cancel`)).json()).toMatchObject({ code: 'APPOINTMENTS_READ_ONLY' });
    const records = calendarApi(await signInMemberAs(t, 'medical', 'calendar-records', 'user', 'records'));
    expect((await records.get(`/${made.id}`)).json()).toMatchObject({ code: 'APPOINTMENTS_FORBIDDEN' });
    const viewingDoctor = calendarApi(await signInMemberAs(t, 'medical', 'calendar-viewer', 'viewer', 'doctor'));
    expect((await viewingDoctor.post({ data: visit, startsAt: monday('12:00') })).statusCode).toBe(403);
    expect((await calendarApi(await t.signIn('admin@medical.example.com'), 'matters').get(`?from=${encodeURIComponent(monday('00:00'))}&to=${encodeURIComponent(monday('23:00'))}`)).json()).toMatchObject({ code: 'CALENDAR_MODULE_NOT_FOUND' });

    const insurance = calendarApi(await t.signIn('admin@insurance.example.com'));
    expect((await insurance.get(`/${made.id}`)).statusCode).toBe(404);
    expect((await insurance.post({ version: 1 }, `/${made.id}/cancel`)).statusCode).toBe(404);
    expect((await admin.get(`/${made.id}`)).json().data.status).toBe('scheduled');
  });
});
