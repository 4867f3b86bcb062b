import { useTranslation } from 'react-i18next';
import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import type { Appointment } from './calendar-api';
import { clockText, wallClock, weekDayOf, type Day } from './calendar-dates';
import { dayText } from './day-labels';
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
  onOpen(entry: Appointment): void;
  onPickDay(day: Day): void;
}

/** The month view: its whole weeks, today marked, days off shaded, each day's first entries and how many more. */
export function MonthGrid({ days, month, entries, policy, timeZone, today, titleOf, onOpen, onPickDay }: MonthGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const byDay = new Map<Day, { entry: Appointment; minutes: number }[]>();
  for (const entry of entries) {
    const at = wallClock(entry.startsAt, timeZone);
    byDay.set(at.day, [...(byDay.get(at.day) ?? []), { entry, minutes: at.minutes }]);
  }
  return (
    <div className="calendar-month" data-testid="calendar-month">
      <div className="calendar-month-row calendar-month-head" aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <span key={day}>{dayText(day, i18n.language, { weekday: 'short' })}</span>
        ))}
      </div>
      <div className="calendar-month-row">
        {days.map((day) => {
          const items = (byDay.get(day) ?? []).sort((a, b) => a.minutes - b.minutes);
          const isOff = !workingHoursOn(policy, weekDayOf(day));
          const classes = ['calendar-month-day', day === today ? 'is-today' : '', isOff ? 'is-off' : '', day.startsWith(month) ? '' : 'is-other-month'].filter(Boolean).join(' ');
          return (
            <div key={day} className={classes} data-testid="calendar-month-day" data-day={day}>
              <button type="button" className="calendar-month-number" onClick={() => onPickDay(day)} aria-current={day === today ? 'date' : undefined} aria-label={dayText(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}>
                {dayText(day, i18n.language, { day: 'numeric' })}
              </button>
              {items.slice(0, SHOWN_PER_DAY).map(({ entry, minutes }) => (
                <button key={entry.id} type="button" className={`calendar-month-entry calendar-entry-${entry.status}`} onClick={() => onOpen(entry)} data-testid="calendar-entry" data-id={entry.id} data-status={entry.status}>
                  <span dir="ltr">{clockText(minutes)}</span> <bdi>{titleOf(entry)}</bdi>
                </button>
              ))}
              {items.length > SHOWN_PER_DAY ? (
                <button type="button" className="calendar-month-more" onClick={() => onPickDay(day)}>
                  {t('more', { count: items.length - SHOWN_PER_DAY })}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
