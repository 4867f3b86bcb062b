import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { boardCollision } from './board-collision';
import { boardKeyboardCoordinates } from './board-keyboard';
import { dropOn, type DropOn } from './drop-target';
import { useBoardAccessibility } from './use-board-accessibility';

/** The class of the card drawn under the pointer while dragging and while it flies to where it was dropped. */
export const DRAG_OVERLAY_CLASS = 'board-drag-overlay';

interface DragBoardProps<T> {
  /** The columns (BoardLane), in document order: right to left in Hebrew. */
  children: ReactNode;
  /** The card under the pointer while dragging, drawn from the item its BoardCard carries. */
  renderOverlay(item: T): ReactNode;
  /** A card (its id and the item its BoardCard carries) dropped on a column or beside another card; not called for a drop outside the board. */
  onDrop(id: string, on: DropOn, item: T): void;
  testId?: string;
}

/**
 * A board of columns whose cards are dragged between them with the mouse, touch or the keyboard (left and right
 * as the screen shows them), announced to screen readers in the user's language.
 */
export function DragBoard<T>({ children, renderOverlay, onDrop, testId }: DragBoardProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }));
  const accessibility = useBoardAccessibility();
  const [active, setActive] = useState<{ item: T }>();

  const end = (event: DragEndEvent) => {
    setActive(undefined);
    const on = dropOn(event);
    if (on) onDrop(String(event.active.id), on, event.active.data.current?.item as T);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={accessibility}
      onDragStart={(event) => setActive({ item: event.active.data.current?.item as T })}
      onDragCancel={() => setActive(undefined)}
      onDragEnd={end}
    >
      <Flex gap={12} align="start" style={{ overflowX: 'auto', paddingBlockEnd: 12 }} data-testid={testId}>
        {children}
      </Flex>
      {/* In the body: a transformed ancestor (the page's transition) would otherwise shift the fixed overlay off the pointer. */}
      {createPortal(<DragOverlay className={DRAG_OVERLAY_CLASS}>{active ? renderOverlay(active.item) : null}</DragOverlay>, document.body)}
    </DndContext>
  );
}
