import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { boardStrings } from '../../i18n/locales/board';
import { recordsStrings } from '../../i18n/locales/records';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { matterList } from './record-fixtures';
import { RecordListPage } from './RecordListPage';

const signedIn = vi.hoisted(() => ({ phase: 'signed-in', user: { role: 'admin' } }));
vi.mock('../../app/session', () => ({ api: {}, authStore: { subscribe: () => () => undefined, getSnapshot: () => signedIn } }));
registerStrings('records', recordsStrings);
registerStrings('board', boardStrings);

const LIST = '/records/matters';

function renderList(routes: MemoryRoutes, { path = '/matters', module = 'matters', officeType = 'legal' } = {}) {
  return render(
    <WidgetSandbox routes={routes} path={path} officeType={officeType}>
      <Routes>
        <Route path="*" element={<RecordListPage moduleId={module} />} />
      </Routes>
    </WidgetSandbox>,
  );
}

describe('a records module’s list', () => {
  it('shows the declared columns with option labels, stage names and the client’s link, and the bounded total as 10,000+', async () => {
    renderList({ [LIST]: (_path: string, query: URLSearchParams) => (query.get('cursor') ? matterList({ data: [], nextCursor: null }) : matterList()) });
    const table = await screen.findByTestId('record-table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('ליטיגציה');
    expect(first.textContent).toContain('קליטה');
    expect(within(first).getByRole('link', { name: 'Dana Levi' }).getAttribute('href')).toBe('/clients/7a1d0000-0000-4000-8000-000000000009');
    expect(within(first).getByRole('link', { name: '2026-0001' }).getAttribute('href')).toBe('/matters/5f0c2a1e-0000-4000-8000-000000000001');
    expect(screen.getByTestId('record-total').textContent).toContain('10,000+');
    fireEvent.click(screen.getByTestId('record-show-more'));
    await waitFor(() => expect(screen.queryByTestId('record-show-more')).toBeNull());
  });

  it('says a view shows another module’s records and offers no new button', async () => {
    renderList({ '/records/renewals': matterList({ data: [], nextCursor: null, total: 0, isTotalExact: true }) }, { path: '/renewals', module: 'renewals', officeType: 'insurance' });
    expect((await screen.findByTestId('record-view-note')).textContent).toMatch(/פוליס/);
    expect(screen.queryByTestId('record-add')).toBeNull();
  });
});
