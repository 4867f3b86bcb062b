import type { AppNotification, NotificationStore, NotificationTexts, Severity } from './notification-store';
import { toastDuration } from './notification-store';

/** A notification as the server answers it (GET /api/notifications, the stream's events). */
export interface ServerNotification {
  id: string;
  severity: Severity;
  kind: string;
  title: NotificationTexts | null;
  message: NotificationTexts;
  link: string | null;
  recordId: string | null;
  read: boolean;
  createdAt: string;
}

/** What the sync calls the server with: the tab's API client's get and post. */
export interface NotificationsApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/** The part of an EventSource the sync uses. */
export interface EventStream {
  addEventListener(type: 'notification', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Keeps the tab's notification store in step with the member's notifications on the server. */
export interface ServerNotificationSync {
  /** Loads the first page and opens the stream, for the office the tab acts in; again for another office. */
  start(tenantId: string): void;
  /** Closes the stream and forgets the server's notifications (signing out). */
  stop(): void;
  /** Reads one, here and (for the server's) on the server. */
  markRead(id: string): void;
  /** Reads all, here and on the server. */
  markAllRead(): void;
}

/** A server notification as the store keeps it; `isQuiet` for those listed without a toast. */
export function fromServer(item: ServerNotification, isQuiet: boolean): AppNotification {
  return {
    id: item.id,
    message: item.message.en,
    ...(item.title ? { title: item.title.en } : {}),
    severity: item.severity,
    duration: toastDuration(item.severity),
    ...(item.link ? { action: { label: '', href: item.link } } : {}),
    timestamp: Date.parse(item.createdAt),
    read: item.read,
    isFromServer: true,
    texts: { title: item.title, message: item.message },
    ...(isQuiet ? { isQuiet: true } : {}),
  };
}

/**
 * Creates the sync: the first page of the member's notifications when the tab signs in (listed, no toast), then
 * each new one from the stream (a toast); the browser's EventSource reconnects by itself, sending the last event's
 * id so the server sends what was missed. Reading saves to the server; a failed save leaves the next load to tell.
 */
export function createServerNotificationSync({ store, api, openStream }: { store: NotificationStore; api: NotificationsApi; openStream: (url: string) => EventStream }): ServerNotificationSync {
  let stream: EventStream | null = null;
  let current: string | null = null;
  const ignore = () => undefined;
  const stop = () => {
    stream?.close();
    stream = null;
    current = null;
    store.removeFromServer();
  };
  return {
    start(tenantId) {
      if (current === tenantId) return;
      stop();
      current = tenantId;
      const opened = openStream(`/api/notifications/stream?tenant=${encodeURIComponent(tenantId)}`);
      stream = opened;
      opened.addEventListener('notification', (event) => {
        if (stream !== opened) return;
        try {
          store.mergeFromServer([fromServer(JSON.parse(event.data) as ServerNotification, false)]);
        } catch {
          // Not a notification: nothing to show.
        }
      });
      api
        .get<{ data: ServerNotification[] }>('/notifications?limit=20')
        .then((page) => {
          if (stream === opened) store.mergeFromServer(page.data.map((item) => fromServer(item, true)));
        })
        .catch(ignore);
    },
    stop,
    markRead(id) {
      const item = store.getSnapshot().find((candidate) => candidate.id === id);
      store.markRead(id);
      if (item?.isFromServer && !item.read) api.post(`/notifications/${encodeURIComponent(id)}/read`).catch(ignore);
    },
    markAllRead() {
      const hasServerUnread = store.getSnapshot().some((item) => item.isFromServer && !item.read);
      store.markAllRead();
      if (hasServerUnread) api.post('/notifications/read-all').catch(ignore);
    },
  };
}
