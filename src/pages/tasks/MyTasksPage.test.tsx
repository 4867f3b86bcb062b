import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { recordsStrings } from '../../i18n/locales/records';
import { memberDirectory, paralegal } from '../records/member-fixtures';
import { tasksStrings } from '../../i18n/locales/tasks';
import { notifications } from '../../notifications/notifications';
import { MyTasksPage } from './MyTasksPage';
import { task, taskPage } from './task-fixtures';

const calls = vi.hoisted(() => ({ post: vi.fn() }));
const signedIn = vi.hoisted(() => ({ phase: 'signed-in', user: { role: 'user' as string } }));
vi.mock('../../app/session', () => ({ api: calls, authStore: { subscribe: () => () => undefined, getSnapshot: () => signedIn } }));
registerStrings('tasks', tasksStrings);
registerStrings('records', recordsStrings);

function renderPage(path = '/tasks') {
  const asked: string[] = [];
  const tasks = (_path: string, query: URLSearchParams) => {
    asked.push(query.toString());
    return taskPage();
  };
  render(
    <WidgetSandbox routes={{ '/tasks': tasks, '/tasks/counts': { success: true, data: { mine: 2, overdue: 1, role: 1 } }, '/team/directory': memberDirectory([paralegal()]) }} path={path}>
      <Routes>
        <Route path="*" element={<MyTasksPage />} />
      </Routes>
    </WidgetSandbox>,
  );
  return asked;
}

describe('My tasks', () => {
  beforeEach(() => {
    calls.post.mockReset();
    signedIn.user.role = 'user';
  });

  it('marks a task done with its version: it leaves the open list and a toast says so', async () => {
    calls.post.mockResolvedValue({ success: true, message: 'Task done', messages: { he: 'המשימה בוצעה', en: 'Task done' }, data: { ...task(), status: 'done', version: 2 } });
    renderPage();
    const table = await screen.findByTestId('task-table');
    expect(within(table).getAllByTestId('task-title').map((title) => title.textContent)).toEqual(['משימה: conflict check', 'הכנת מכתב התקשרות והסכם שכר טרחה']);
    expect(within(table).getAllByTestId('task-due')[0]!.getAttribute('data-overdue')).toBe('true');

    fireEvent.click(within(table).getAllByTestId('task-complete')[1]!);
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/tasks/${task().id}/complete`, { version: 1 }));
    await waitFor(() => expect(within(screen.getByTestId('task-table')).getAllByTestId('task-title')).toHaveLength(1));
    expect(within(screen.getByTestId('task-table')).getByTestId('task-title').textContent).toBe('משימה: conflict check');
    expect(notifications.getSnapshot()[0]?.message).toBe('המשימה בוצעה');
  });

  it('asks for the scope in the address, and a member who is not a manager never for the whole office', async () => {
    const asked = renderPage('/tasks?scope=all&status=done');
    await screen.findByTestId('task-table');
    expect(asked[0]).toBe('scope=mine&status=done&limit=25');
  });

  it('gives a task to a member picked from the office’s members, with its version, and it leaves my list', async () => {
    calls.post.mockResolvedValue({ success: true, message: 'Reassigned', messages: { he: 'המשימה הועברה', en: 'Reassigned' }, data: { ...task(), assignedUser: paralegal().userId, version: 2 } });
    renderPage();
    fireEvent.click((await screen.findAllByTestId('task-reassign'))[1]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Noam Pro', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /העברה/ }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/tasks/${task().id}/reassign`, { assignedUser: paralegal().userId, version: 1 }));
    await waitFor(() => expect(within(screen.getByTestId('task-table')).getAllByTestId('task-title')).toHaveLength(1));
  });

  it('lets a viewer read the tasks but offers them neither done nor reassign', async () => {
    signedIn.user.role = 'viewer';
    renderPage();
    const table = await screen.findByTestId('task-table');
    expect(within(table).getAllByTestId('task-title')).toHaveLength(2);
    expect(within(table).queryByTestId('task-reassign')).toBeNull();
    expect(within(table).queryByTestId('task-complete')).toBeNull();
  });
});
