import { describe, expect, it } from 'vitest';
import { createNotificationStore, NOTIFICATION_LIMIT, toastDuration } from './notification-store';

const store = () => {
  let clock = 1_000;
  let id = 0;
  return createNotificationStore({ now: () => (clock += 1), newId: () => `n${(id += 1)}` });
};

describe('notifications (spec 1 §9)', () => {
  it('shows toasts 6000 ms by default, success 4000, errors 6000 in the app and 8000 in the notification context', () => {
    expect([toastDuration('info'), toastDuration('warning'), toastDuration('success'), toastDuration('error'), toastDuration('error', 'context')]).toEqual([6000, 6000, 4000, 6000, 8000]);
    const notifications = store();
    expect(notifications.notify({ message: 'Saved', severity: 'success' }).duration).toBe(4000);
    expect(notifications.notify({ message: 'Failed', severity: 'error' }, 'context').duration).toBe(8000);
    expect(notifications.notify({ message: 'Custom', duration: 1234 }).duration).toBe(1234);
    expect(notifications.notify({ message: 'Plain' })).toMatchObject({ severity: 'info', duration: 6000, read: false });
  });

  it('keeps at most 100, newest first', () => {
    const notifications = store();
    for (let index = 0; index < NOTIFICATION_LIMIT + 5; index += 1) notifications.notify({ message: `m${index}` });
    const items = notifications.getSnapshot();
    expect(items).toHaveLength(100);
    expect(items[0]!.message).toBe('m104');
    expect(items.at(-1)!.message).toBe('m5');
    expect(items[0]!.timestamp).toBeGreaterThan(items[1]!.timestamp);
  });

  it('reads one by a click or by dismissing its toast, all by mark all read, and counts the unread', () => {
    const notifications = store();
    const first = notifications.notify({ message: 'a' });
    const second = notifications.notify({ message: 'b' });
    notifications.notify({ message: 'c' });
    expect(notifications.unreadCount()).toBe(3);
    notifications.markRead(first.id);
    notifications.dismissToast(second.id);
    expect(notifications.unreadCount()).toBe(1);
    notifications.markAllRead();
    expect(notifications.unreadCount()).toBe(0);
    expect(notifications.getSnapshot().every((item) => item.read)).toBe(true);
  });

  it('tells its subscribers of every change and of nothing else, with a new snapshot each time', () => {
    const notifications = store();
    let calls = 0;
    const unsubscribe = notifications.subscribe(() => (calls += 1));
    const before = notifications.getSnapshot();
    const item = notifications.notify({ message: 'x' });
    expect(notifications.getSnapshot()).not.toBe(before);
    notifications.markRead(item.id);
    notifications.markRead(item.id);
    notifications.markAllRead();
    notifications.remove('unknown');
    expect(calls).toBe(2);
    notifications.remove(item.id);
    notifications.clear();
    expect(calls).toBe(3);
    unsubscribe();
    notifications.notify({ message: 'y' });
    expect(calls).toBe(3);
  });
});
