import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../in-memory-fetcher';
import { WidgetSandbox } from '../../WidgetSandbox';
import { recentActivityAnswer, sampleActivity } from './activity-fixtures';
import { RecentActivityWidget } from './RecentActivityWidget';

const placement = { id: 'recent-activity', type: 'recent-activity', position: { x: 0, y: 2, w: 6, h: 4 } };
const config = { perEntity: 2, total: 5, entities: ['client', 'document'] as ('client' | 'document')[] };

function renderWidget(routes: Record<string, unknown>) {
  return render(
    <WidgetSandbox routes={routes}>
      <RecentActivityWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

describe('the recent-activity widget', () => {
  it('lists the entries newest first, each a link with what happened, who and how long ago', async () => {
    renderWidget({ '/dashboard/activity': recentActivityAnswer([...sampleActivity()].reverse()) });
    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries).toHaveLength(5);
    expect(within(entries[0]!).getByRole('link').getAttribute('href')).toBe('/clients/1');
    // What happened, worded in Hebrew from the entry's values.
    expect(entries[0]!.textContent).toContain('הכרטיס נפתח');
    expect(entries[1]!.textContent).toContain('נוסף מסמך: חוזה שכירות.pdf');
    expect(entries[2]!.textContent).toContain('הסטטוס השתנה מ„ממתין” ל„פעיל”');
    expect(entries[0]!.textContent).toContain('על ידי מיכל לוי');
    expect(entries[0]!.textContent).toContain('לפני פחות משעה');
    expect(entries[1]!.textContent).toContain('לפני 3 שעות');
    expect(entries[2]!.textContent).toContain('אתמול');
    expect(entries[3]!.textContent).toContain('לפני 3 ימים');
    expect(entries[4]!.querySelector('time')?.textContent).toMatch(/2026|\d{4}/);
    expect(screen.getByText('לכל הפעילות').closest('a')?.getAttribute('href')).toBe('/dashboard/activity');
  });

  it("offers all and the configured entities, in the office's words, and asks the server for the chosen one", async () => {
    const asked: string[] = [];
    renderWidget({
      '/dashboard/activity': (_path: string, query: URLSearchParams) => {
        asked.push(query.toString());
        return recentActivityAnswer(sampleActivity().filter((item) => query.get('filter') === 'all' || item.entityType === query.get('filter')));
      },
    });
    await screen.findAllByTestId('activity-entry');
    expect(asked).toEqual(['filter=all&perType=2&limit=5']);
    const options = [...document.querySelectorAll('.ant-segmented-item-label')].map((option) => option.textContent);
    expect(options).toEqual(['הכול', 'לקוחות', 'מסמכים']);
    fireEvent.click(screen.getByText('מסמכים'));
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(2));
    expect(asked.at(-1)).toBe('filter=document&perType=2&limit=5');
    expect(screen.getByText('לכל הפעילות').closest('a')?.getAttribute('href')).toBe('/dashboard/activity?filter=document');
  });

  it('says what the server cannot list yet when that type is chosen, rather than an empty list', async () => {
    const simulations = [{ entityType: 'simulation', messages: { he: 'סימולציות עדיין לא נשמרות.', en: 'Simulations are not stored yet.' } }];
    render(
      <WidgetSandbox routes={{ '/dashboard/activity': (_path: string, query: URLSearchParams) => recentActivityAnswer(query.get('filter') === 'all' ? sampleActivity() : [], simulations) }}>
        <RecentActivityWidget placement={placement} config={{ ...config, entities: ['client', 'simulation'] }} />
      </WidgetSandbox>,
    );
    await screen.findAllByTestId('activity-entry');
    expect(screen.queryByText('סימולציות עדיין לא נשמרות.')).toBeNull();
    fireEvent.click(screen.getByText('סימולציות'));
    expect(await screen.findByText('סימולציות עדיין לא נשמרות.')).toBeTruthy();
  });

  it('words what happened and time ago in English too', async () => {
    await i18next.changeLanguage('en');
    renderWidget({ '/dashboard/activity': recentActivityAnswer(sampleActivity()) });
    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries[0]!.textContent).toContain('less than an hour ago');
    expect(entries[1]!.textContent).toContain('3 hours ago');
    expect(entries[2]!.textContent).toContain('yesterday');
    expect(entries[0]!.textContent).toContain('Record created');
    expect(entries[2]!.textContent).toContain('Status changed from “Pending” to “Active”');
    expect(entries[4]!.textContent).toContain('Deal updated: stage from “Qualified” to “Proposal”: ביטוח דירה');
  });

  it('shows loading, empty and error states', async () => {
    const loading = renderWidget({ '/dashboard/activity': pending() });
    expect(await screen.findByRole('status')).toBeTruthy();
    loading.unmount();
    const empty = renderWidget({ '/dashboard/activity': recentActivityAnswer([]) });
    expect(await screen.findByText('אין עדיין פעילות.')).toBeTruthy();
    empty.unmount();
    renderWidget({ '/dashboard/activity': failing() });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
