import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock } from '../../jobs/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { clientIn, signInMemberAs, systemContextIn } from '../records/records.test-support';

// The legal demo office works Monday to Friday, 09:00–18:00 in Chicago (UTC-6 in January); its booking form has a
// location. The server's clock stands on Sunday 6 January 2030.
const NOW = new Date('2030-01-06T17:00:00Z');
const monday = (time: string) => new Date(`2030-01-07T${time}:00-06:00`).toISOString();
const meeting = { meetingType: 'consultation', attorney: 'Noam Pro', date: '2030-01-07', time: '10:00', duration: 60, location: 'court' };

/** The one VEVENT of an iCalendar text, read back by an independent parser (ical.js). */
function onlyEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

// Issue 21: one appointment as an .ics file, with the checks of reading it.
describe.each(testDatabaseKinds())('an appointment’s .ics on $kind', (kind) => {
  let t: TestApp;
  let restoreClock: () => void;
  let appointmentId: string;

  beforeAll(async () => {
    restoreClock = useTestClock(NOW).restore;
    t = await createTestApp(kind);
    const clientId = await clientIn(t, await systemContextIn(t, 'legal'), 'Maya; "Semi, colon"');
    const admin = await t.signIn('admin@legal.example.com');
    const booked = await admin.request({ method: 'POST', url: '/api/calendar/calendar', payload: { data: meeting, clientId, startsAt: monday('10:00') }, csrf: true });
    expect(booked.statusCode).toBe(201);
    appointmentId = booked.json().data.id;
  });
  afterAll(async () => {
    restoreClock?.();
    await t?.close();
  });

  it('answers a VEVENT with its UID, UTC times, the office’s word and the client, the form’s location and its status', async () => {
    const admin = await t.signIn('admin@legal.example.com', { host: 'localhost' });
    const answer = await admin.request({ method: 'GET', url: `/api/calendar/calendar/${appointmentId}/ics`, headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${appointmentId}.ics"`);
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(answer.body).toMatch(/\r\nDTSTART:20300107T160000Z\r\n/);
    const event = onlyEvent(answer.body);
    expect(event.getFirstPropertyValue('uid')).toBe(`${appointmentId}@lishka`);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(monday('10:00'));
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(monday('11:00'));
    expect(event.getFirstPropertyValue('summary')).toBe('Meeting · Maya; "Semi, colon" Cohen');
    expect(event.getFirstPropertyValue('location')).toBe('Court');
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    // Every line within 75 octets (RFC 5545 §3.1), folded where longer.
    for (const line of answer.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const hebrew = onlyEvent((await admin.request({ method: 'GET', url: `/api/calendar/calendar/${appointmentId}/ics`, headers: { 'accept-language': 'he' } })).body);
    expect(hebrew.getFirstPropertyValue('summary')).toBe('פגישה · Maya; "Semi, colon" Cohen');
    expect(hebrew.getFirstPropertyValue('location')).toBe('בית המשפט');

    await admin.request({ method: 'POST', url: `/api/calendar/calendar/${appointmentId}/cancel`, payload: { version: 1 }, csrf: true });
    const cancelled = onlyEvent((await admin.request({ method: 'GET', url: `/api/calendar/calendar/${appointmentId}/ics` })).body);
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('is refused as reading the appointment is: no session, another office, a role that may not see it, bad input', async () => {
    const url = `/api/calendar/calendar/${appointmentId}/ics`;
    expect((await t.anonymous().request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await (await t.signIn('admin@medical.example.com')).request({ method: 'GET', url })).json()).toMatchObject({ code: 'CALENDAR_MODULE_NOT_FOUND' });
    expect((await (await t.signIn('admin@medical.example.com')).request({ method: 'GET', url: `/api/calendar/appointments/${appointmentId}/ics` })).statusCode).toBe(404);
    const legalAdmin = await t.signIn('admin@legal.example.com');
    expect((await legalAdmin.request({ method: 'GET', url: '/api/calendar/calendar/not-a-uuid/ics' })).statusCode).toBe(400);
    expect((await legalAdmin.request({ method: 'GET', url: '/api/calendar/calendar/00000000-0000-4000-8000-000000000000/ics' })).json()).toMatchObject({ code: 'APPOINTMENT_NOT_FOUND' });
    const clerk = await signInMemberAs(t, 'legal', 'ics-records', 'user', 'records');
    expect((await clerk.request({ method: 'GET', url })).json()).toMatchObject({ code: 'APPOINTMENTS_FORBIDDEN' });
    const viewer = await signInMemberAs(t, 'legal', 'ics-viewer', 'viewer', 'attorney');
    expect((await viewer.request({ method: 'GET', url })).statusCode).toBe(200);
  });
});
