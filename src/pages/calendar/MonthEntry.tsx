import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from './calendar-api';
import { clockText } from './calendar-dates';

interface MonthEntryProps {
  entry: Appointment;
  minutes: number;
  title: string;
  canDrag: boolean;
  isDragged: boolean;
  onOpen(entry: Appointment): void;
}

/**
 * An entry in a day of the month view: pressed (or Enter), it opens; dragged where it may change (or picked up with
 * space and moved with the arrows), it moves to another day at the same time.
 */
export function MonthEntry({ entry, minutes, title, canDrag, isDragged, onOpen }: MonthEntryProps) {
  const { t } = useTranslation('calendar');
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: entry.id, data: { entry }, disabled: !canDrag });
  return (
    <div
      ref={setNodeRef}
      {...(canDrag ? attributes : {})}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={`${clockText(minutes)} ${canDrag ? t('moveLabel', { title }) : title}`}
      className={`calendar-month-entry calendar-entry-${entry.status}${isDragged ? ' is-dragged' : ''}`}
      onClick={() => onOpen(entry)}
      onKeyDown={(event) => {
        // Enter opens the details; space picks the entry up to move it (dnd-kit's keyboard sensor), or opens it where it may not move.
        if (event.key === 'Enter' && !isDragging) onOpen(entry);
        else if (canDrag) listeners?.onKeyDown?.(event);
        else if (event.key === ' ') {
          event.preventDefault();
          onOpen(entry);
        }
      }}
      data-testid="calendar-entry"
      data-id={entry.id}
      data-status={entry.status}
    >
      <span dir="ltr">{clockText(minutes)}</span> <bdi>{title}</bdi>
    </div>
  );
}
