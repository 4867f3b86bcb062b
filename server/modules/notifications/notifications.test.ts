import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { idsOf } from '../tasks/tasks.test-support';
import { HEBREW, insertNotification, notificationsApi } from './notifications.test-support';

describe.each(testDatabaseKinds())('notifications on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lists my own notifications newest first with the unread count, pages them, and marks one or all read', async () => {
    const { tenantId, userId: me } = await idsOf(t, 'legal', 'pro@legal.example.com');
    const { userId: colleague } = await idsOf(t, 'legal', 'admin@legal.example.com');
    const first = await insertNotification(t.database.db, tenantId, me!, 'first');
    const second = await insertNotification(t.database.db, tenantId, me!, 'second');
    const third = await insertNotification(t.database.db, tenantId, me!, 'third');
    const theirs = await insertNotification(t.database.db, tenantId, colleague!, 'theirs');
    const api = notificationsApi(await t.signIn('pro@legal.example.com'));

    const page1 = (await api.get('?limit=2')).json();
    expect(page1.data.map((item: { id: string }) => item.id)).toEqual([third, second]);
    expect(page1).toMatchObject({ unread: 3, nextCursor: expect.any(String) });
    expect(page1.data[0]).toMatchObject({ severity: 'warning', kind: 'test', title: null, message: { he: expect.stringMatching(HEBREW), en: 'third', es: 'third' }, link: '/tasks', recordId: null, read: false });
    const page2 = (await api.get(`?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toMatchObject({ data: [{ id: first }], nextCursor: null });
    expect((await api.get('?cursor=nonsense')).json()).toMatchObject({ code: 'INVALID_NOTIFICATION_CURSOR', messages: { he: expect.stringMatching(HEBREW) } });

    const read = await api.post(`/${second}/read`);
    expect(read.json()).toMatchObject({ success: true, message: 'Notification marked as read', data: { id: second, read: true } });
    expect((await api.get()).json().unread).toBe(2);
    // Another member's notification, in the same office, is not there for me.
    const refused = await api.post(`/${theirs}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'Notification not found' } });

    expect((await api.post('/read-all')).json()).toMatchObject({ message: 'All notifications marked as read', data: { count: 2 } });
    expect((await api.get()).json().unread).toBe(0);
    expect((await notificationsApi(await t.signIn('admin@legal.example.com')).get()).json()).toMatchObject({ unread: 1, data: [{ id: theirs, read: false }] });
  });
});
