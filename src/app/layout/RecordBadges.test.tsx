import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { NavBadge } from './NavBadge';

// Issue 20: a menu badge may name a module's records (records.<module>.open|all), read from GET /api/dashboard/badges.
describe('the menu badges that name a module’s records', () => {
  const figures = { '/dashboard/badges': { success: true, data: { figures: { 'records.matters.open': 7, 'records.claims.open': 3, 'records.renewals.all': 0 } } } };
  const withFigures = (badge: Parameters<typeof NavBadge>[0]['badge']) => (
    <SWRConfig value={{ fallback: figures, fetcher: () => new Promise(() => undefined) }}>
      <NavBadge badge={badge} />
    </SWRConfig>
  );

  it('show the server’s figure as a count or a dot, and nothing for none or a module the caller may not see', async () => {
    const count = renderWithApp(withFigures({ kind: 'count', source: 'records.matters.open', color: 'blue' }));
    expect((await screen.findByTestId('nav-badge-count')).textContent).toContain('7');
    count.unmount();
    const dot = renderWithApp(withFigures({ kind: 'dot', source: 'records.claims.open', color: 'red' }));
    expect(await screen.findByTestId('nav-badge-dot')).toBeTruthy();
    dot.unmount();
    const none = renderWithApp(withFigures({ kind: 'count', source: 'records.renewals.all' }));
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
    none.unmount();
    // A module the server left out (its feature off, or the caller's roles may not see it) has no figure.
    renderWithApp(withFigures({ kind: 'count', source: 'records.trust.open' }));
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
  });
});
