import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as ReactGridLayoutModule from 'react-grid-layout';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetPlacement } from '../../../engine/generated/config-types';
import legal from '../../../office-types/legal.json';
import { recentActivityAnswer, sampleActivity } from '../widgets/recent-activity/activity-fixtures';
import { statisticsAnswer } from '../widgets/statistics/statistics-fixtures';
import { WidgetSandbox } from '../WidgetSandbox';
import { DashboardGrid } from './DashboardGrid';
import type { LayoutAnswer, StoredPlace } from './layout-types';
import { dashboardWidgets } from './widget-placements';

const calls = vi.hoisted(() => ({ put: vi.fn(), delete: vi.fn() }));
vi.mock('../../app/session', () => ({ api: calls }));
// jsdom lays nothing out: give the grid a desktop width.
vi.mock('react-grid-layout', async (original) => ({ ...(await original<typeof ReactGridLayoutModule>()), useContainerWidth: () => ({ width: 1200, mounted: true, containerRef: { current: null }, measureWidth: () => undefined }) }));

const MINE = ['statistics', 'recent-activity', 'quick-actions'];
const widgets = dashboardWidgets((legal.ui.dashboard.widgets as WidgetPlacement[]).filter((placement) => MINE.includes(placement.type)));

const layoutAnswer = (items: StoredPlace[], source: 'user' | 'office-type' = 'office-type'): LayoutAnswer => ({
  success: true,
  data: { source, columns: 12, items: items.map((item) => ({ ...item, minW: 3, minH: 2 })), updatedAt: null, hasUserLayout: source === 'user', hasOfficeLayout: false, canEditOfficeLayout: true },
});
const officeTypeLayout = layoutAnswer([
  { i: 'statistics', x: 0, y: 0, w: 12, h: 2 },
  { i: 'recent-activity', x: 0, y: 2, w: 6, h: 4 },
  { i: 'quick-actions', x: 6, y: 2, w: 6, h: 4 },
]);
const routes = { '/dashboard/layout': officeTypeLayout, '/dashboard/statistics': statisticsAnswer('month'), '/dashboard/activity': recentActivityAnswer(sampleActivity()) };

const leftOf = (id: string) => {
  const transform = (document.querySelector(`[data-grid-id="${id}"]`) as HTMLElement).style.transform;
  return Number(/translate\((-?[\d.]+)px/.exec(transform)?.[1]);
};

describe('the dashboard grid', () => {
  beforeEach(() => {
    calls.put.mockReset();
    calls.delete.mockReset();
  });

  it('places each widget in a titled card, mirrored in Hebrew: the first from the start side is on the right', async () => {
    render(<WidgetSandbox routes={routes}><DashboardGrid widgets={widgets} /></WidgetSandbox>);
    expect(await screen.findByRole('heading', { name: 'פעילות אחרונה' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'פעולות מהירות' })).toBeTruthy();
    expect(leftOf('recent-activity')).toBeGreaterThan(leftOf('quick-actions'));
    expect(await screen.findByTestId('layout-source')).toBeTruthy();
  });

  it('moves a widget with the keyboard in edit mode and saves the places, x from the start side', async () => {
    calls.put.mockImplementation(async (_path: string, body: { items: StoredPlace[] }) => layoutAnswer(body.items, 'user'));
    render(<WidgetSandbox routes={routes}><DashboardGrid widgets={widgets} /></WidgetSandbox>);
    fireEvent.click(await screen.findByTestId('edit-layout'));
    const handle = screen.getByTestId('drag-handle-recent-activity');
    expect(handle.getAttribute('aria-label')).toBe('הזזת פעילות אחרונה');
    // In Hebrew the left arrow goes toward the end side: the widget moves one column away from the start.
    act(() => void fireEvent.keyDown(handle, { key: 'ArrowLeft' }));
    await waitFor(() => expect((screen.getByTestId('save-layout') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('save-layout'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    const [path, body] = calls.put.mock.calls[0] as [string, { items: StoredPlace[] }];
    expect(path).toBe('/dashboard/layout');
    expect(body.items.find((item) => item.i === 'recent-activity')).toMatchObject({ x: 1, y: 2, w: 6, h: 4 });
    expect(body.items.every((item) => Object.keys(item).sort().join() === 'h,i,w,x,y')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('layout-source').textContent).toBe('הפריסה שלך'));
  });

  it('saves the office default for an admin', async () => {
    calls.put.mockImplementation(async () => ({ ...officeTypeLayout, data: { ...officeTypeLayout.data, source: 'office', hasOfficeLayout: true } }));
    render(<WidgetSandbox routes={routes}><DashboardGrid widgets={widgets} /></WidgetSandbox>);
    fireEvent.click(await screen.findByTestId('edit-layout'));
    fireEvent.click(screen.getByTestId('save-office-layout'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/dashboard/layout/office', expect.objectContaining({ items: expect.any(Array) })));
  });

  it('opens in edit mode when asked (the admin area’s link to the office default)', async () => {
    render(<WidgetSandbox routes={routes}><DashboardGrid widgets={widgets} startEditing /></WidgetSandbox>);
    expect(await screen.findByTestId('save-office-layout')).toBeTruthy();
    expect(screen.queryByTestId('edit-layout')).toBeNull();
  });
});
