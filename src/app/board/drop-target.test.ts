import { describe, expect, it } from 'vitest';
import { dropTarget, type Lane } from './drop-target';

const lanes: Lane[] = [
  { id: 'new', items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
  { id: 'contacted', items: [{ id: 'd' }] },
  { id: 'lost', items: [] },
];

describe('where a dropped card goes', () => {
  it('goes last in a column dropped on, before or after a card dropped on, and nowhere when it stays put', () => {
    expect(dropTarget(lanes, 'a', { kind: 'column', column: 'contacted' })).toEqual({ column: 'contacted', position: 1 });
    expect(dropTarget(lanes, 'a', { kind: 'card', id: 'd', column: 'contacted', isBelow: false })).toEqual({ column: 'contacted', position: 0 });
    expect(dropTarget(lanes, 'a', { kind: 'card', id: 'c', column: 'new', isBelow: true })).toEqual({ column: 'new', position: 2 });
    expect(dropTarget(lanes, 'c', { kind: 'card', id: 'a', column: 'new', isBelow: false })).toEqual({ column: 'new', position: 0 });
    expect(dropTarget(lanes, 'a', { kind: 'card', id: 'b', column: 'new', isBelow: false })).toBeUndefined();
    expect(dropTarget(lanes, 'a', { kind: 'column', column: 'new' })).toEqual({ column: 'new', position: 2 });
    expect(dropTarget(lanes, 'a', { kind: 'column', column: 'lost' })).toEqual({ column: 'lost', position: 0 });
    expect(dropTarget(lanes, 'zz', { kind: 'column', column: 'new' })).toBeUndefined();
    expect(dropTarget(lanes, 'a', { kind: 'column', column: 'closed' })).toBeUndefined();
  });
});
