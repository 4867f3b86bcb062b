import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../in-memory-fetcher';
import { WidgetSandbox } from '../../WidgetSandbox';
import { monthLabel } from './month-label';
import { analyticsAnswer } from './new-clients-fixtures';
import { CLIENT_ANALYTICS_KEY, NewClientsChartWidget } from './NewClientsChartWidget';

const placement = { id: 'new-clients', type: 'new-clients-chart', position: { x: 0, y: 0, w: 6, h: 3 } };
const NOW = new Date();

function renderWidget(routes: Record<string, unknown>, config: { months?: number } = {}) {
  return render(
    <WidgetSandbox routes={routes}>
      <NewClientsChartWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

const columnX = (month: Element) => Number(month.querySelector('rect')!.getAttribute('x'));

describe('the new-clients chart widget', () => {
  it('draws the configured months, oldest on the right in Hebrew, values labelled, and the numbers as a table', async () => {
    renderWidget({ [CLIENT_ANALYTICS_KEY]: analyticsAnswer([9, 4, 0, 7, 12, 5], NOW) }, { months: 6 });
    const chart = await screen.findByTestId('month-columns');
    const months = [...chart.querySelectorAll('g[data-column]')];
    expect(months).toHaveLength(6);
    expect(columnX(months[0]!)).toBeGreaterThan(columnX(months[5]!));
    expect(months.map((month) => month.querySelector('text')?.textContent)).toEqual(['9', '4', '0', '7', '12', '5']);
    const thisMonth = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1)).toISOString().slice(0, 7);
    expect(months[5]!.getAttribute('data-column')).toBe(thisMonth);
    expect(months[5]!.querySelector('title')?.textContent).toBe(`${monthLabel(thisMonth, 'he', 'full')}: 5`);
    const table = screen.getByRole('table', { name: 'לקוחות חדשים ב-6 החודשים האחרונים' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByTestId('new-clients-chart').textContent).toContain('לקוחות חדשים ב-6 החודשים האחרונים: 37');
  });

  it('reads left to right in English, with English month names', async () => {
    await i18next.changeLanguage('en');
    renderWidget({ [CLIENT_ANALYTICS_KEY]: analyticsAnswer([1, 2, 3], NOW) }, { months: 3 });
    const months = [...(await screen.findByTestId('month-columns')).querySelectorAll('g[data-column]')];
    expect(columnX(months[0]!)).toBeLessThan(columnX(months[2]!));
    expect(months[2]!.querySelectorAll('text')[1]!.textContent).toBe(monthLabel(months[2]!.getAttribute('data-column')!, 'en', 'axis'));
    expect(screen.getByRole('table', { name: 'New Clients in the last 3 months' })).toBeTruthy();
  });

  it('uses the defaults (6 months) and labels every fourth month of two years, the newest always', async () => {
    const { unmount } = renderWidget({ [CLIENT_ANALYTICS_KEY]: analyticsAnswer([1, 2, 3, 4, 5, 6, 7], NOW) });
    expect((await screen.findByTestId('month-columns')).querySelectorAll('g[data-column]')).toHaveLength(6);
    unmount();
    renderWidget({ [CLIENT_ANALYTICS_KEY]: analyticsAnswer([1, 2, 3], NOW) }, { months: 24 });
    const months = [...(await screen.findByTestId('month-columns')).querySelectorAll('g[data-column]')];
    expect(months).toHaveLength(24);
    expect(months.filter((month) => month.querySelector('text')).length).toBe(6);
    expect(months[23]!.querySelector('text')).not.toBeNull();
  });

  it('says so when no one joined in those months', async () => {
    renderWidget({ [CLIENT_ANALYTICS_KEY]: analyticsAnswer([5, 0, 0, 0], NOW) }, { months: 3 });
    expect(await screen.findByText('לא נוספו לקוחות ב-3 החודשים האחרונים')).toBeTruthy();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const { unmount } = renderWidget({ [CLIENT_ANALYTICS_KEY]: pending() });
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true');
    unmount();

    let isDown = true;
    renderWidget({ [CLIENT_ANALYTICS_KEY]: () => (isDown ? failing() : analyticsAnswer([1], NOW)) });
    const alert = await screen.findByRole('alert');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }));
    expect(await screen.findByTestId('month-columns')).toBeTruthy();
  });
});
