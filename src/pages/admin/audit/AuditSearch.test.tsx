import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ok, type MemoryRoutes } from '../../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { auditRoutes, sampleLog } from './audit-fixtures';
import { AuditSection } from './AuditSection';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../../app/session', () => ({ api: calls }));
vi.mock('../../../app/actions/save-file', () => ({ saveFile: saved }));
registerStrings('admin', adminStrings);

const DEFAULT_QUERY = 'orderBy=occurredAt&orderDescending=true&pageNumber=1&pageSize=50';

/** The audit section with a logs route that records every query it is asked. */
function renderSearch(path = '/admin/audit', change: MemoryRoutes = {}) {
  const queries: string[] = [];
  const routes = auditRoutes({
    '/audit/logs': (_path: string, query: URLSearchParams) => {
      queries.push(query.toString());
      return ok({ logs: [sampleLog(2), sampleLog(1, { success: false, before: null })], totalCount: 2, pageNumber: 1, pageSize: 50 });
    },
    ...change,
  });
  render(
    <WidgetSandbox routes={routes} path={path}>
      <AuditSection />
    </WidgetSandbox>,
  );
  return queries;
}

const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];

describe('the audit log search', () => {
  beforeEach(() => {
    calls.get.mockReset();
    saved.mockReset();
  });

  it('lists a page newest first, 50 a page, with each entry’s user, event, record and result', async () => {
    const queries = renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries[0]).toBe(DEFAULT_QUERY);
    expect(within(rows()[0]!).getByText('Dana Admin')).toBeTruthy();
    expect(within(rows()[0]!).getByText('client.update')).toBeTruthy();
    expect(within(rows()[0]!).getByText('client c-2')).toBeTruthy();
    expect(within(rows()[0]!).getByText('הצליח')).toBeTruthy();
    expect(within(rows()[1]!).getByText('נכשל')).toBeTruthy();
    expect(document.querySelector('th[aria-sort="descending"]')?.textContent).toContain('זמן');
  });

  it('sends the criteria of the filters, back to page 1', async () => {
    const queries = renderSearch('/admin/audit?pageNumber=3');
    await waitFor(() => expect(queries).toContain(`orderBy=occurredAt&orderDescending=true&pageNumber=3&pageSize=50`));
    fireEvent.change(screen.getByTestId('audit-filter-eventType'), { target: { value: 'client.update' } });
    fireEvent.change(screen.getByTestId('audit-filter-entityId'), { target: { value: 'c-2' } });
    fireEvent.change(screen.getByTestId('audit-filter-searchText'), { target: { value: 'phone' } });
    fireEvent.click(screen.getByTestId('audit-filter-successOnly'));
    fireEvent.click(screen.getByTestId('audit-search'));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('eventType=client.update&entityId=c-2&searchText=phone&successOnly=true&orderBy=occurredAt&orderDescending=true&pageNumber=1&pageSize=50'),
    );
  });

  it('orders by a column when its header is clicked, keeping the filters', async () => {
    const queries = renderSearch('/admin/audit?serviceName=clients');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('columnheader', { name: 'אירוע' }));
    await waitFor(() => expect(queries.at(-1)).toBe('serviceName=clients&orderBy=eventType&orderDescending=true&pageNumber=1&pageSize=50'));
  });

  it('resets to the default search: no filters, page 1, newest first', async () => {
    const queries = renderSearch('/admin/audit?eventType=auth.login&orderBy=eventType&orderDescending=false&pageNumber=2');
    await waitFor(() => expect(queries[0]).toBe('eventType=auth.login&orderBy=eventType&orderDescending=false&pageNumber=2&pageSize=50'));
    expect((screen.getByTestId('audit-filter-eventType') as HTMLInputElement).value).toBe('auth.login');
    fireEvent.click(screen.getByTestId('audit-reset'));
    await waitFor(() => expect(queries.at(-1)).toBe(DEFAULT_QUERY));
    await waitFor(() => expect((screen.getByTestId('audit-filter-eventType') as HTMLInputElement).value).toBe(''));
  });

  it('opens an entry to its before and after, side by side, left to right', async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(rows()[0]!.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const change = await screen.findByTestId('audit-change-2');
    const before = within(change).getByTestId('audit-before');
    const after = within(change).getByTestId('audit-after');
    expect(before.getAttribute('dir')).toBe('ltr');
    expect(JSON.parse(before.textContent ?? '')).toEqual({ phone: '050-0000000' });
    expect(JSON.parse(after.textContent ?? '')).toEqual({ phone: '052-1111111' });
    fireEvent.click(rows()[1]!.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(within(await screen.findByTestId('audit-change-1')).getByTestId('audit-before').textContent).toBe('אין');
  });

  it('exports what the search finds and saves it as audit-logs-{timestamp}.{format}', async () => {
    renderSearch('/admin/audit?eventType=client.update&pageNumber=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const blob = new Blob(['[]'], { type: 'application/json' });
    calls.get.mockResolvedValue({ blob, fileName: 'whatever.json' });
    fireEvent.click(screen.getByTestId('audit-export'));
    fireEvent.click(await screen.findByText('קובץ JSON'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.get).toHaveBeenCalledWith('/audit/export?eventType=client.update&orderBy=occurredAt&orderDescending=true&format=json', { responseType: 'blob' });
    expect(saved.mock.calls[0]![0]).toBe(blob);
    expect(saved.mock.calls[0]![1]).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
  });

  it('says the export’s fallback message when the server gives none', async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(2));
    calls.get.mockRejectedValue(new ApiError('אירעה שגיאה בלתי צפויה', 500));
    fireEvent.click(screen.getByTestId('audit-export'));
    fireEvent.click(await screen.findByText('קובץ CSV'));
    expect((await screen.findByTestId('audit-error')).textContent).toContain('לא ניתן לייצא את יומן הביקורת');
    expect(saved).not.toHaveBeenCalled();
  });
});
