import { describe, expect, it } from 'vitest';
import { linePoints, niceCeiling } from './line-geometry';

describe('niceCeiling', () => {
  it('rounds the highest value up to a readable top', () => {
    expect(niceCeiling(3_400_000)).toBe(4_000_000);
    expect(niceCeiling(5_030_439)).toBe(6_000_000);
    expect(niceCeiling(1_900_000)).toBe(2_000_000);
    expect(niceCeiling(2_100)).toBe(2_500);
    expect(niceCeiling(1_100)).toBe(1_200);
    expect(niceCeiling(1000)).toBe(1000);
    expect(niceCeiling(0)).toBe(1);
  });
});

describe('linePoints', () => {
  const box = { width: 100, height: 50 };

  it('spread the values across, zero at the bottom and the top at the top', () => {
    expect(linePoints([0, 5, 10], 10, box, false)).toEqual([{ x: 0, y: 50 }, { x: 50, y: 25 }, { x: 100, y: 0 }]);
  });

  it('start at the right in right-to-left', () => {
    expect(linePoints([0, 10], 10, box, true).map((point) => point.x)).toEqual([100, 0]);
  });

  it('spread a shorter series over the slots of a longer one', () => {
    expect(linePoints([0, 10], 10, box, false, 5).map((point) => point.x)).toEqual([0, 25]);
    expect(linePoints([0, 10], 10, box, true, 5).map((point) => point.x)).toEqual([100, 75]);
  });
});
