import { describe, expect, it } from 'vitest';
import { fromGridLayout, isSameLayout, toGridLayout } from './grid-coordinates';

const stored = [
  { i: 'statistics', x: 0, y: 0, w: 12, h: 2, minW: 3, minH: 2 },
  { i: 'recent-activity', x: 0, y: 2, w: 4, h: 4, minW: 3, minH: 3 },
  { i: 'quick-actions', x: 4, y: 2, w: 8, h: 4, minW: 3, minH: 3 },
];

describe('grid coordinates', () => {
  it('mirrors x in right to left: the first widget from the start side sits on the right', () => {
    const grid = toGridLayout(stored, 'rtl');
    expect(grid.find((item) => item.i === 'recent-activity')).toMatchObject({ x: 8, w: 4 });
    expect(grid.find((item) => item.i === 'quick-actions')).toMatchObject({ x: 0, w: 8 });
    expect(grid.find((item) => item.i === 'statistics')).toMatchObject({ x: 0, minW: 3, minH: 2 });
  });

  it('keeps x in left to right', () => {
    expect(toGridLayout(stored, 'ltr').map((item) => item.x)).toEqual([0, 0, 4]);
  });

  it('mirrors back the same way, keeping only i, x, y, w and h, in reading order', () => {
    for (const direction of ['rtl', 'ltr'] as const) {
      const back = fromGridLayout(toGridLayout(stored, direction), direction);
      expect(back).toEqual(stored.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })));
    }
  });

  it('compares places by widget, whatever the order', () => {
    const places = stored.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
    expect(isSameLayout(places, [...places].reverse())).toBe(true);
    expect(isSameLayout(places, places.map((place) => (place.i === 'statistics' ? { ...place, h: 3 } : place)))).toBe(false);
    expect(isSameLayout(places, places.slice(1))).toBe(false);
  });
});
