import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEP = 48;
const middle = (rect: { left: number; width: number }) => rect.left + rect.width / 2;

/**
 * Keyboard dragging across a board: left and right jump to the neighbouring column (as the screen shows it,
 * whatever the language's direction), up and down move within a column.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (event.code === KeyboardCode.Down) return { ...currentCoordinates, y: currentCoordinates.y + STEP };
  if (event.code === KeyboardCode.Up) return { ...currentCoordinates, y: currentCoordinates.y - STEP };
  if ((event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) || !collisionRect) return undefined;
  event.preventDefault();
  const isRight = event.code === KeyboardCode.Right;
  const columns = droppableContainers
    .getEnabled()
    .filter((container) => container.data.current?.kind === 'column')
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    // By the middles, not the edges: the card sits inside its own column's edges.
    .filter((rect) => (isRight ? middle(rect) > middle(collisionRect) + collisionRect.width / 2 : middle(rect) < middle(collisionRect) - collisionRect.width / 2))
    .sort((one, other) => (isRight ? middle(one) - middle(other) : middle(other) - middle(one)));
  const next = columns[0];
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: Math.max(next.top + STEP, currentCoordinates.y) };
};
