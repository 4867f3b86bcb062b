import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant a date and time picked on screen mean in a time zone. antd's pickers read what is typed or chosen
 * in this browser's zone; the app shows and takes times in the user's (useTimeZone), so 10:00 picked is 10:00 there.
 */
export function pickedInZone(picked: Dayjs, timeZone: string): Date {
  return dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toDate();
}

/** The start of today in a time zone, as a picker in this browser's zone reads it: for disabling the days before it. */
export function todayInZone(timeZone: string, now = Date.now()): Dayjs {
  return dayjs(dayjs(now).tz(timeZone).format('YYYY-MM-DD'));
}
