import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { NavBadge } from '../../app/layout/NavBadge';

// Issue 21: the menu's deadlines.today badge counts the caller's deadlines due today, from GET /api/deadlines/counts.
describe('the deadlines.today badge', () => {
  const withCounts = (today: number) => (
    <SWRConfig value={{ fallback: { '/deadlines/counts': { success: true, data: { today, week: 9, overdue: 4, days: [] } } }, fetcher: () => new Promise(() => undefined) }}>
      <NavBadge badge={{ kind: 'count', source: 'deadlines.today', color: 'red' }} />
    </SWRConfig>
  );

  it('shows today’s deadlines, and nothing when none is due today', async () => {
    const some = renderWithApp(withCounts(3));
    expect((await screen.findByTestId('nav-badge-count')).textContent).toContain('3');
    some.unmount();
    renderWithApp(withCounts(0));
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
  });
});
