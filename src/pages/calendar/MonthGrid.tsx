import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import type { Appointment } from './calendar-api';
import { clockText, wallClock, weekDayOf, type Day } from './calendar-dates';
import { dayText } from './day-labels';
import { MonthDay } from './MonthDay';
import { MonthEntry } from './MonthEntry';
import { useMonthDrag } from './use-month-drag';
import { workingHoursOn } from './working-hours';

const SHOWN_PER_DAY = 3;

interface MonthGridProps {
  days: Day[];
  /** The month shown (YYYY-MM): the other days are drawn faint. */
  month: string;
  entries: Appointment[];
  policy: SchedulingPolicy;
  timeZone: string;
  today: Day;
  titleOf(entry: Appointment): string;
  canDrag(entry: Appointment): boolean;
  onOpen(entry: Appointment): void;
  onPickDay(day: Day): void;
  onMove(entry: Appointment, times: { startsAt: string; endsAt: string }): void;
}

/**
 * The month view: its whole weeks, today marked, days off shaded, each day's first entries and how many more; an
 * entry dragged to another day moves there at the same time (the server refuses what does not fit, as in the grid).
 */
export function MonthGrid({ days, month, entries, policy, timeZone, today, titleOf, canDrag, onOpen, onPickDay, onMove }: MonthGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const cell = useRef<HTMLElement | null>(null);
  const drag = useMonthDrag({ cell, timeZone, titleOf, onMove });
  const open = (entry: Appointment) => {
    if (!drag.justDragged.current) onOpen(entry);
  };
  const byDay = new Map<Day, { entry: Appointment; minutes: number }[]>();
  for (const entry of entries) {
    const at = wallClock(entry.startsAt, timeZone);
    byDay.set(at.day, [...(byDay.get(at.day) ?? []), { entry, minutes: at.minutes }]);
  }
  return (
    <DndContext autoScroll={false} sensors={drag.sensors} accessibility={drag.accessibility} onDragStart={drag.handlers.onDragStart} onDragCancel={drag.handlers.onDragCancel} onDragEnd={drag.handlers.onDragEnd}>
      <div className="calendar-month" data-testid="calendar-month">
        <div className="calendar-month-row calendar-month-head" aria-hidden="true">
          {days.slice(0, 7).map((day) => (
            <span key={day}>{dayText(day, i18n.language, { weekday: 'short' })}</span>
          ))}
        </div>
        <div className="calendar-month-row">
          {days.map((day, index) => {
            const items = (byDay.get(day) ?? []).sort((a, b) => a.minutes - b.minutes);
            const isOff = !workingHoursOn(policy, weekDayOf(day));
            const classes = ['calendar-month-day', day === today ? 'is-today' : '', isOff ? 'is-off' : '', day.startsWith(month) ? '' : 'is-other-month'].filter(Boolean).join(' ');
            return (
              <MonthDay key={day} day={day} className={classes} {...(index === 0 ? { cellRef: (element: HTMLDivElement | null) => void (cell.current = element) } : {})}>
                <button type="button" className="calendar-month-number" onClick={() => onPickDay(day)} aria-current={day === today ? 'date' : undefined} aria-label={dayText(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}>
                  {dayText(day, i18n.language, { day: 'numeric' })}
                </button>
                {items.slice(0, SHOWN_PER_DAY).map(({ entry, minutes }) => (
                  <MonthEntry key={entry.id} entry={entry} minutes={minutes} title={titleOf(entry)} canDrag={canDrag(entry)} isDragged={drag.dragged?.id === entry.id} onOpen={open} />
                ))}
                {items.length > SHOWN_PER_DAY ? (
                  <button type="button" className="calendar-month-more" onClick={() => onPickDay(day)}>
                    {t('more', { count: items.length - SHOWN_PER_DAY })}
                  </button>
                ) : null}
              </MonthDay>
            );
          })}
        </div>
      </div>
      {/* In the body: under a transformed ancestor (the page's layout) a fixed overlay would sit off the pointer, and the drop be measured from there. */}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {drag.dragged ? (
            <div className={`calendar-month-entry calendar-entry-${drag.dragged.status} is-overlay`} data-testid="calendar-month-drag">
              <span dir="ltr">{clockText(wallClock(drag.dragged.startsAt, timeZone).minutes)}</span> <bdi>{titleOf(drag.dragged)}</bdi>
            </div>
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
