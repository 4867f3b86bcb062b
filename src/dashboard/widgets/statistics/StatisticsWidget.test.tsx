import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../in-memory-fetcher';
import { WidgetSandbox } from '../../WidgetSandbox';
import { statisticsAnswer } from './statistics-fixtures';
import { StatisticsWidget } from './StatisticsWidget';

const placement = { id: 'statistics', type: 'statistics', position: { x: 0, y: 0, w: 12, h: 2 } };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');

function renderWidget(routes: Record<string, unknown>, config = { showPeriodSelector: true }) {
  return render(
    <WidgetSandbox routes={routes}>
      <StatisticsWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

describe('the statistics widget', () => {
  it("shows each tile in the office's words, formatted, with its trend and an honest dash", async () => {
    renderWidget({ '/dashboard/statistics': (_path: string, query: URLSearchParams) => statisticsAnswer(query.get('period') as 'month') });
    const clients = await screen.findByTestId('statistic-clients-total');
    // The legal office says לקוחות through its vocabulary (labelKey term.clients).
    expect(within(clients).getByText('לקוחות')).toBeTruthy();
    expect(within(clients).getByTestId('statistic-value').textContent).toBe('1,284');
    expect(within(clients).getByTestId('trend-chip').getAttribute('data-trend')).toBe('up');
    expect(within(clients).getByRole('img', { name: 'עלייה של 12.5% לעומת התקופה הקודמת' })).toBeTruthy();
    expect(within(clients).getByRole('link').getAttribute('href')).toBe('/clients');
    expect(within(screen.getByTestId('statistic-clients-engaged')).getByTestId('trend-chip').getAttribute('data-trend')).toBe('down');
    expect(plain(within(screen.getByTestId('statistic-pipeline')).getByTestId('statistic-value').textContent)).toBe('1,250,000 ₪');
    const tasks = screen.getByTestId('statistic-tasks-open');
    expect(within(tasks).getByTestId('statistic-unavailable').textContent).toBe('—');
    expect(within(tasks).queryByTestId('trend-chip')).toBeNull();
  });

  it("asks for the office's default period, then the one the user chooses", async () => {
    const asked: (string | null)[] = [];
    const routes = {
      '/dashboard/statistics': (_path: string, query: URLSearchParams) => {
        asked.push(query.get('period'));
        return statisticsAnswer(query.get('period') as 'month');
      },
    };
    const { container } = renderWidget(routes);
    await screen.findByTestId('statistic-clients-total');
    // The legal office's defaultPeriod is month.
    expect(asked).toEqual(['month']);
    fireEvent.click(screen.getByText('השנה'));
    await waitFor(() => expect(asked).toEqual(['month', 'year']));
    expect(container.querySelector('.ant-segmented-item-selected')?.textContent).toBe('השנה');
  });

  it('hides the period selector when the config says so, and keeps only the tiles it names', async () => {
    renderWidget({ '/dashboard/statistics': statisticsAnswer('month') }, { showPeriodSelector: false, tiles: ['pipeline'] } as never);
    await screen.findByTestId('statistic-pipeline');
    expect(screen.queryByTestId('statistic-clients-total')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(document.querySelector('.ant-segmented')).toBeNull();
  });

  it('shows loading, empty and error states', async () => {
    const loading = renderWidget({ '/dashboard/statistics': pending() });
    expect(await screen.findByRole('status')).toBeTruthy();
    loading.unmount();
    const empty = renderWidget({ '/dashboard/statistics': statisticsAnswer('month', []) });
    expect(await screen.findByText('אין נתונים סטטיסטיים מוגדרים ללוח הבקרה הזה.')).toBeTruthy();
    empty.unmount();
    renderWidget({ '/dashboard/statistics': failing('השרת לא זמין') });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('השרת לא זמין')).toBeTruthy();
  });
});
