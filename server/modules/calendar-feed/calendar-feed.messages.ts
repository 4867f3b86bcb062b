import { httpError, type HttpError, type Messages } from '../../plugins/errors';

/**
 * Texts of the calendar feed; the codes are local to this module. They say "calendar", never an office's own word for
 * its entries (a clinic's appointments, a firm's meetings), which the feed holds whatever they are called.
 */
export const CALENDAR_FEED_TEXTS = {
  CALENDAR_FEED_CREATED: { he: 'נוצרה כתובת חדשה ליומן שלך; כתובת קודמת, אם הייתה, אינה פעילה עוד', en: 'A new address of your calendar was made; any earlier one no longer works', es: 'Se creó una nueva dirección para su calendario; la anterior, si existía, ya no funciona' },
  CALENDAR_FEED_REVOKED: { he: 'כתובת היומן שלך בוטלה', en: 'Your calendar address was revoked', es: 'Se revocó la dirección de su calendario' },
  CALENDAR_FEED_NONE: { he: 'אין לך כתובת יומן פעילה', en: 'You have no calendar address in use', es: 'No tiene ninguna dirección de calendario en uso' },
  CALENDAR_SYNC_OFF: {
    he: 'המשרד שלך אינו משתף את היומן שלו עם יומנים חיצוניים, ולכן אין בו כתובת יומן',
    en: 'Your office does not sync its calendar with outside calendars, so it has no calendar address',
    es: 'Su oficina no sincroniza su calendario con calendarios externos, por lo que no tiene dirección de calendario',
  },
  CALENDAR_FEED_NOT_FOUND: { he: 'כתובת היומן אינה תקינה או שבוטלה', en: 'This calendar address is not valid or was revoked', es: 'Esta dirección de calendario no es válida o se revocó' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type CalendarFeedTextCode = keyof typeof CALENDAR_FEED_TEXTS;

/** An error of the calendar feed, in every language. */
export function calendarFeedError(status: number, code: CalendarFeedTextCode): HttpError {
  return httpError(status, code, { messages: CALENDAR_FEED_TEXTS[code] });
}
