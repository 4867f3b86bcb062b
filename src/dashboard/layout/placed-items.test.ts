import { describe, expect, it } from 'vitest';
import { placedItems } from './placed-items';
import type { DashboardWidget } from './widget-placements';

const widget = (id: string, x: number, y: number, w: number, h: number): DashboardWidget => ({ placement: { id, type: id, position: { x, y, w, h } }, title: { he: id, en: id }, config: {}, minSize: { w: 3, h: 2 }, growsToContent: false });

describe('placed items', () => {
  it('keeps the layout of the widgets shown, in reading order, and puts an unplaced widget below', () => {
    const items = [
      { i: 'b', x: 6, y: 0, w: 6, h: 2, minW: 3, minH: 2 },
      { i: 'gone', x: 0, y: 4, w: 6, h: 2, minW: 3, minH: 2 },
      { i: 'a', x: 0, y: 0, w: 6, h: 3, minW: 3, minH: 2 },
    ];
    expect(placedItems(items, [widget('a', 0, 0, 6, 2), widget('b', 6, 0, 6, 2), widget('c', 4, 0, 4, 2)]).map(({ i, x, y }) => [i, x, y])).toEqual([
      ['a', 0, 0],
      ['b', 6, 0],
      ['c', 4, 3],
    ]);
  });
});
