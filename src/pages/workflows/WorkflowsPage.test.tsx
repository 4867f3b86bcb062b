import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { workflowsStrings } from '../../i18n/locales/workflows';
import { runningMatter, runningPage } from './running-fixtures';
import { WorkflowsPage } from './WorkflowsPage';

const signedIn = vi.hoisted(() => ({ phase: 'signed-in', user: { role: 'admin' } }));
vi.mock('../../app/session', () => ({ api: {}, authStore: { subscribe: () => () => undefined, getSnapshot: () => signedIn } }));
registerStrings('workflows', workflowsStrings);

const finished = runningMatter({ id: '5f0c2a1e-0000-4000-8000-000000000009', title: 'Closed matter', stage: 'closed', stageName: { he: 'סגור', en: 'Closed' }, slaDeadline: null, slaState: 'finished' });

function renderPage(asked: string[]) {
  const answer = (_path: string, query: URLSearchParams) => {
    asked.push(query.toString());
    if (query.get('state') === 'finished') return runningPage({ data: [finished], nextCursor: null, counts: { active: 42, overdue: 7, finished: 121 } });
    return query.get('cursor') ? runningPage({ data: [runningMatter({ id: '5f0c2a1e-0000-4000-8000-000000000004', title: 'Fourth' })], nextCursor: null }) : runningPage();
  };
  return render(
    <WidgetSandbox routes={{ '/workflows/records': answer }} path="/workflows">
      <Routes>
        <Route path="*" element={<WorkflowsPage />} />
      </Routes>
    </WidgetSandbox>,
  );
}

describe('the workflows overview', () => {
  it('counts each tab, shows the SLA states, pages on, and keeps the counts while another tab loads', async () => {
    const asked: string[] = [];
    renderPage(asked);
    const table = await screen.findByTestId('running-table');
    expect(screen.getByTestId('tab-count-active').textContent).toBe('(42)');
    expect(screen.getByTestId('tab-count-overdue').textContent).toBe('(7)');
    expect(screen.getByTestId('tab-count-finished').textContent).toBe('(120)');
    expect(within(table).getAllByTestId('sla-state').map((tag) => tag.textContent)).toEqual([expect.stringMatching(/^בזמן/), expect.stringMatching(/^מתקרב ליעד/), expect.stringMatching(/^חרג מהיעד/)]);
    expect(screen.getByTestId('workflows-shown').textContent).toContain('42');

    fireEvent.click(screen.getByTestId('workflows-show-more'));
    await waitFor(() => expect(within(screen.getByTestId('running-table')).getAllByTestId('running-record-link')).toHaveLength(4));
    expect(asked.at(-1)).toContain('cursor=cursor-2');

    fireEvent.click(screen.getByRole('tab', { name: /הסתיימו/ }));
    await waitFor(() => expect(screen.getByTestId('tab-count-finished').textContent).toBe('(121)'));
    expect(screen.getByTestId('tab-count-active').textContent).toBe('(42)');
    expect(asked.at(-1)).toBe('state=finished&limit=25');
    expect(within(await screen.findByTestId('running-table')).getByTestId('sla-state').textContent).toBe('הסתיים');
  });

  it('offers a new record of every module of the office that runs a workflow', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByTestId('start-new'));
    expect(await screen.findByTestId('start-matters')).toBeTruthy();
  });

  it("filters by the office's modules and by its client and document workflows, whose runs it lists too", async () => {
    const asked: string[] = [];
    renderPage(asked);
    await screen.findByTestId('running-table');
    fireEvent.mouseDown(within(screen.getByTestId('module-filter')).getByRole('combobox'));
    // The sandbox's office is of the legal type: its client workflow is "Client engagement".
    fireEvent.click(await screen.findByText('התקשרות עם לקוח'));
    await waitFor(() => expect(asked.at(-1)).toContain('module=clients'));
  });
});
