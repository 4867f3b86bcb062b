import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './notification-store';
import { notificationTexts } from './notification-texts';
import { createServerNotificationSync, type EventStream, type ServerNotification } from './server-notifications';

const notice = (id: string, en: string, createdAt: string, read = false): ServerNotification => ({
  id,
  severity: 'info',
  kind: 'task_assigned',
  title: { he: 'משימה חדשה', en: 'New task', es: 'Nueva tarea' },
  message: { he: `עברית ${en}`, en, es: `es ${en}` },
  link: '/tasks',
  recordId: null,
  read,
  createdAt,
});

/** A fake server: the calls it got, the first page it answers, and the stream it opened. */
function fakeServer(page: ServerNotification[]) {
  const calls: string[] = [];
  const listeners: ((event: MessageEvent<string>) => void)[] = [];
  const urls: string[] = [];
  let closed = 0;
  const api = {
    get: async <T,>(path: string) => {
      calls.push(`GET ${path}`);
      return { data: page } as T;
    },
    post: async <T,>(path: string) => {
      calls.push(`POST ${path}`);
      return {} as T;
    },
  };
  const openStream = (url: string): EventStream => {
    urls.push(url);
    return { addEventListener: (_type, listener) => listeners.push(listener), close: () => (closed += 1) };
  };
  const push = (item: ServerNotification) => listeners.forEach((listener) => listener(new MessageEvent('notification', { data: JSON.stringify(item) })));
  return { api, openStream, calls, urls, push, closed: () => closed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the server notifications sync', () => {
  it('lists the first page quietly, adds each streamed one for a toast, and saves reading on the server', async () => {
    const store = createNotificationStore();
    const own = store.notify({ message: 'Saved', severity: 'success' });
    const server = fakeServer([notice('b', 'second', '2026-11-26T10:00:01Z'), notice('a', 'first', '2026-11-26T10:00:00Z', true)]);
    const sync = createServerNotificationSync({ store, api: server.api, openStream: server.openStream });

    sync.start('tenant-1');
    await settle();
    expect(server.urls).toEqual(['/api/notifications/stream?tenant=tenant-1']);
    expect(server.calls).toEqual(['GET /notifications?limit=20']);
    expect(store.getSnapshot().map((item) => [item.id, item.read, item.isQuiet ?? false])).toEqual([
      [own.id, false, false],
      ['b', false, true],
      ['a', true, true],
    ]);

    // Made a second after the office's own notice: made in the same millisecond, the two would tie in the newest-first
    // order, and either could come first (a fresh-clone run on a quick moment had the own notice first).
    server.push(notice('c', 'third', new Date(Date.now() + 1_000).toISOString()));
    expect(store.getSnapshot()[0]).toMatchObject({ id: 'c', isFromServer: true, read: false, message: 'third' });
    expect(store.getSnapshot()[0]!.isQuiet).toBeUndefined();
    expect(notificationTexts(store.getSnapshot()[0]!, 'he')).toEqual({ title: 'משימה חדשה', message: 'עברית third' });
    expect(notificationTexts(store.getSnapshot()[0]!, 'es')).toEqual({ title: 'Nueva tarea', message: 'es third' });
    expect(notificationTexts(own, 'he')).toEqual({ message: 'Saved' });

    sync.markRead('c');
    sync.markRead(own.id);
    sync.markRead('a');
    expect(server.calls).toEqual(['GET /notifications?limit=20', 'POST /notifications/c/read']);
    sync.markAllRead();
    expect(server.calls.at(-1)).toBe('POST /notifications/read-all');
    expect(store.unreadCount()).toBe(0);

    sync.stop();
    expect(server.closed()).toBe(1);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([own.id]);
  });

  it('opens one stream per office and none twice for the same one', async () => {
    const server = fakeServer([]);
    const sync = createServerNotificationSync({ store: createNotificationStore(), api: server.api, openStream: server.openStream });
    sync.start('one');
    sync.start('one');
    sync.start('two');
    await settle();
    expect(server.urls).toEqual(['/api/notifications/stream?tenant=one', '/api/notifications/stream?tenant=two']);
    expect(server.closed()).toBe(1);
  });
});
