import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityPageAnswer } from '../../dashboard/widgets/recent-activity/activity-fixtures';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { ActivityPage } from './ActivityPage';

function renderPage(path: string, asked: string[] = []) {
  const routes = {
    '/dashboard/activity/all': (_path: string, query: URLSearchParams) => {
      asked.push(query.toString());
      return activityPageAnswer(Number(query.get('page')), 45);
    },
  };
  return render(
    <WidgetSandbox routes={routes} path={path}>
      <ActivityPage />
    </WidgetSandbox>,
  );
}

const rows = () => document.querySelectorAll('tbody tr.ant-table-row');

describe('the activity page', () => {
  it('shows the page the address names, 20 a page, with the exact total', async () => {
    const asked: string[] = [];
    renderPage('/dashboard/activity?page=2', asked);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(asked).toEqual(['filter=all&page=2&limit=20']);
    expect(screen.getByText('45 פעולות')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    expect(screen.getByText('יוסי אברהם 22').closest('a')?.getAttribute('href')).toBe('/clients/2');
  });

  it('goes to another page and filter, asking the server for them', async () => {
    const asked: string[] = [];
    renderPage('/dashboard/activity', asked);
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(asked.at(-1)).toBe('filter=all&page=3&limit=20');
    fireEvent.click(screen.getByText('מסמכים'));
    await waitFor(() => expect(asked.at(-1)).toBe('filter=document&page=1&limit=20'));
  });
});
