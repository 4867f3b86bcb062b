import type { Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dropOn, dropTarget, type Lane } from './drop-target';

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

describe('what a drag ended on', () => {
  const over = (kind: 'card' | 'column') => ({ id: kind === 'card' ? 'd' : 'column:contacted', rect: {}, disabled: false, data: { current: { kind, column: 'contacted', label: 'x', columnLabel: 'x' } } }) as unknown as Over;

  it('is a column, or a card with the side the board found (by the pointer, or the card for the keyboard)', () => {
    expect(dropOn({ over: over('column'), collisions: null })).toEqual({ kind: 'column', column: 'contacted' });
    expect(dropOn({ over: over('card'), collisions: [{ id: 'd', data: { isBelow: true } }] })).toEqual({ kind: 'card', id: 'd', column: 'contacted', isBelow: true });
    expect(dropOn({ over: over('card'), collisions: [{ id: 'd', data: { isBelow: false } }] })).toEqual({ kind: 'card', id: 'd', column: 'contacted', isBelow: false });
    expect(dropOn({ over: null, collisions: [] })).toBeUndefined();
  });
});
