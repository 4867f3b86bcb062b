import { useCallback, useSyncExternalStore } from 'react';
import { createNotificationStore, type AppNotification, type NewNotification, type ToastSource } from './notification-store';

/** The tab's notifications: toasts and the notification drawer read the same list. */
export const notifications = createNotificationStore();

/** The notifications, newest first, re-rendering on change. */
export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, notifications.getSnapshot);
}

/** Raises a notification: its toast shows at once and it stays in the drawer. */
export function useNotify(): (notification: NewNotification, source?: ToastSource) => AppNotification {
  return useCallback((notification, source) => notifications.notify(notification, source), []);
}
