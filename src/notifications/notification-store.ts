/** How much a notification matters (spec 1 §9). */
export type Severity = 'success' | 'error' | 'warning' | 'info';

/** Something to do from a notification: a link or a call. */
export interface NotificationAction {
  label: string;
  href?: string;
  run?: () => void;
}

/** A text in every language the server writes: a server notification's title or message. */
export interface NotificationTexts {
  he: string;
  en: string;
  es?: string;
}

/** A notification (spec 1 §9): what was said, how it matters, when, and whether it was read. */
export interface AppNotification {
  id: string;
  message: string;
  severity: Severity;
  title?: string;
  /** How long its toast shows, in milliseconds. */
  duration: number;
  action?: NotificationAction;
  timestamp: number;
  read: boolean;
  /** A notification the server keeps (its id the server's): reading it is saved there. */
  isFromServer?: boolean;
  /** The server's title and message in every language: shown in the reader's. */
  texts?: { title: NotificationTexts | null; message: NotificationTexts };
  /** Listed without a toast (the server's notifications already there when the tab signed in). */
  isQuiet?: boolean;
}

/** Where a toast is raised: the in-app helper, or the notification context (which keeps errors up longer). */
export type ToastSource = 'app' | 'context';

/** At most this many are kept, newest first. */
export const NOTIFICATION_LIMIT = 100;

/** Toast durations of spec 1 §9: 6000 ms by default, success 4000, error 6000 in the app or 8000 in the notification context. */
export function toastDuration(severity: Severity, source: ToastSource = 'app'): number {
  if (severity === 'success') return 4000;
  if (severity === 'error') return source === 'context' ? 8000 : 6000;
  return 6000;
}

/** What raising a notification takes. */
export interface NewNotification {
  message: string;
  severity?: Severity;
  title?: string;
  duration?: number;
  action?: NotificationAction;
}

/** The notifications of a browser tab, readable by React through useSyncExternalStore. */
export interface NotificationStore {
  notify(notification: NewNotification, source?: ToastSource): AppNotification;
  /** Read by a click on it. */
  markRead(id: string): void;
  markAllRead(): void;
  /** Closing its toast reads it. */
  dismissToast(id: string): void;
  remove(id: string): void;
  clear(): void;
  /** Adds the server's notifications, or updates those already here (by id); newest first. */
  mergeFromServer(items: readonly AppNotification[]): void;
  /** Forgets the server's notifications (signing out), keeping the tab's own. */
  removeFromServer(): void;
  getSnapshot(): readonly AppNotification[];
  unreadCount(): number;
  subscribe(listener: () => void): () => void;
}

/** Creates a store; `now` and `newId` may be given for tests. */
export function createNotificationStore({ now = Date.now, newId = () => crypto.randomUUID() }: { now?: () => number; newId?: () => string } = {}): NotificationStore {
  let items: readonly AppNotification[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly AppNotification[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const setRead = (predicate: (item: AppNotification) => boolean) => {
    if (!items.some((item) => predicate(item) && !item.read)) return;
    publish(items.map((item) => (predicate(item) && !item.read ? { ...item, read: true } : item)));
  };
  return {
    notify(input, source = 'app') {
      const severity = input.severity ?? 'info';
      const notification: AppNotification = {
        id: newId(),
        message: input.message,
        severity,
        ...(input.title ? { title: input.title } : {}),
        duration: input.duration ?? toastDuration(severity, source),
        ...(input.action ? { action: input.action } : {}),
        timestamp: now(),
        read: false,
      };
      publish([notification, ...items].slice(0, NOTIFICATION_LIMIT));
      return notification;
    },
    markRead: (id) => setRead((item) => item.id === id),
    markAllRead: () => setRead(() => true),
    dismissToast: (id) => setRead((item) => item.id === id),
    remove: (id) => {
      if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
    },
    clear: () => {
      if (items.length > 0) publish([]);
    },
    mergeFromServer(incoming) {
      if (incoming.length === 0) return;
      const byId = new Map(incoming.map((item) => [item.id, item]));
      // One already here keeps being read once read in this tab, whatever an older copy says.
      const kept = items.map((item) => {
        const fresh = byId.get(item.id);
        if (!fresh) return item;
        byId.delete(item.id);
        return { ...fresh, read: fresh.read || item.read, isQuiet: item.isQuiet ?? fresh.isQuiet };
      });
      publish([...kept, ...byId.values()].sort((a, b) => b.timestamp - a.timestamp).slice(0, NOTIFICATION_LIMIT));
    },
    removeFromServer: () => {
      if (items.some((item) => item.isFromServer)) publish(items.filter((item) => !item.isFromServer));
    },
    getSnapshot: () => items,
    unreadCount: () => items.filter((item) => !item.read).length,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
