import { describe, expect, it } from 'vitest';
import { isArrowKey, moveByKey } from './keyboard-move';

const layout = [
  { i: 'a', x: 0, y: 0, w: 6, h: 2, minW: 3, minH: 2 },
  { i: 'b', x: 0, y: 2, w: 6, h: 2, minW: 3, minH: 2 },
  { i: 'c', x: 6, y: 0, w: 6, h: 4, minW: 3, minH: 2 },
];
const at = (result: ReturnType<typeof moveByKey>, id: string) => {
  const item = result.find((candidate) => candidate.i === id)!;
  return { x: item.x, y: item.y, w: item.w, h: item.h };
};

describe('moving a widget with the keyboard', () => {
  it('knows the arrow keys', () => {
    expect(isArrowKey('ArrowDown')).toBe(true);
    expect(isArrowKey('Enter')).toBe(false);
  });

  it('moves down past the widget below, as a drag would (a step compaction undoes is no step)', () => {
    const result = moveByKey(layout, 'a', 'ArrowDown');
    expect(at(result, 'a').y).toBe(2);
    expect(at(result, 'b').y).toBe(0);
  });

  it('moves sideways one column and pushes what it meets down', () => {
    const result = moveByKey(layout, 'a', 'ArrowRight');
    expect(at(result, 'a')).toMatchObject({ x: 1, y: 0 });
    expect(at(result, 'c').y).toBeGreaterThanOrEqual(2);
  });

  it('stops at the edges and answers the layout unchanged', () => {
    expect(moveByKey(layout, 'a', 'ArrowLeft')).toBe(layout);
    expect(moveByKey(layout, 'a', 'ArrowUp')).toBe(layout);
    expect(moveByKey(layout, 'nope', 'ArrowUp')).toBe(layout);
  });

  it('resizes with Shift, never below the smallest size, growing toward the end side', () => {
    expect(at(moveByKey(layout, 'b', 'ArrowDown', { isResize: true }), 'b').h).toBe(3);
    expect(moveByKey(layout, 'b', 'ArrowUp', { isResize: true })).toBe(layout);
    expect(at(moveByKey(layout, 'c', 'ArrowLeft', { isResize: true }), 'c')).toMatchObject({ x: 6, w: 5 });
    // Right to left: left is wider, and the right (start) edge stays.
    expect(at(moveByKey(layout, 'c', 'ArrowLeft', { isResize: true, direction: 'rtl' }), 'c')).toMatchObject({ x: 5, w: 7 });
  });
});
