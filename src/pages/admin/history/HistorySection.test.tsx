import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import type { SettingsVersion, VersionsPage } from './history-types';
import { HistorySection } from './HistorySection';

const calls = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const version = (n: number, changed: string[], revertedFrom: number | null = null): SettingsVersion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  version: n,
  overrides: { terminology: { he: { client: `לקוח ${n}` } } },
  changed,
  revertedFrom,
  createdBy: 'u-1',
  createdByName: n === 1 ? null : 'Dana Admin',
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
});
const page = (versions: SettingsVersion[]): VersionsPage => ({ success: true, data: versions, pagination: { page: 1, limit: 20, total: versions.length, totalPages: 1 } });

function renderHistory(routes: Record<string, unknown>) {
  return render(
    <WidgetSandbox routes={routes} path="/admin/history">
      <HistorySection />
    </WidgetSandbox>,
  );
}

describe('the history of the office settings', () => {
  beforeEach(() => {
    calls.post.mockReset();
    calls.put.mockReset();
  });

  it('lists each version newest first with who saved it and what changed, the newest marked current', async () => {
    renderHistory({ '/admin/office/versions': page([version(3, ['ui.theme'], 1), version(2, ['terminology', 'ui.branding']), version(1, ['features'])]) });
    const rows = await waitFor(() => {
      const found = document.querySelectorAll('tbody tr.ant-table-row');
      expect(found).toHaveLength(3);
      return [...found] as HTMLElement[];
    });
    expect(within(rows[0]!).getByText('הגרסה הנוכחית')).toBeTruthy();
    expect(within(rows[0]!).getByText('עיצוב')).toBeTruthy();
    expect(within(rows[0]!).getByText('שחזור של גרסה 1')).toBeTruthy();
    expect(within(rows[1]!).getByText('מונחים')).toBeTruthy();
    expect(within(rows[1]!).getByText('מיתוג')).toBeTruthy();
    expect(within(rows[2]!).getByText('משתמש שהוסר')).toBeTruthy();
    // The current version cannot be restored; the others can.
    expect(screen.queryByTestId('restore-version-3')).toBeNull();
    expect(screen.getByTestId('restore-version-1')).toBeTruthy();
  });

  it('restores an earlier version after confirming, and lists again', async () => {
    let asked = 0;
    renderHistory({
      '/admin/office/versions': () => {
        asked += 1;
        return asked === 1 ? page([version(2, ['terminology']), version(1, ['features'])]) : page([version(3, ['terminology'], 1), version(2, ['terminology']), version(1, ['features'])]);
      },
      '/admin/office': { data: { officeType: 'legal', version: 3, overrides: {} } },
    });
    calls.post.mockResolvedValue({ success: true, message: 'restored', messages: { he: 'שוחזר', en: 'restored' }, data: {} });
    fireEvent.click(await screen.findByTestId('restore-version-1'));
    const confirm = await waitFor(() => document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    expect(document.querySelector('.ant-popconfirm')?.textContent).toContain('לשחזר את גרסה 1?');
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/admin/office/versions/00000000-0000-4000-8000-000000000001/revert'));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3));
  });

  it('returns to the office type’s settings (no overrides) as a new version, from the version it read', async () => {
    renderHistory({ '/admin/office/versions': page([version(2, ['terminology']), version(1, ['features'])]), '/admin/office': { data: { officeType: 'legal', version: 2, overrides: { terminology: { he: { clients: 'מרשים' } } } } } });
    calls.put.mockResolvedValue({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 3, overrides: {}, changed: ['terminology'], warnings: [] } });
    fireEvent.click(await screen.findByTestId('reset-to-office-type'));
    const confirm = await waitFor(() => document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/admin/office', { overrides: {}, baseVersion: 2 }));
  });

  it('says so when nothing has been saved yet', async () => {
    renderHistory({ '/admin/office/versions': page([]) });
    expect(await screen.findByText('עדיין לא נשמרו שינויים בהגדרות המשרד')).toBeTruthy();
  });
});
