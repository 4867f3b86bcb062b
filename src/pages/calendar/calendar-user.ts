import { createContext, useContext } from 'react';
import { useAuth } from '../../app/auth/use-auth';

/** Who uses the calendar, as it needs them: their id, team role and professional role. */
export interface CalendarUser {
  id: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professionalRole: string | null;
}

/** The calendar's user when a story names one; the signed-in user otherwise. */
export const CalendarUserContext = createContext<CalendarUser | undefined>(undefined);

/** Who uses the calendar: the story's user, else the signed-in one. */
export function useCalendarUser(): CalendarUser | undefined {
  const given = useContext(CalendarUserContext);
  const { user } = useAuth();
  return given ?? user;
}
