import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import type { Appointment } from './calendar-api';
import { clockText, weekDayOf, type Day } from './calendar-dates';
import { AppointmentBlock } from './AppointmentBlock';
import { PX_PER_MINUTE, SLOT_MINUTES, type PlacedEntry } from './time-grid-layout';
import type { DragPreview } from './use-grid-drag';
import { workingHoursOn } from './working-hours';

interface DayColumnProps {
  day: Day;
  bounds: { start: number; end: number };
  policy: SchedulingPolicy;
  placed: PlacedEntry<Appointment>[];
  isToday: boolean;
  /** Minutes since midnight now, on today's column. */
  nowMinutes?: number;
  preview?: DragPreview;
  dayWidth: number;
  isRtl: boolean;
  slotLabel(day: Day, minutes: number): string;
  offHoursLabel: string;
  titleOf(entry: Appointment): string;
  canDrag(entry: Appointment): boolean;
  onBook(day: Day, minutes: number): void;
  onOpen(entry: Appointment): void;
  columnRef?: (element: HTMLDivElement | null) => void;
}

/** One day of the day and week grids: its working hours unshaded, a free slot to press every half hour, its entries at their times. */
export function DayColumn({ day, bounds, policy, placed, isToday, nowMinutes, preview, dayWidth, isRtl, slotLabel, offHoursLabel, titleOf, canDrag, onBook, onOpen, columnRef }: DayColumnProps) {
  const hours = workingHoursOn(policy, weekDayOf(day));
  const slots = Array.from({ length: (bounds.end - bounds.start) / SLOT_MINUTES }, (_, index) => bounds.start + index * SLOT_MINUTES);
  const isOff = (minutes: number) => !hours || minutes < hours.start || minutes >= hours.end;
  const px = (minutes: number) => (minutes - bounds.start) * PX_PER_MINUTE;
  return (
    <div ref={columnRef} className={`calendar-day-column${isToday ? ' is-today' : ''}`} style={{ height: px(bounds.end) }} data-testid="calendar-day-column" data-day={day}>
      {slots.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className={`calendar-slot${isOff(minutes) ? ' is-off' : ''}`}
          style={{ top: px(minutes), height: SLOT_MINUTES * PX_PER_MINUTE }}
          aria-label={slotLabel(day, minutes)}
          title={isOff(minutes) ? offHoursLabel : undefined}
          onClick={() => onBook(day, minutes)}
          data-testid="calendar-slot"
          data-time={clockText(minutes)}
          data-off={isOff(minutes) ? 'true' : 'false'}
        />
      ))}
      {nowMinutes !== undefined && nowMinutes >= bounds.start && nowMinutes <= bounds.end ? <div className="calendar-now" style={{ top: px(nowMinutes) }} aria-hidden="true" /> : null}
      {placed.map((item) => (
        <AppointmentBlock
          key={item.entry.id}
          placed={item}
          gridStart={bounds.start}
          title={titleOf(item.entry)}
          {...(preview?.entry.id === item.entry.id ? { preview } : {})}
          dayWidth={dayWidth}
          isRtl={isRtl}
          canDrag={canDrag(item.entry)}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}
