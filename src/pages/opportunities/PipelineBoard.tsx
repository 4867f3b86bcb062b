import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Flex } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { boardCollision } from './board-collision';
import { boardKeyboardCoordinates } from './board-keyboard';
import { BoardColumn } from './BoardColumn';
import { DealCardContent } from './DealCardContent';
import { dropTarget, type DropOn } from './drop-target';
import type { BoardStage, Stage } from './opportunity-types';

/** Where a drag ended, as a drop on a column or beside a card. */
function dropOn({ active, over }: DragEndEvent): DropOn | undefined {
  const data = over?.data.current;
  if (!over || !data) return undefined;
  if (data.kind === 'column') return { kind: 'column', stage: data.stage as Stage };
  const dragged = active.rect.current.translated;
  const isBelow = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { kind: 'card', id: String(over.id), isBelow };
}

/** The columns of the pipeline in document order (so right to left in Hebrew), with cards dragged between them. */
export function PipelineBoard({ stages, onMove }: { stages: BoardStage[]; onMove: (id: string, target: { stage: Stage; position: number }) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }));
  const [activeId, setActiveId] = useState<string>();
  const active = activeId ? stages.flatMap((column) => column.items).find((deal) => deal.id === activeId) : undefined;

  const end = (event: DragEndEvent) => {
    setActiveId(undefined);
    const on = dropOn(event);
    const target = on ? dropTarget(stages, String(event.active.id), on) : undefined;
    if (target) onMove(String(event.active.id), target);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={boardCollision} onDragStart={(event) => setActiveId(String(event.active.id))} onDragCancel={() => setActiveId(undefined)} onDragEnd={end}>
      <Flex gap={12} align="start" style={{ overflowX: 'auto', paddingBlockEnd: 12 }} data-testid="pipeline-board">
        {stages.map((column) => (
          <BoardColumn key={column.stage} column={column} />
        ))}
      </Flex>
      {/* In the body: a transformed ancestor (the page's transition) would otherwise shift the fixed overlay off the pointer. */}
      {createPortal(<DragOverlay>{active ? <DealCardContent deal={active} /> : null}</DragOverlay>, document.body)}
    </DndContext>
  );
}
