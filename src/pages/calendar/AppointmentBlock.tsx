import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from './calendar-api';
import { clockText } from './calendar-dates';
import type { DragPreview } from './use-grid-drag';
import { PX_PER_MINUTE, type PlacedEntry } from './time-grid-layout';

interface AppointmentBlockProps {
  placed: PlacedEntry<Appointment>;
  /** The minute the grid starts at. */
  gridStart: number;
  title: string;
  /** This entry's drag under way, if it is the one dragged. */
  preview?: DragPreview;
  dayWidth: number;
  isRtl: boolean;
  canDrag: boolean;
  onOpen(entry: Appointment): void;
}

/**
 * An entry in its day's column, at its time and length: pressed, it opens its details; dragged, it moves (a day
 * across, a snap up or down); its bottom edge dragged changes its length. Mouse, touch and keyboard alike.
 */
export function AppointmentBlock({ placed, gridStart, title, preview, dayWidth, isRtl, canDrag, onOpen }: AppointmentBlockProps) {
  const { t } = useTranslation('calendar');
  const { entry } = placed;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `move:${entry.id}`, data: { entry, mode: 'move' }, disabled: !canDrag });
  const { attributes: endAttributes, listeners: endListeners, setNodeRef: setEndRef } = useDraggable({ id: `resize:${entry.id}`, data: { entry, mode: 'resize' }, disabled: !canDrag });
  const shift = preview?.mode === 'move' ? { x: preview.dayDelta * dayWidth * (isRtl ? -1 : 1), y: preview.minuteDelta * PX_PER_MINUTE } : { x: 0, y: 0 };
  const length = placed.end - placed.start + (preview?.mode === 'resize' ? preview.minuteDelta : 0);
  const status = entry.status;
  return (
    <div
      className={`calendar-entry calendar-entry-${status}${preview ? ' is-dragging' : ''}`}
      style={{
        top: (placed.start - gridStart) * PX_PER_MINUTE,
        height: Math.max(15, length) * PX_PER_MINUTE,
        insetInlineStart: `${(placed.lane / placed.lanes) * 100}%`,
        width: `${100 / placed.lanes}%`,
        transform: `translate(${shift.x}px, ${shift.y}px)`,
      }}
      data-testid="calendar-entry"
      data-id={entry.id}
      data-status={status}
    >
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        className="calendar-entry-body"
        aria-label={canDrag ? t('moveLabel', { title }) : title}
        onClick={() => onOpen(entry)}
        onKeyDown={(event) => {
          // Enter opens the details; space picks the entry up to move it (dnd-kit's keyboard sensor).
          if (event.key === 'Enter' && !isDragging) onOpen(entry);
          else listeners?.onKeyDown?.(event);
        }}
        data-testid="calendar-entry-body"
      >
        <span className="calendar-entry-time" dir="ltr">
          {clockText(placed.start + shift.y / PX_PER_MINUTE)}–{clockText(placed.start + shift.y / PX_PER_MINUTE + length)}
        </span>{' '}
        <bdi className="calendar-entry-title">{title}</bdi>
      </div>
      {canDrag ? (
        <div ref={setEndRef} {...endAttributes} {...endListeners} className="calendar-entry-resize" aria-label={t('resizeLabel', { title })} data-testid="calendar-entry-resize" />
      ) : null}
    </div>
  );
}
