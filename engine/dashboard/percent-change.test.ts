import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change';

describe('percentChange', () => {
  it('computes the trend as a percent change to one decimal, null without a previous value', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
  });
});
