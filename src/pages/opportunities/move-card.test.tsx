import { describe, expect, it } from 'vitest';
import { moveCard } from './move-card';
import type { BoardStage, Opportunity, Stage } from '../../api/opportunity-answers';

const deal = (id: string, stage: Stage, position: number, value: number): Opportunity => ({
  id, clientId: `c-${id}`, clientName: 'Dana Levi', title: `Deal ${id}`, value, currency: 'ILS', stage, expectedCloseDate: null,
  ownerId: null, ownerName: null, position, notes: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
});

const board: BoardStage[] = [
  { stage: 'new', count: 3, totalValue: 600, items: [deal('a', 'new', 0, 100), deal('b', 'new', 1, 200), deal('c', 'new', 2, 300)] },
  { stage: 'contacted', count: 1, totalValue: 1000.5, items: [deal('d', 'contacted', 0, 1000.5)] },
  { stage: 'lost', count: 0, totalValue: 0, items: [] },
];

const ids = (stages: BoardStage[], stage: Stage) => stages.find((entry) => entry.stage === stage)!.items.map((item) => item.id);

describe('moving a card on the board', () => {
  it('moves a card to another stage at a place, renumbering both stages and their totals', () => {
    const next = moveCard(board, 'b', 'contacted', 0);
    expect(ids(next, 'new')).toEqual(['a', 'c']);
    expect(ids(next, 'contacted')).toEqual(['b', 'd']);
    expect(next[0]).toMatchObject({ count: 2, totalValue: 400 });
    expect(next[1]).toMatchObject({ count: 2, totalValue: 1200.5 });
    expect(next[1]!.items.map((item) => [item.stage, item.position])).toEqual([['contacted', 0], ['contacted', 1]]);
    expect(next[0]!.items.map((item) => item.position)).toEqual([0, 1]);
  });

  it('reorders within a stage, and puts a card past the end last', () => {
    expect(ids(moveCard(board, 'a', 'new', 2), 'new')).toEqual(['b', 'c', 'a']);
    expect(ids(moveCard(board, 'c', 'new', 0), 'new')).toEqual(['c', 'a', 'b']);
    expect(ids(moveCard(board, 'a', 'lost', 99), 'lost')).toEqual(['a']);
  });

  it('leaves the board as it was for an unknown card or stage, and never changes the board it was given', () => {
    expect(moveCard(board, 'zz', 'lost', 0)).toEqual(board);
    expect(moveCard(board, 'a', 'closed', 0)).toEqual(board);
    moveCard(board, 'a', 'lost', 0);
    expect(ids(board, 'new')).toEqual(['a', 'b', 'c']);
  });
});
