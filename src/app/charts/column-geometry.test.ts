import { describe, expect, it } from 'vitest';
import { columnLayout, labelStep } from './column-geometry';

const area = { width: 300, height: 100, fill: 0.5 };

describe('column layout', () => {
  it('puts each value in an equal slot, left to right, heights in proportion to the largest', () => {
    const columns = columnLayout([2, 4, 1], area, false);
    expect(columns.map((column) => column.center)).toEqual([50, 150, 250]);
    expect(columns.map((column) => column.x)).toEqual([25, 125, 225]);
    expect(columns.map((column) => column.width)).toEqual([50, 50, 50]);
    expect(columns.map((column) => column.height)).toEqual([50, 100, 25]);
    expect(columns.map((column) => column.y)).toEqual([50, 0, 75]);
  });

  it('reads right to left in right-to-left text: the first value on the right', () => {
    const columns = columnLayout([2, 4, 1], area, true);
    expect(columns.map((column) => column.center)).toEqual([250, 150, 50]);
    expect(columns[0]!.x).toBe(225);
  });

  it('draws no height when every value is zero, and nothing for no values', () => {
    expect(columnLayout([0, 0], area, false).every((column) => column.height === 0 && column.y === 100)).toBe(true);
    expect(columnLayout([], area, false)).toEqual([]);
  });

  it('uses a default fill of 0.6', () => {
    expect(columnLayout([1], { width: 100, height: 10 }, false)[0]).toMatchObject({ x: 20, width: 60 });
  });
});

describe('label step', () => {
  it('labels every column when there is room, and every nth otherwise', () => {
    expect(labelStep(6, 12)).toBe(1);
    expect(labelStep(12, 12)).toBe(1);
    expect(labelStep(24, 12)).toBe(2);
    expect(labelStep(13, 6)).toBe(3);
    expect(labelStep(5, 0)).toBe(5);
  });
});
