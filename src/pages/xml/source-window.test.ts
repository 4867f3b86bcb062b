import { describe, expect, it } from 'vitest';
import { scrollTopFor, SOURCE_LINE_HEIGHT, visibleLines } from './source-window';

describe('the source view’s window', () => {
  it('draws the visible lines and a margin, never past the file', () => {
    expect(visibleLines(0, 520, 10)).toEqual({ first: 1, last: 10 });
    const deep = visibleLines(100_000 * SOURCE_LINE_HEIGHT, 520, 200_000);
    expect(deep.first).toBeGreaterThan(99_900);
    expect(deep.last - deep.first).toBeLessThan(100);
    expect(visibleLines(0, 520, 0)).toEqual({ first: 1, last: 0 });
  });

  it('puts a line asked for a third of the way down, and the first lines at the top', () => {
    expect(scrollTopFor(1, 520)).toBe(0);
    const top = scrollTopFor(5_000, 520);
    expect(top).toBe(4_999 * SOURCE_LINE_HEIGHT - 173);
    const { first, last } = visibleLines(top, 520, 200_000);
    expect(first).toBeLessThanOrEqual(5_000);
    expect(last).toBeGreaterThanOrEqual(5_000);
  });
});
