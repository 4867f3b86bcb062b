import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failing, ok, pending } from '../../in-memory-fetcher';
import { WidgetSandbox } from '../../WidgetSandbox';
import { followUpAnswers } from './follow-ups-fixtures';
import { FollowUpsDueWidget, OVERDUE_FOLLOW_UPS_KEY, UPCOMING_FOLLOW_UPS_KEY } from './FollowUpsDueWidget';

const placement = { id: 'follow-ups', type: 'follow-ups-due', position: { x: 0, y: 0, w: 4, h: 3 } };

function renderWidget(routes: Record<string, unknown>, config: { days?: number; limit?: number } = {}) {
  return render(
    <WidgetSandbox routes={routes}>
      <FollowUpsDueWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

const fixtures = followUpAnswers();
const routes = { [OVERDUE_FOLLOW_UPS_KEY]: fixtures.overdue, [UPCOMING_FOLLOW_UPS_KEY]: fixtures.upcoming };
const rows = () => within(screen.getByTestId('follow-ups-due')).getAllByRole('listitem');

describe('the follow-ups-due widget', () => {
  it('lists the overdue first, marked, then those due within the days, each opening its client or lead', async () => {
    renderWidget(routes, { days: 7, limit: 5 });
    await screen.findByTestId('follow-ups-due');
    expect(rows().map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(['/clients/c-late', '/leads/l-late', '/clients/c-soon', '/clients/c-week', '/clients/c-later']);
    expect(rows().map((row) => row.hasAttribute('data-overdue'))).toEqual([true, true, false, false, false]);
    expect(within(rows()[0]!).getByText('באיחור')).toBeTruthy();
    // Names and dates stay whole inside the right-to-left text.
    expect(rows()[1]!.querySelector('bdi')?.textContent).toBe('John Smith');
    expect(screen.getByRole('link', { name: 'לכל המעקבים' }).getAttribute('href')).toBe('/clients?followUp=upcoming');
  });

  it('keeps to the configured days and limit, and says how many more there are', async () => {
    renderWidget(routes, { days: 1, limit: 2 });
    await screen.findByTestId('follow-ups-due');
    expect(rows()).toHaveLength(2);
    // Two overdue and one due today: one more than shown.
    expect(screen.getByRole('link', { name: 'ועוד אחד: לכל המעקבים' })).toBeTruthy();
  });

  it('says when nothing is due, in English too', async () => {
    await i18next.changeLanguage('en');
    renderWidget({ [OVERDUE_FOLLOW_UPS_KEY]: ok([]), [UPCOMING_FOLLOW_UPS_KEY]: ok([]) }, { days: 7 });
    expect(await screen.findByText('No follow-ups in the next 7 days')).toBeTruthy();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const { unmount } = renderWidget({ [OVERDUE_FOLLOW_UPS_KEY]: pending(), [UPCOMING_FOLLOW_UPS_KEY]: fixtures.upcoming });
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true');
    unmount();

    let isDown = true;
    renderWidget({ [OVERDUE_FOLLOW_UPS_KEY]: () => (isDown ? failing() : fixtures.overdue), [UPCOMING_FOLLOW_UPS_KEY]: fixtures.upcoming });
    const alert = await screen.findByRole('alert');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }));
    expect(await screen.findByTestId('follow-ups-due')).toBeTruthy();
  });
});
