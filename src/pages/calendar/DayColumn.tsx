import type { Appointment } from './calendar-api';
import { clockText, type Day } from './calendar-dates';
import { AppointmentBlock } from './AppointmentBlock';
import type { SlotState } from './slot-state';
import { PX_PER_MINUTE, SLOT_MINUTES, type PlacedEntry } from './time-grid-layout';
import type { DragPreview } from './use-grid-drag';

interface DayColumnProps {
  day: Day;
  bounds: { start: number; end: number };
  /** Whether a slot of the day books, is past or is outside the working hours. */
  stateOf(day: Day, minutes: number): SlotState;
  placed: PlacedEntry<Appointment>[];
  isToday: boolean;
  /** Minutes since midnight now, on today's column. */
  nowMinutes?: number;
  preview?: DragPreview;
  dayWidth: number;
  isRtl: boolean;
  /** A slot's name for assistive technology: free, or when and why it does not book. */
  slotLabel(day: Day, minutes: number, reason?: string): string;
  /** Why a slot that is past or outside the working hours does not book. */
  blockedLabel(state: Exclude<SlotState, 'free'>): string;
  /** A slot that does not book was pressed: the reason is told. */
  onBlocked(reason: string): void;
  titleOf(entry: Appointment): string;
  canDrag(entry: Appointment): boolean;
  onBook(day: Day, minutes: number): void;
  onOpen(entry: Appointment): void;
  columnRef?: (element: HTMLDivElement | null) => void;
}

/**
 * One day of the day and week grids: its working hours unshaded, a slot to press every half hour, its entries at
 * their times. A slot that is past or outside the working hours is hatched and does not book (the server would
 * refuse it): its tooltip says why, and pressing it tells the reason instead of opening the booking dialog.
 */
export function DayColumn({ day, bounds, stateOf, placed, isToday, nowMinutes, preview, dayWidth, isRtl, slotLabel, blockedLabel, onBlocked, titleOf, canDrag, onBook, onOpen, columnRef }: DayColumnProps) {
  const slots = Array.from({ length: (bounds.end - bounds.start) / SLOT_MINUTES }, (_, index) => bounds.start + index * SLOT_MINUTES).map((minutes) => ({ minutes, state: stateOf(day, minutes) }));
  const px = (minutes: number) => (minutes - bounds.start) * PX_PER_MINUTE;
  return (
    <div ref={columnRef} className={`calendar-day-column${isToday ? ' is-today' : ''}`} style={{ height: px(bounds.end) }} data-testid="calendar-day-column" data-day={day}>
      {slots.map(({ minutes, state }) => {
        const reason = state === 'free' ? undefined : blockedLabel(state);
        return (
          <button
            key={minutes}
            type="button"
            className={`calendar-slot${state === 'free' ? '' : ` is-blocked is-${state}`}`}
            style={{ top: px(minutes), height: SLOT_MINUTES * PX_PER_MINUTE }}
            aria-label={slotLabel(day, minutes, reason)}
            aria-disabled={reason ? true : undefined}
            title={reason}
            onClick={() => (reason ? onBlocked(reason) : onBook(day, minutes))}
            data-testid="calendar-slot"
            data-time={clockText(minutes)}
            data-state={state}
            data-off={state === 'off' ? 'true' : 'false'}
          />
        );
      })}
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
