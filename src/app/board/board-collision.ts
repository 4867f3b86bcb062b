import { closestCenter, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * Where a dragged card is over: the column it overlaps most (else the nearest), then the nearest other card in
 * that column, or the column itself when it has none.
 */
export const boardCollision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((container) => container.data.current?.kind === 'column');
  const [column] = rectIntersection({ ...args, droppableContainers: columns }).concat(closestCenter({ ...args, droppableContainers: columns }));
  if (!column) return [];
  const key = columns.find((container) => container.id === column.id)?.data.current?.column;
  const cards = args.droppableContainers.filter((container) => container.data.current?.kind === 'card' && container.data.current.column === key && container.id !== args.active.id);
  const [card] = closestCenter({ ...args, droppableContainers: cards });
  return [card ?? column];
};
