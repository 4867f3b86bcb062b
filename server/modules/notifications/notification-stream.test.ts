import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { idsOf } from '../tasks/tasks.test-support';
import { insertNotification, openStream, waitUntil } from './notifications.test-support';

describe.each(testDatabaseKinds())('the notifications stream on $kind', (kind) => {
  let t: TestApp;
  // Who writes the notifications: on PostgreSQL a pool of its own, as another server process would be; PGlite is one connection.
  let writer: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestApp(kind);
    writer = t.database;
    if (t.database.kind === 'postgres' && process.env.TEST_DATABASE_URL) {
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name}`;
      writer = await openDatabase({ url: url.toString() });
    }
  });
  afterAll(async () => {
    if (writer !== t?.database) await writer?.close();
    await t?.close();
  });

  it('pushes each new notification of mine, written elsewhere, and never another member’s or another office’s', async () => {
    const { tenantId, userId: me } = await idsOf(t, 'legal', 'pro@legal.example.com');
    const { userId: colleague } = await idsOf(t, 'legal', 'admin@legal.example.com');
    const { tenantId: otherOffice } = await idsOf(t, 'insurance');
    const stream = await openStream(t.app, await t.signIn('pro@legal.example.com'));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    await waitUntil(() => stream.events.some((event) => event.retry !== undefined));

    const first = await insertNotification(writer.db, tenantId, me!, 'first');
    await waitUntil(() => stream.notifications().length === 1);
    expect(stream.notifications()[0]).toMatchObject({ id: first, severity: 'warning', message: { en: 'first' }, read: false, link: '/tasks' });

    await insertNotification(writer.db, tenantId, colleague!, 'a colleague’s');
    // The same member's id in an office they are not acting in (here, not even a member of).
    await insertNotification(writer.db, otherOffice, me!, 'another office’s');
    const last = await insertNotification(writer.db, tenantId, me!, 'last');
    await waitUntil(() => stream.notifications().length >= 2);
    expect(stream.notifications().map((item) => item.id)).toEqual([first, last]);
    stream.close();
  });

  it('resumes from Last-Event-ID with what was written while away, then goes on live', async () => {
    const { tenantId, userId: me } = await idsOf(t, 'realestate', 'pro@realestate.example.com');
    const agent = await t.signIn('pro@realestate.example.com');
    const before = await openStream(t.app, agent);
    await waitUntil(() => before.events.length > 0);
    await insertNotification(writer.db, tenantId, me!, 'seen');
    await waitUntil(() => before.notifications().length === 1);
    const lastEventId = before.notifications()[0]!.eventId;
    before.close();

    const missed1 = await insertNotification(writer.db, tenantId, me!, 'missed 1');
    const missed2 = await insertNotification(writer.db, tenantId, me!, 'missed 2');
    const after = await openStream(t.app, agent, { 'last-event-id': lastEventId });
    await waitUntil(() => after.notifications().length === 2);
    const live = await insertNotification(writer.db, tenantId, me!, 'live');
    await waitUntil(() => after.notifications().length === 3);
    expect(after.notifications().map((item) => item.id)).toEqual([missed1, missed2, live]);
    after.close();
  });

  it('refuses a caller without a session or not asking for a stream, and ends open streams when the server shuts down', async () => {
    const anonymous = await fetch(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/notifications/stream`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    const notAsking = await (await t.signIn('admin@medical.example.com')).request({ method: 'GET', url: '/api/notifications/stream', headers: { accept: 'application/json' } });
    expect(notAsking.statusCode).toBe(406);
    expect(notAsking.json()).toMatchObject({ code: 'NOTIFICATION_STREAM_ONLY', messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/event stream/) } });
    const stream = await openStream(t.app, await t.signIn('admin@medical.example.com'));
    await waitUntil(() => stream.events.length > 0);
    await t.app.close();
    await waitUntil(() => stream.isEnded());
  });
});
