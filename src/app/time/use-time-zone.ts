import { useContext, useSyncExternalStore } from 'react';
import { OfficeContext } from '../office/office-context';
import { browserTimeZone, isTimeZone } from '../../../engine/time/format-time';
import { timeZoneStore } from './time-zone-store';

/** The path of the signed-in user's profile; its SWR key is [path, user id], shared with the profile page. */
export const PROFILE_PATH = '/users/profile';

/** The time zone the office works in, else this browser's: what a user who chose none sees (spec 1 §2 /settings). */
export function useDefaultTimeZone(): { timeZone: string; isOffice: boolean } {
  const office = useContext(OfficeContext)?.office;
  const officeZone = office?.localization.timeZone;
  return isTimeZone(officeZone) ? { timeZone: officeZone, isOffice: true } : { timeZone: browserTimeZone(), isOffice: false };
}

/** The time zone the app shows times in: the user's own choice (saved on /settings), else the office's, else this browser's. */
export function useTimeZone(): string {
  return useSyncExternalStore(timeZoneStore.subscribe, timeZoneStore.getSnapshot, timeZoneStore.getSnapshot);
}
