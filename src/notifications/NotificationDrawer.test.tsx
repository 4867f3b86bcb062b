import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render-with-app';
import { NotificationDrawer } from './NotificationDrawer';
import { notifications } from './notifications';
import { fromServer } from './server-notifications';

const serverNotice = fromServer(
  {
    id: '6f1c2b8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f',
    severity: 'warning',
    kind: 'task_assigned',
    title: { he: 'הוקצתה לך משימה', en: 'A task was assigned to you', es: 'Se le asignó una tarea' },
    message: { he: 'לבדוק את התיק', en: 'Review the file', es: 'Revisar el expediente' },
    link: '/tasks',
    recordId: null,
    read: false,
    createdAt: new Date().toISOString(),
  },
  true,
);

describe('the notification drawer with the server’s notifications', () => {
  afterEach(async () => {
    notifications.clear();
    vi.unstubAllGlobals();
    await i18next.changeLanguage('he');
  });

  it('shows a server notification in the reader’s language beside the tab’s own, and reads and follows it on a click', async () => {
    // Signed out, the tab's API client refuses the save before it reaches the network (server-notifications.test.ts
    // follows the save itself): reading stays the tab's.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    notifications.notify({ message: 'נשמר', severity: 'success' });
    notifications.mergeFromServer([serverNotice]);
    let closed = 0;
    renderWithApp(<NotificationDrawer isOpen onClose={() => (closed += 1)} />);

    expect(await screen.findByText('הוקצתה לך משימה')).toBeTruthy();
    expect(screen.getByText('לבדוק את התיק')).toBeTruthy();
    expect(screen.getByText('נשמר')).toBeTruthy();

    fireEvent.click(screen.getByText('הוקצתה לך משימה'));
    await waitFor(() => expect(notifications.getSnapshot().find((item) => item.id === serverNotice.id)?.read).toBe(true));
    // It leads to the tasks: the drawer closes on the way there.
    expect(closed).toBe(1);

    await i18next.changeLanguage('en');
    expect(await screen.findByText('A task was assigned to you')).toBeTruthy();
    expect(screen.getByText('Review the file')).toBeTruthy();
  });
});
