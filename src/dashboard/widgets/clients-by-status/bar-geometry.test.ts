import { describe, expect, it } from 'vitest';
import { barExtent } from './bar-geometry';

describe('bar extent', () => {
  it('gives the largest value the whole track and the others their share', () => {
    expect(barExtent(10, 10, false)).toEqual({ x: 0, width: 100 });
    expect(barExtent(5, 20, false)).toEqual({ x: 0, width: 25 });
  });

  it('grows from the right in right-to-left text', () => {
    expect(barExtent(5, 20, true)).toEqual({ x: 75, width: 25 });
    expect(barExtent(20, 20, true)).toEqual({ x: 0, width: 100 });
  });

  it('keeps a tiny value visible and draws nothing for zero, a negative value or an empty track', () => {
    expect(barExtent(1, 10_000, false).width).toBe(1);
    expect(barExtent(0, 10, false).width).toBe(0);
    expect(barExtent(-3, 10, true)).toEqual({ x: 100, width: 0 });
    expect(barExtent(3, 0, false).width).toBe(0);
  });
});
