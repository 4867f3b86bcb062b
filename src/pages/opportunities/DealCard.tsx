import { HolderOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DealCardContent } from './DealCardContent';
import type { Opportunity } from './opportunity-types';

/** A deal on the board: dragged by its handle (mouse, touch or keyboard), and a place other cards drop beside. */
export function DealCard({ deal }: { deal: Opportunity }) {
  const { t } = useTranslation('opportunities');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: deal.id, data: { stage: deal.stage } });
  const { setNodeRef: setDropRef } = useDroppable({ id: deal.id, data: { kind: 'card', stage: deal.stage } });
  const handle = (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('board.drag', { title: deal.title })}
      data-testid="deal-drag-handle"
      style={{ cursor: 'grab', touchAction: 'none' }}
    />
  );
  return (
    <div ref={(node) => { setNodeRef(node); setDropRef(node); }} style={{ opacity: isDragging ? 0.4 : 1 }}>
      <DealCardContent deal={deal} handle={handle} />
    </div>
  );
}
