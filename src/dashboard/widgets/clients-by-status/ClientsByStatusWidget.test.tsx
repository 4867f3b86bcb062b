import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../in-memory-fetcher';
import { WidgetSandbox } from '../../WidgetSandbox';
import { clientStatsAnswer } from './clients-by-status-fixtures';
import { CLIENT_STATS_KEY, ClientsByStatusWidget } from './ClientsByStatusWidget';

const placement = { id: 'by-status', type: 'clients-by-status', position: { x: 0, y: 0, w: 4, h: 3 } };

function renderWidget(routes: Record<string, unknown>, config: { chart?: 'pie' | 'bar' } = {}, officeType = 'legal') {
  return render(
    <WidgetSandbox routes={routes} officeType={officeType}>
      <ClientsByStatusWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

const stats = clientStatsAnswer({ active: 6, pending: 3, inactive: 1 });

describe('the clients-by-status widget', () => {
  it("draws a donut whose slices and legend carry the office's words, the numbers and the links", async () => {
    renderWidget({ [CLIENT_STATS_KEY]: stats });
    const pie = await screen.findByTestId('status-pie');
    expect(pie.getAttribute('role')).toBe('img');
    expect(pie.getAttribute('aria-label')).toBe('לקוחות לפי סטטוס: פעיל 6, ממתין 3, לא פעיל 1');
    expect([...pie.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['פעיל: 6', 'ממתין: 3', 'לא פעיל: 1']);
    const legend = screen.getByTestId('status-legend');
    expect(within(legend).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['פעיל', '/clients?status=active'],
      ['ממתין', '/clients?status=pending'],
      ['לא פעיל', '/clients?status=inactive'],
    ]);
    expect(within(legend).getAllByRole('listitem')[0]!.textContent).toContain('60%');
    expect(screen.getByTestId('clients-by-status').textContent).toContain('סה״כ לקוחות: 10');
  });

  it("says it in another office's vocabulary", async () => {
    renderWidget({ [CLIENT_STATS_KEY]: stats }, {}, 'medical');
    expect((await screen.findByTestId('status-pie')).getAttribute('aria-label')).toMatch(/^מטופלים לפי סטטוס/);
    // The links lead to the office's own path for its clients.
    expect(within(screen.getByTestId('status-legend')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/patients?status=active', '/patients?status=pending', '/patients?status=inactive']);
  });

  it('draws bars growing from the right in Hebrew and from the left in English', async () => {
    const { unmount } = renderWidget({ [CLIENT_STATS_KEY]: stats }, { chart: 'bar' });
    const bars = await screen.findByTestId('status-bars');
    const pending = bars.querySelector('rect[data-status="pending"]')!;
    expect([pending.getAttribute('x'), pending.getAttribute('width')]).toEqual(['50%', '50%']);
    expect(within(bars).getAllByRole('link')[0]!.getAttribute('href')).toBe('/clients?status=active');
    unmount();

    await i18next.changeLanguage('en');
    renderWidget({ [CLIENT_STATS_KEY]: stats }, { chart: 'bar' });
    const english = await screen.findByTestId('status-bars');
    expect(english.querySelector('rect[data-status="inactive"]')!.getAttribute('x')).toBe('0%');
    expect(english.getAttribute('aria-label')).toBe('Clients by status: Active 6, Pending 3, Inactive 1');
  });

  it('says so when the office has no one yet', async () => {
    renderWidget({ [CLIENT_STATS_KEY]: clientStatsAnswer({ active: 0, pending: 0, inactive: 0 }) });
    expect(await screen.findByText('אין עדיין לקוחות')).toBeTruthy();
    expect(screen.queryByTestId('status-pie')).toBeNull();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const { unmount } = renderWidget({ [CLIENT_STATS_KEY]: pending() });
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true');
    unmount();

    let isDown = true;
    renderWidget({ [CLIENT_STATS_KEY]: () => (isDown ? failing() : stats) });
    const alert = await screen.findByRole('alert');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }));
    expect(await screen.findByTestId('status-pie')).toBeTruthy();
  });
});
