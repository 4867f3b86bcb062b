import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { NavBadge } from './NavBadge';

// Issue 22: a menu badge may name a calendar's appointments of today (calendar.<module>.today), read from the
// calendar's own list of the day, cancelled ones aside.
describe('the menu badge that names a calendar’s appointments of today', () => {
  const asked: string[] = [];
  // Each render its own cache; the calendar's list of the day answers these statuses, any other call never.
  const day = (module: string, statuses: string[]) => ({
    provider: () => new Map(),
    fetcher: (key: string) => {
      asked.push(key);
      return key.startsWith(`/calendar/${module}?from=`) ? { success: true, data: statuses.map((status, index) => ({ id: `a${index}`, status })) } : new Promise(() => undefined);
    },
  });

  it('counts the day’s appointments of its calendar that are not cancelled, and shows nothing for a day with none', async () => {
    const busy = renderWithApp(
      <SWRConfig value={day('showings', ['scheduled', 'cancelled', 'confirmed', 'completed'])}>
        <NavBadge badge={{ kind: 'count', source: 'calendar.showings.today', color: 'green' }} />
      </SWRConfig>,
    );
    expect((await screen.findByTestId('nav-badge-count')).textContent).toContain('3');
    busy.unmount();
    asked.length = 0;
    renderWithApp(
      <SWRConfig value={day('showings', ['cancelled'])}>
        <NavBadge badge={{ kind: 'count', source: 'calendar.showings.today' }} />
      </SWRConfig>,
    );
    await waitFor(() => expect(asked.some((key) => key.startsWith('/calendar/showings?from='))).toBe(true));
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
  });
});
