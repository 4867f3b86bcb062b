import { notifications } from '../../../notifications/notifications';

/** Fills the tab's notification store (the one the header bell reads) with a few, the newest first; one is read. */
export function seedNotifications(): void {
  notifications.clear();
  notifications.notify({ message: 'The import finished: 120 records added', severity: 'success', title: 'Import finished' });
  const read = notifications.notify({ message: 'A document failed the virus check', severity: 'error', action: { label: 'Open', href: '/documents' } });
  notifications.markRead(read.id);
  notifications.notify({ message: 'דנה לוי קבעה פגישה למחר', severity: 'info', action: { label: 'פתיחה', href: '/clients/c-1' } });
  notifications.notify({ message: 'הגיבוי הלילי הושלם', severity: 'success' });
}
