import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { NavBadge } from './NavBadge';

// Issue 20: a menu badge may name the caller's tasks (tasks.mine, tasks.overdue, tasks.role), read from GET /api/tasks/counts.
describe('the menu badges that name tasks', () => {
  it('show the caller’s open, overdue and queued tasks, and nothing for none', async () => {
    const counts = { '/tasks/counts': { success: true, data: { mine: 5, overdue: 2, role: 0 } } };
    const withCounts = (source: string) => (
      <SWRConfig value={{ fallback: counts, fetcher: () => new Promise(() => undefined) }}>
        <NavBadge badge={{ kind: 'count', source, color: 'red' }} />
      </SWRConfig>
    );
    const mine = renderWithApp(withCounts('tasks.mine'));
    expect((await screen.findByTestId('nav-badge-count')).textContent).toContain('5');
    mine.unmount();
    const overdue = renderWithApp(withCounts('tasks.overdue'));
    expect((await screen.findByTestId('nav-badge-count')).textContent).toContain('2');
    overdue.unmount();
    renderWithApp(withCounts('tasks.role'));
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
  });
});
