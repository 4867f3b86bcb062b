import { DndContext } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import type { Appointment } from './calendar-api';
import { clockText, type Day } from './calendar-dates';
import { dayText } from './day-labels';
import { DayColumn } from './DayColumn';
import { slotState } from './slot-state';
import { hourBounds, placeDay, PX_PER_MINUTE } from './time-grid-layout';
import { useGridDrag } from './use-grid-drag';

interface TimeGridProps {
  days: Day[];
  entries: Appointment[];
  policy: SchedulingPolicy;
  timeZone: string;
  today: Day;
  nowMinutes: number;
  titleOf(entry: Appointment): string;
  canDrag(entry: Appointment): boolean;
  onBook(day: Day, minutes: number): void;
  /** A past slot or one outside the working hours was pressed: why it does not book. */
  onBlocked(reason: string): void;
  onOpen(entry: Appointment): void;
  onPickDay(day: Day): void;
  onMove(entry: Appointment, times: { startsAt: string; endsAt: string }): void;
  onResize(entry: Appointment, endsAt: string): void;
}

/**
 * The day and week views: a column per day (right to left in Hebrew), an hour per 60 px, the office's working
 * hours unshaded, today marked with the time now; free slots book (past ones and those outside the working hours
 * are hatched and say why not), entries open, move and stretch.
 */
export function TimeGrid({ days, entries, policy, timeZone, today, nowMinutes, titleOf, canDrag, onBook, onBlocked, onOpen, onPickDay, onMove, onResize }: TimeGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  const bounds = useMemo(() => hourBounds(policy, days, entries, timeZone), [days, entries, policy, timeZone]);
  const column = useRef<HTMLDivElement | null>(null);
  const [dayWidth, setDayWidth] = useState(100);
  const justDragged = useRef(false);
  useEffect(() => {
    const element = column.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setDayWidth(element.getBoundingClientRect().width || 100));
    observer.observe(element);
    return () => observer.disconnect();
  }, [days.length]);
  const dayLimits = useCallback(
    (entry: Appointment) => {
      const index = days.findIndex((day) => placeDay(day, [entry], timeZone).length > 0);
      return index < 0 ? { before: 0, after: 0 } : { before: index, after: days.length - 1 - index };
    },
    [days, timeZone],
  );
  const drag = useGridDrag({
    column,
    isRtl,
    dayLimits,
    timeZone,
    titleOf,
    onMove,
    onResize,
  });
  const open = (entry: Appointment) => {
    if (!justDragged.current) onOpen(entry);
  };
  const handlers = {
    ...drag.handlers,
    onDragEnd: (event: Parameters<typeof drag.handlers.onDragEnd>[0]) => {
      // The click that ends a pointer drag is not a press on the entry.
      justDragged.current = true;
      setTimeout(() => (justDragged.current = false), 0);
      drag.handlers.onDragEnd(event);
    },
  };
  const stateOf = useCallback((day: Day, minutes: number) => slotState(policy, day, minutes, today, nowMinutes), [nowMinutes, policy, today]);
  const blockedLabel = useCallback((state: 'past' | 'off') => t(state === 'past' ? 'blocked.past' : 'blocked.off'), [t]);
  const slotLabel = (day: Day, minutes: number, reason?: string) => {
    const at = { time: clockText(minutes), day: dayText(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) };
    return reason ? t('blockedSlot', { ...at, reason }) : t('slot', at);
  };
  const hours = Array.from({ length: (bounds.end - bounds.start) / 60 }, (_, index) => bounds.start + index * 60);
  const columns = { gridTemplateColumns: `56px repeat(${days.length}, minmax(0, 1fr))` };

  return (
    <div className="calendar-time-grid" data-testid="calendar-time-grid" data-days={days.length}>
      <div className="calendar-grid-head" style={columns}>
        <div />
        {days.map((day) => (
          <button key={day} type="button" className={`calendar-day-head${day === today ? ' is-today' : ''}`} onClick={() => onPickDay(day)} aria-current={day === today ? 'date' : undefined} data-testid="calendar-day-head" data-day={day}>
            <span className="calendar-day-name">{dayText(day, i18n.language, { weekday: 'short' })}</span>
            <span className="calendar-day-number">{dayText(day, i18n.language, { day: 'numeric' })}</span>
          </button>
        ))}
      </div>
      <DndContext autoScroll={false} sensors={drag.sensors} accessibility={drag.accessibility} onDragMove={handlers.onDragMove} onDragCancel={handlers.onDragCancel} onDragEnd={handlers.onDragEnd}>
        <div className="calendar-grid-body" style={columns}>
          <div className="calendar-gutter" style={{ height: (bounds.end - bounds.start) * PX_PER_MINUTE }} aria-hidden="true">
            {hours.map((minutes) => (
              <span key={minutes} className="calendar-hour" style={{ top: (minutes - bounds.start) * PX_PER_MINUTE }} dir="ltr">
                {clockText(minutes)}
              </span>
            ))}
          </div>
          {days.map((day, index) => (
            <DayColumn
              key={day}
              day={day}
              bounds={bounds}
              stateOf={stateOf}
              placed={placeDay(day, entries, timeZone)}
              isToday={day === today}
              {...(day === today ? { nowMinutes } : {})}
              {...(drag.preview ? { preview: drag.preview } : {})}
              dayWidth={dayWidth}
              isRtl={isRtl}
              slotLabel={slotLabel}
              blockedLabel={blockedLabel}
              onBlocked={onBlocked}
              titleOf={titleOf}
              canDrag={canDrag}
              onBook={onBook}
              onOpen={open}
              {...(index === 0 ? { columnRef: (element: HTMLDivElement | null) => void (column.current = element) } : {})}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
