import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock } from '../../jobs/clock';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { clientIn, systemContextIn } from '../records/records.test-support';

// The medical demo office works Monday to Friday, 08:00–18:00 in New York; the insurance one Sunday to Thursday,
// 08:30–17:30 in Jerusalem. The server's clock stands on Sunday 6 January 2030 at noon in New York. Neither office
// type lets its calendar out (settings.scheduling.calendarSync is false): both offices here turn it on, as an office
// admin does, and the veterinary office keeps it off.
const NOW = new Date('2030-01-06T17:00:00Z');
const visit = { appointmentType: 'consultation', preferredDate: '2030-01-07', preferredTime: 'morning' };
const review = { meetingType: 'policy-review', date: '2030-01-07', time: '10:00', channel: 'office' };

/** The events of an iCalendar text, read back by an independent parser (ical.js): their UIDs and titles. */
function eventsOf(text: string): { uid: string; summary: string; status: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => ({ uid: String(event.getFirstPropertyValue('uid')), summary: String(event.getFirstPropertyValue('summary')), status: String(event.getFirstPropertyValue('status')) }));
}

const pathOf = (url: string) => new URL(url).pathname;

// Issue 21: a member's secret calendar feed — made, replaced, revoked and read by its address alone, one office's only.
describe.each(testDatabaseKinds())('the calendar feed on $kind', (kind) => {
  let t: TestApp;
  let restoreClock: () => void;
  let pro: TestAgent;
  let proId: string;
  const booked: Record<string, string> = {};

  const book = async (agent: TestAgent, module: string, payload: Record<string, unknown>) => {
    const answer = await agent.request({ method: 'POST', url: `/api/calendar/${module}`, payload, csrf: true });
    expect(answer.statusCode).toBe(201);
    return answer.json().data.id as string;
  };

  beforeAll(async () => {
    restoreClock = useTestClock(NOW).restore;
    t = await createTestApp(kind);
    await t.database.db
      .updateTable('tenants')
      .set({ overrides: sql`jsonb_set(overrides, '{settings}', coalesce(overrides -> 'settings', '{}'::jsonb) || '{"scheduling": {"calendarSync": true}}'::jsonb)` })
      .where('slug', 'in', ['medical', 'insurance'])
      .execute();
    const clientId = await clientIn(t, await systemContextIn(t, 'medical'), 'Maya');
    proId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'pro@medical.example.com').executeTakeFirstOrThrow()).id;
    pro = await t.signIn('pro@medical.example.com');
    const admin = await t.signIn('admin@medical.example.com');
    booked.own = await book(pro, 'appointments', { data: visit, clientId, startsAt: '2030-01-07T15:00:00Z' });
    booked.ownLater = await book(admin, 'appointments', { data: visit, clientId, professionalId: proId, startsAt: '2030-03-04T15:00:00Z' });
    booked.admins = await book(admin, 'appointments', { data: visit, startsAt: '2030-01-07T16:00:00Z' });
    // Beyond 180 days ahead: not in the feed.
    booked.tooFar = await book(pro, 'appointments', { data: visit, startsAt: '2030-09-02T15:00:00Z' });
    booked.otherOffice = await book(await t.signIn('pro@insurance.example.com'), 'appointments', { data: review, startsAt: '2030-01-07T08:00:00Z' });
  });
  afterAll(async () => {
    restoreClock?.();
    await t?.close();
  });

  it('makes a secret address of the member’s own appointments, shown once, kept only as a hash, and audited', async () => {
    expect((await pro.request({ method: 'GET', url: '/api/calendar-feed' })).json()).toEqual({ success: true, data: { hasFeed: false, createdAt: null } });
    const made = await pro.request({ method: 'POST', url: '/api/calendar-feed', csrf: true });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const { url, createdAt } = made.json().data;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await pro.request({ method: 'GET', url: '/api/calendar-feed' })).json().data).toEqual({ hasFeed: true, createdAt });

    const feed = await t.anonymous().request({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.uid).sort()).toEqual([`${booked.own}@lishka`, `${booked.ownLater}@lishka`].sort());
    expect(events.find((event) => event.uid === `${booked.own}@lishka`)).toMatchObject({ summary: 'תור · Maya Cohen', status: 'TENTATIVE' });

    const token = pathOf(url).split('/').pop()!.replace('.ics', '');
    const stored = await t.database.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Buffer.from(stored[0]!.token_hash).toString('hex')).toHaveLength(64);
    const audits = await t.database.db.selectFrom('audit_log').select(['event_type', 'user_id', 'entity_type']).where('event_type', 'like', 'calendar_feed.%').execute();
    expect(audits).toEqual([{ event_type: 'calendar_feed.create', user_id: proId, entity_type: 'calendar_feed' }]);
  });

  it('revokes the old address when a new one is made, and on request; a revoked or unknown address answers 404', async () => {
    const first = pathOf((await pro.request({ method: 'POST', url: '/api/calendar-feed', csrf: true })).json().data.url);
    const second = pathOf((await pro.request({ method: 'POST', url: '/api/calendar-feed', csrf: true })).json().data.url);
    const visitor = t.anonymous();
    expect((await visitor.request({ method: 'GET', url: first })).json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND', messages: { en: 'This calendar address is not valid or was revoked' } });
    expect((await visitor.request({ method: 'GET', url: second })).statusCode).toBe(200);

    const revoked = await pro.request({ method: 'DELETE', url: '/api/calendar-feed', csrf: true });
    expect(revoked.json()).toMatchObject({ success: true, messages: { en: 'Your calendar address was revoked' }, data: { hasFeed: false, createdAt: null } });
    expect((await visitor.request({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await pro.request({ method: 'DELETE', url: '/api/calendar-feed', csrf: true })).json()).toMatchObject({ code: 'CALENDAR_FEED_NONE' });
    expect((await visitor.request({ method: 'GET', url: `/api/calendar-feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);

    // Each address made (three so far) and each revoked (two replaced, one on request), by its owner.
    const events = await t.database.db.selectFrom('audit_log').select('event_type').where('event_type', 'like', 'calendar_feed.%').where('user_id', '=', proId).execute();
    expect(events.filter((event) => event.event_type === 'calendar_feed.create')).toHaveLength(3);
    expect(events.filter((event) => event.event_type === 'calendar_feed.revoke')).toHaveLength(3);
  });

  it('shows each office’s feed only its own member’s appointments', async () => {
    const medical = pathOf((await pro.request({ method: 'POST', url: '/api/calendar-feed', csrf: true })).json().data.url);
    const agent = await t.signIn('pro@insurance.example.com');
    const insurance = pathOf((await agent.request({ method: 'POST', url: '/api/calendar-feed', csrf: true })).json().data.url);
    const visitor = t.anonymous();
    const medicalUids = eventsOf((await visitor.request({ method: 'GET', url: medical })).body).map((event) => event.uid);
    const insuranceUids = eventsOf((await visitor.request({ method: 'GET', url: insurance })).body).map((event) => event.uid);
    expect(insuranceUids).toEqual([`${booked.otherOffice}@lishka`]);
    expect(medicalUids).not.toContain(`${booked.otherOffice}@lishka`);
    expect(medicalUids).not.toContain(`${booked.admins}@lishka`);
    expect(medicalUids).not.toContain(`${booked.tooFar}@lishka`);
    // One office's member never sees another's feed row, even by asking the table.
    expect((await agent.request({ method: 'GET', url: '/api/calendar-feed' })).json().data.hasFeed).toBe(true);
  });

  it('refuses a feed in an office that does not let its calendar out, in the user’s language, and makes none', async () => {
    const vet = await t.signIn('pro@vet.example.com');
    const refused = await vet.request({ method: 'POST', url: '/api/calendar-feed', csrf: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CALENDAR_SYNC_OFF', messages: { en: expect.stringMatching(/does not sync its calendar/), es: expect.stringMatching(/no sincroniza/) } });
    expect((await vet.request({ method: 'GET', url: '/api/calendar-feed' })).statusCode).toBe(403);
    const tenant = await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'vet').executeTakeFirstOrThrow();
    expect(await t.database.db.selectFrom('calendar_feeds').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
  });

  it('refuses bad input and callers without a session or office', async () => {
    const visitor = t.anonymous();
    expect((await visitor.request({ method: 'GET', url: '/api/calendar-feed' })).statusCode).toBe(401);
    expect((await visitor.request({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
    expect((await visitor.request({ method: 'GET', url: '/api/calendar-feed/short.ics' })).statusCode).toBe(400);
    expect((await visitor.request({ method: 'GET', url: `/api/calendar-feed/${'A'.repeat(43)}.txt` })).statusCode).toBe(400);
    // A change without its CSRF token changes nothing.
    expect((await pro.request({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(403);
    expect((await pro.request({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(403);
    expect((await pro.request({ method: 'POST', url: '/api/calendar-feed', payload: { token: 'mine' }, csrf: true })).statusCode).toBeLessThan(500);
  });
});
