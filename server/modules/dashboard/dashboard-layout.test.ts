import { describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { arrangeLayout, layoutProblems, layoutWidgets, officeTypeItems } from './dashboard-layout';

const dashboard = {
  widgets: [
    { id: 'statistics', type: 'statistics', position: { x: 0, y: 0, w: 12, h: 2 } },
    { id: 'recent-activity', type: 'recent-activity', position: { x: 0, y: 2, w: 6, h: 4 } },
    { id: 'chart', type: 'new-clients-chart', position: { x: 6, y: 2, w: 6, h: 4 } },
    { id: 'hidden', type: 'notifications', position: { x: 0, y: 6, w: 4, h: 4 }, visible: false },
  ],
};
const widgets = layoutWidgets(dashboard, widgetDefinitions);

describe('dashboard layout', () => {
  it('places the visible widgets only, with their types’ smallest sizes', () => {
    expect([...widgets]).toEqual([
      ['statistics', { minW: 3, minH: 2 }],
      ['recent-activity', { minW: 3, minH: 3 }],
      ['chart', { minW: 4, minH: 3 }],
    ]);
    expect(officeTypeItems(dashboard).map((item) => item.i)).toEqual(['statistics', 'recent-activity', 'chart']);
  });

  it('accepts a layout inside the grid and names each problem of a bad one by field', () => {
    expect(layoutProblems([{ i: 'chart', x: 8, y: 0, w: 4, h: 3 }], widgets)).toEqual([]);
    const fields = layoutProblems([{ i: 'hidden', x: 0, y: 0, w: 4, h: 4 }, { i: 'chart', x: 9, y: 0, w: 3, h: 3 }], widgets).map((problem) => problem.field);
    expect(fields).toEqual(['items.0.i', 'items.1.w']);
  });

  it('lays a stored layout over the one beneath: unknown widgets dropped, missing ones below, stale sizes grown', () => {
    const arranged = arrangeLayout([{ i: 'gone', x: 0, y: 0, w: 4, h: 4 }, { i: 'chart', x: 10, y: 1, w: 2, h: 3 }], officeTypeItems(dashboard), widgets);
    expect(arranged.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))).toEqual([
      { i: 'chart', x: 8, y: 1, w: 4, h: 3 },
      { i: 'statistics', x: 0, y: 4, w: 12, h: 2 },
      { i: 'recent-activity', x: 0, y: 6, w: 6, h: 4 },
    ]);
    expect(arrangeLayout(null, officeTypeItems(dashboard), widgets)).toHaveLength(3);
  });
});
