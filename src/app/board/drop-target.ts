import type { DragEndEvent } from '@dnd-kit/core';
import { boardData } from './board-data';

/** What a card is dropped on: a column, or another card (in its column), with whether the aim (pointer, or the dragged card's middle) is below that card's middle. */
export type DropOn<C extends string = string> = { kind: 'column'; column: C } | { kind: 'card'; id: string; column: C; isBelow: boolean };

/** A column as far as a drop needs it: its key and its cards in order. */
export interface Lane<C extends string = string> {
  id: C;
  items: readonly { id: string }[];
}

/** Where a drag ended, as a drop on a column or beside a card; undefined when it ended over nothing of the board. */
export function dropOn({ over, collisions }: Pick<DragEndEvent, 'over' | 'collisions'>): DropOn | undefined {
  const data = boardData(over?.data);
  if (!over || !data) return undefined;
  if (data.kind === 'column') return { kind: 'column', column: data.column };
  // Above or below as the board's collision found it: by the pointer, or by the card's middle for the keyboard.
  const collision = collisions?.find((candidate) => candidate.id === over.id);
  return { kind: 'card', id: String(over.id), column: data.column, isBelow: collision?.data?.isBelow === true };
}

/** The column and place a dropped card goes to, or undefined when it stays where it was. */
export function dropTarget<C extends string>(lanes: readonly Lane<C>[], activeId: string, on: DropOn<C>): { column: C; position: number } | undefined {
  const from = lanes.find((lane) => lane.items.some((item) => item.id === activeId));
  const to = on.kind === 'column' ? lanes.find((lane) => lane.id === on.column) : lanes.find((lane) => lane.items.some((item) => item.id === on.id));
  if (!from || !to) return undefined;
  const rest = to.items.filter((item) => item.id !== activeId);
  const position = on.kind === 'column' ? rest.length : rest.findIndex((item) => item.id === on.id) + (on.isBelow ? 1 : 0);
  const current = from.items.findIndex((item) => item.id === activeId);
  if (from.id === to.id && position === current) return undefined;
  return { column: to.id, position };
}
