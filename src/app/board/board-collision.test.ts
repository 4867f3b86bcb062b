import type { Active, ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardCollision } from './board-collision';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

interface Box {
  id: string;
  kind: 'column' | 'card';
  column: string;
  rect: ClientRect;
}

function board(boxes: Box[]) {
  const droppableContainers = boxes.map(
    ({ id, kind, column, rect }) => ({ id, key: id, disabled: false, data: { current: { kind, column } }, node: { current: null }, rect: { current: rect } }) as unknown as DroppableContainer,
  );
  const droppableRects = new Map<UniqueIdentifier, ClientRect>(boxes.map((box) => [box.id, box.rect]));
  return { droppableContainers, droppableRects };
}

// Three columns 260 wide with 12 between: the middle one long (20 cards), its neighbours short.
const LEFT = rect(0, 100, 260, 320);
const MIDDLE = rect(272, 100, 260, 1700);
const RIGHT = rect(544, 100, 260, 320);
const columns: Box[] = [
  { id: 'column:left', kind: 'column', column: 'left', rect: LEFT },
  { id: 'column:middle', kind: 'column', column: 'middle', rect: MIDDLE },
  { id: 'column:right', kind: 'column', column: 'right', rect: RIGHT },
];
const cardsInMiddle: Box[] = [
  { id: 'm1', kind: 'card', column: 'middle', rect: rect(282, 150, 240, 100) },
  { id: 'm2', kind: 'card', column: 'middle', rect: rect(282, 258, 240, 100) },
];
const active = { id: 'dragged', data: { current: { kind: 'card', column: 'left' } } } as unknown as Active;
const collide = (boxes: Box[], collisionRect: ClientRect, pointerCoordinates: { x: number; y: number } | null) => boardCollision({ active, collisionRect, pointerCoordinates, ...board(boxes) });

describe('where a dragged card is over', () => {
  it('is the column under the pointer, though most of the card held by its start hangs over the shorter neighbour', () => {
    // Left to right, held 23 px from its left edge: the pointer on the long column's middle, the card reaching into the right one.
    const pointer = { x: 402, y: 400 };
    expect(collide(columns, rect(pointer.x - 23, pointer.y - 50, 240, 100), pointer).map((collision) => collision.id)).toEqual(['column:middle']);
    // Right to left, held 23 px from its right edge, coming from the left column: the card still mostly over where it came from.
    expect(collide(columns, rect(pointer.x + 23 - 240, pointer.y - 50, 240, 100), pointer).map((collision) => collision.id)).toEqual(['column:middle']);
  });

  it('is the card nearest the pointer in that column, and says whether the pointer is below its middle', () => {
    const boxes = [...columns, ...cardsInMiddle];
    const [below] = collide(boxes, rect(379, 260, 240, 100), { x: 402, y: 310 });
    expect(below?.id).toBe('m2');
    expect(below?.data?.isBelow).toBe(true);
    const [above] = collide(boxes, rect(379, 110, 240, 100), { x: 402, y: 160 });
    expect(above?.id).toBe('m1');
    expect(above?.data?.isBelow).toBe(false);
  });

  it("goes by the card's own rectangle for the keyboard, which has no pointer, and between columns", () => {
    // The keyboard puts the card's middle in a column.
    expect(collide(columns, rect(282, 300, 240, 100), null).map((collision) => collision.id)).toEqual(['column:middle']);
    // The pointer in the gap between two columns: the card overlapping the right one decides.
    expect(collide(columns, rect(530, 200, 240, 100), { x: 538, y: 250 }).map((collision) => collision.id)).toEqual(['column:right']);
    // Far from everything: the nearest column.
    expect(collide(columns, rect(2000, 200, 240, 100), { x: 2100, y: 250 }).map((collision) => collision.id)).toEqual(['column:right']);
  });
});
