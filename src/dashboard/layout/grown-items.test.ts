import { describe, expect, it } from 'vitest';
import { grownItems, rowsFor } from './grown-items';

const metrics = { rowHeight: 80, gap: 16 };

describe('cards that grow to their content', () => {
  it('counts the rows a height takes, gaps between rows included', () => {
    expect(rowsFor(80, metrics)).toBe(1);
    expect(rowsFor(176, metrics)).toBe(2);
    expect(rowsFor(177, metrics)).toBe(3);
    expect(rowsFor(0, metrics)).toBe(1);
  });

  it('makes a card whose content is taller than its place tall enough, and leaves the others as placed', () => {
    const layout = [
      { i: 'statistics', x: 0, y: 0, w: 12, h: 2 },
      { i: 'recent-activity', x: 0, y: 2, w: 6, h: 4 },
    ];
    expect(grownItems(layout, { statistics: 300 }, metrics)).toEqual([
      { i: 'statistics', x: 0, y: 0, w: 12, h: 4 },
      { i: 'recent-activity', x: 0, y: 2, w: 6, h: 4 },
    ]);
  });

  it('never makes a card shorter than placed when its content is short', () => {
    const layout = [{ i: 'statistics', x: 0, y: 0, w: 12, h: 3 }];
    expect(grownItems(layout, { statistics: 100 }, metrics)).toEqual(layout);
  });
});
