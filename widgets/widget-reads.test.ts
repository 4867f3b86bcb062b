import { describe, expect, it } from 'vitest';
import type { WidgetPlacement } from '../engine/generated/config-types';
import { dashboardReads } from './widget-reads';

const at = { x: 0, y: 0, w: 4, h: 3 };
const placed = (type: string, extra: Partial<WidgetPlacement> = {}): WidgetPlacement => ({ id: type, type, position: at, ...extra });

describe("the dashboard's first reads", () => {
  it('reads the layout, then each visible widget’s data from its config over its type’s defaults, each path once', () => {
    const widgets = [
      placed('statistics'),
      placed('recent-activity', { config: { perEntity: 3 } }),
      placed('follow-ups-due', { config: { days: 30 } }),
      placed('quick-actions'),
      placed('clients-by-status'),
      placed('clients-by-status', { id: 'again' }),
      placed('new-clients-chart', { visible: false }),
      placed('notifications'),
    ];
    expect(dashboardReads({ widgets, defaultPeriod: 'week' }, [])).toEqual([
      '/dashboard/layout',
      '/dashboard/statistics?period=week',
      '/dashboard/activity?filter=all&perType=3&limit=5',
      '/clients/client/overdue-followups',
      '/clients/client/upcoming-followups?days=30',
      '/clients/client/stats',
    ]);
  });

  it('shows the statistics for the month when the office names no period', () => {
    expect(dashboardReads({ widgets: [placed('statistics')] }, [])).toContain('/dashboard/statistics?period=month');
  });

  it('reads the pipeline only where the office has the deals feature on', () => {
    const widgets = [placed('pipeline-value')];
    expect(dashboardReads({ widgets }, ['opportunities'])).toEqual(['/dashboard/layout', '/opportunities/board']);
    expect(dashboardReads({ widgets }, ['clients'])).toEqual(['/dashboard/layout']);
  });

  it('fails loudly on a widget type it does not know, naming it', () => {
    expect(() => dashboardReads({ widgets: [placed('weather')] }, [])).toThrow(/"weather"/);
  });
});
