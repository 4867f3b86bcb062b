import { describe, expect, it } from 'vitest';
import { pieSlices } from './pie-geometry';

const pie = { cx: 50, cy: 50, radius: 40 };

describe('pie slices', () => {
  it('shares the circle in proportion, clockwise from the top, in the values’ order', () => {
    const slices = pieSlices([1, 1, 2], pie);
    expect(slices.map((slice) => slice.fraction)).toEqual([0.25, 0.25, 0.5]);
    // A quarter from twelve o'clock to three o'clock, then to six, then back round to twelve.
    expect(slices[0]!.path).toBe('M 50 10 A 40 40 0 0 1 90 50 L 50 50 Z');
    expect(slices[1]!.path).toBe('M 90 50 A 40 40 0 0 1 50 90 L 50 50 Z');
    expect(slices[2]!.path).toBe('M 50 90 A 40 40 0 0 1 50 10 L 50 50 Z');
  });

  it('sets the large-arc flag on a slice of more than half', () => {
    const [big] = pieSlices([3, 1], pie);
    expect(big!.path).toContain('A 40 40 0 1 1');
  });

  it('draws a donut with the inner arc back the other way', () => {
    const [first] = pieSlices([1, 3], { ...pie, innerRadius: 20 });
    expect(first!.path).toBe('M 50 10 A 40 40 0 0 1 90 50 L 70 50 A 20 20 0 0 0 50 30 Z');
  });

  it('gives zero values no slice but keeps the others’ indexes', () => {
    const slices = pieSlices([0, 2, 0, 2], pie);
    expect(slices.map((slice) => slice.index)).toEqual([1, 3]);
  });

  it('draws a single whole as two halves, and nothing for nothing', () => {
    const [whole] = pieSlices([0, 7], pie);
    expect(whole!.fraction).toBe(1);
    expect(whole!.path.match(/M /g)).toHaveLength(2);
    expect(pieSlices([0, 0], pie)).toEqual([]);
    expect(pieSlices([], pie)).toEqual([]);
  });
});
