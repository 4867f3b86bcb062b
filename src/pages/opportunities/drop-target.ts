import type { BoardStage, Stage } from './opportunity-types';

/** What a card is dropped on: a column, or another card, with whether the dragged card's middle is below that card's. */
export type DropOn = { kind: 'column'; stage: Stage } | { kind: 'card'; id: string; isBelow: boolean };

/** The stage and place a dropped card goes to, or undefined when it stays where it was. */
export function dropTarget(board: readonly BoardStage[], activeId: string, on: DropOn): { stage: Stage; position: number } | undefined {
  const from = board.find((entry) => entry.items.some((item) => item.id === activeId));
  const to = on.kind === 'column' ? board.find((entry) => entry.stage === on.stage) : board.find((entry) => entry.items.some((item) => item.id === on.id));
  if (!from || !to) return undefined;
  const rest = to.items.filter((item) => item.id !== activeId);
  const position = on.kind === 'column' ? rest.length : rest.findIndex((item) => item.id === on.id) + (on.isBelow ? 1 : 0);
  const current = from.items.findIndex((item) => item.id === activeId);
  if (from.stage === to.stage && position === current) return undefined;
  return { stage: to.stage, position };
}
