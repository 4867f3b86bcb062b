import { isDay, type CalendarView, type Day } from './calendar-dates';

/** Whose entries the calendar shows: the user's own, one member's, or everyone's. */
export type CalendarWho = 'mine' | 'member' | 'everyone';

/** What the calendar shows, kept in the address: the view, a day in it, and whose entries. */
export interface CalendarParams {
  view: CalendarView;
  day?: Day;
  who?: CalendarWho;
  member?: string;
}

const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];
const WHO: readonly CalendarWho[] = ['mine', 'member', 'everyone'];

/** The calendar's parameters from the address (the week by default); anything unknown is left out. */
export function readCalendarParams(search: URLSearchParams): CalendarParams {
  const view = search.get('view') as CalendarView | null;
  const who = search.get('who') as CalendarWho | null;
  const day = search.get('day');
  const member = search.get('member');
  return {
    view: view && VIEWS.includes(view) ? view : 'week',
    ...(isDay(day) ? { day } : {}),
    ...(who && WHO.includes(who) ? { who } : {}),
    ...(member && /^[0-9a-f-]{36}$/i.test(member) ? { member } : {}),
  };
}

/** The address for changed parameters, empty ones left out. */
export function writeCalendarParams(current: CalendarParams, changes: Partial<CalendarParams>): URLSearchParams {
  const next: Record<string, string | undefined> = { ...current, ...changes };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
  return search;
}
