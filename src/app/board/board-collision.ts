import { closestCenter, pointerWithin, rectIntersection, type ClientRect, type Collision, type CollisionDetection } from '@dnd-kit/core';

/** What the board's collision tells the drop beside a card: whether the aim (pointer, or the card's middle) is below that card's middle. */
export interface CardCollisionData {
  isBelow: boolean;
}

const point = ({ x, y }: { x: number; y: number }): ClientRect => ({ top: y, bottom: y, left: x, right: x, width: 0, height: 0 });

/**
 * Where a dragged card is over. A mouse or touch drag goes by the pointer: the column under it, then the card
 * nearest it there (or the column itself when it has none), wherever on the card the hand holds it. How much
 * of the card overlapped each column decided before, which put a card aimed at a long column's middle into its
 * shorter neighbour. The keyboard has no pointer: it moves the card's middle into a column, so the card's own
 * rectangle decides then, as it does while the pointer is between two columns.
 */
export const boardCollision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((container) => container.data.current?.kind === 'column');
  const inColumns = { ...args, droppableContainers: columns };
  const [column] = [...(args.pointerCoordinates ? pointerWithin(inColumns) : []), ...rectIntersection(inColumns), ...closestCenter(inColumns)];
  if (!column) return [];
  const key = columns.find((container) => container.id === column.id)?.data.current?.column;
  const cards = args.droppableContainers.filter((container) => container.data.current?.kind === 'card' && container.data.current.column === key && container.id !== args.active.id);
  const aim = args.pointerCoordinates ? point(args.pointerCoordinates) : args.collisionRect;
  const [card] = closestCenter({ ...args, collisionRect: aim, droppableContainers: cards });
  const cardRect = card ? args.droppableRects.get(card.id) : undefined;
  if (!card || !cardRect) return [column];
  const data: CardCollisionData = { isBelow: aim.top + aim.height / 2 > cardRect.top + cardRect.height / 2 };
  return [{ ...card, data: { ...card.data, ...data } } satisfies Collision];
};
