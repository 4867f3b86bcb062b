import { HolderOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardData } from './board-data';

interface BoardCardProps {
  id: string;
  /** The card's column, and the names a screen reader hears for the card and that column. */
  column: string;
  label: string;
  columnLabel: string;
  /** What the drag overlay draws while this card is dragged (DragBoard's renderOverlay gets it). */
  item: unknown;
  /** The handle's accessible name ("Move the deal …"). */
  handleLabel: string;
  handleTestId: string;
  /** The card, given its drag handle to place. */
  children(handle: ReactNode): ReactNode;
}

/** A card on a board: dragged by its handle (mouse, touch or keyboard), and a place other cards drop beside. */
export function BoardCard({ id, column, label, columnLabel, item, handleLabel, handleTestId, children }: BoardCardProps) {
  const { t } = useTranslation('board');
  const data: CardData = { kind: 'card', column, label, columnLabel, item };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id, data, attributes: { roleDescription: t('roleDescription') } });
  const { setNodeRef: setDropRef } = useDroppable({ id, data });
  const handle = (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      data-testid={handleTestId}
      style={{ cursor: 'grab', touchAction: 'none' }}
    />
  );
  return (
    <div ref={(node) => { setNodeRef(node); setDropRef(node); }} style={{ opacity: isDragging ? 0.4 : 1 }}>
      {children(handle)}
    </div>
  );
}
