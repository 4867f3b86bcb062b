import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../../notifications/notifications';
import { fromServer } from '../../../notifications/server-notifications';
import { WidgetSandbox } from '../../WidgetSandbox';
import { seedNotifications } from './notification-fixtures';
import { NotificationsWidget } from './NotificationsWidget';

const placement = { id: 'notifications', type: 'notifications', position: { x: 0, y: 0, w: 4, h: 3 } };

function renderWidget(config: { limit?: number; unreadOnly?: boolean } = {}) {
  return render(
    <WidgetSandbox routes={{}}>
      <NotificationsWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

const items = () => within(screen.getByTestId('notifications-widget')).getAllByRole('listitem');

beforeEach(() => seedNotifications());

describe('the notifications widget', () => {
  it("lists the tab's notifications newest first, unread ones marked, with their links and time", () => {
    renderWidget();
    expect(items().map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true', 'false']);
    expect(items()[0]!.textContent).toContain('הגיבוי הלילי הושלם');
    expect(within(items()[1]!).getByRole('link', { name: 'דנה לוי קבעה פגישה למחר' }).getAttribute('href')).toBe('/clients/c-1');
    expect(within(items()[0]!).getByText('לא נקראה')).toBeTruthy();
    expect(items()[0]!.querySelector('bdi')?.textContent).toBe('לפני פחות משעה');
    // A title, when there is one, stands for the message.
    expect(items()[3]!.textContent).toContain('Import finished');
  });

  it('reads one on a click, and all at once', () => {
    renderWidget();
    fireEvent.click(within(items()[0]!).getByRole('button'));
    expect(items()[0]!.getAttribute('data-read')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'סימון הכול כנקרא' }));
    expect(items().every((item) => item.getAttribute('data-read') === 'true')).toBe(true);
    expect((screen.getByRole('button', { name: 'סימון הכול כנקרא' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps to the limit, and to the unread ones when configured', () => {
    const { unmount } = renderWidget({ limit: 2 });
    expect(items()).toHaveLength(2);
    unmount();
    renderWidget({ unreadOnly: true });
    expect(items()).toHaveLength(3);
  });

  it("shows the server's notifications in the reader's language, not the English kept beside them", () => {
    const texts = { he: 'בקשתך להעביר את התיק אושרה', en: 'Your request to move the matter was approved', es: 'Se aprobó su solicitud' };
    act(() => notifications.mergeFromServer([fromServer({ id: 'srv-1', severity: 'success', kind: 'approval', title: null, message: texts, link: '/matters/m-1', recordId: null, read: false, createdAt: new Date().toISOString() }, true)]));
    renderWidget({ limit: 10 });
    expect(screen.getByRole('link', { name: texts.he }).getAttribute('href')).toBe('/matters/m-1');
    expect(screen.queryByText(texts.en)).toBeNull();
  });

  it('shows a notification raised while it is open', () => {
    renderWidget();
    act(() => void notifications.notify({ message: 'Something new' }));
    expect(items()[0]!.textContent).toContain('Something new');
  });

  it('says when there are none, or none unread, in English too', async () => {
    act(() => notifications.markAllRead());
    const { unmount } = renderWidget({ unreadOnly: true });
    expect(screen.getByText('אין התראות שלא נקראו')).toBeTruthy();
    unmount();
    await i18next.changeLanguage('en');
    act(() => notifications.clear());
    renderWidget();
    expect(screen.getByText('No notifications')).toBeTruthy();
  });
});
