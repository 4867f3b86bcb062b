import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failing } from '../../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { auditRoutes } from './audit-fixtures';
import { AuditSection } from './AuditSection';

vi.mock('../../../app/session', () => ({ api: {} }));
registerStrings('admin', adminStrings);

async function openStatistics(routes = auditRoutes()) {
  const asked: string[] = [];
  const withRecord = { ...routes, '/audit/statistics': (_path: string, query: URLSearchParams) => (asked.push(query.toString()), routes['/audit/statistics']) };
  render(
    <WidgetSandbox routes={withRecord} path="/admin/audit">
      <AuditSection />
    </WidgetSandbox>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'נתונים' }));
  return asked;
}

describe('the audit statistics', () => {
  it('asks for the last 30 days and shows totals, by event type, by user and per day with a table for screen readers', async () => {
    const asked = await openStatistics();
    expect((await screen.findByTestId('audit-statistics-total')).textContent).toContain('5');
    const [startDate, endDate] = [new URLSearchParams(asked[0]).get('startDate')!, new URLSearchParams(asked[0]).get('endDate')!];
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(30);
    expect(screen.getByTestId('audit-statistics-failures').textContent).toContain('1');
    const byType = screen.getByTestId('audit-by-event-type');
    expect(byType.getAttribute('aria-label')).toBe('לפי סוג אירוע');
    // Each event type by its name, its code beside it.
    const bars = within(byType).getAllByRole('listitem').map((item) => item.querySelector('div')?.textContent);
    expect(bars[0]).toMatch(/^עדכון פרטי .+client\.update3$/);
    expect(bars[1]).toBe('התחברותauth.login2');
    expect(within(screen.getByTestId('audit-by-user')).getByText('Dana Admin')).toBeTruthy();
    // The range's every day is a row of the hidden table; days without entries count 0.
    const table = screen.getByRole('table', { name: 'לאורך זמן' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
  });

  it('says so when the figures cannot be had', async () => {
    await openStatistics(auditRoutes({ '/audit/statistics': failing() }));
    expect((await screen.findAllByText('לא ניתן לטעון את נתוני יומן הביקורת')).length).toBeGreaterThan(0);
  });
});
