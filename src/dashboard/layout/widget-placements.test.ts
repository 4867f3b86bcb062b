import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import type { WidgetPlacement } from '../../../engine/generated/config-types';
import { dashboardWidgets, defaultItems } from './widget-placements';

const placements = legal.ui.dashboard.widgets as WidgetPlacement[];

describe('dashboard widgets from the office configuration', () => {
  it('merges each config over its definition defaults and keeps the placement title, else the definition title', () => {
    const widgets = dashboardWidgets(placements);
    const activity = widgets.find((widget) => widget.placement.type === 'recent-activity')!;
    expect(activity.config).toMatchObject({ perEntity: 2, total: 5, entities: ['client', 'document'] });
    expect(activity.title.en).toBe('Recent activity');
    const followUps = widgets.find((widget) => widget.placement.type === 'follow-ups-due')!;
    expect(followUps.title.en).toBe('Follow-ups this week');
  });

  it('leaves hidden widgets out and fails loudly on an unknown type', () => {
    expect(dashboardWidgets([{ ...placements[0]!, visible: false }])).toEqual([]);
    expect(() => dashboardWidgets([{ ...placements[0]!, type: 'no-such-widget' }])).toThrow(/no-such-widget/);
  });

  it("gives the office type's places with the smallest sizes", () => {
    const [statistics] = defaultItems(dashboardWidgets(placements));
    expect(statistics).toEqual({ i: 'statistics', x: 0, y: 0, w: 12, h: 2, minW: 3, minH: 2 });
  });
});
