import { useCallback } from 'react';
import useSWR from 'swr';
import { calendarListQuery, useCalendarWrites, type Appointment, type AppointmentChange, type AppointmentListAnswer } from './calendar-api';

/**
 * A calendar's entries in a range, and the changes that update them in place (a refused one puts the entry back);
 * none, and nothing asked, while paused (whose entries is still to be picked).
 */
export function useAppointments(module: string, range: { from: string; to: string }, professionalId?: string, isPaused = false) {
  const writes = useCalendarWrites();
  const key = calendarListQuery(module, range, professionalId);
  const list = useSWR<AppointmentListAnswer>(isPaused ? null : key, { keepPreviousData: true, revalidateOnFocus: false });
  const { mutate } = list;
  const data = isPaused ? undefined : list.data;

  /** Changes an entry at the version it was read: shown at once, the server's answer kept, a refusal thrown after the entry is put back. */
  const change = useCallback(
    async (entry: Appointment, body: Omit<AppointmentChange, 'version'>): Promise<Appointment> => {
      const replaced = (answer: AppointmentListAnswer | undefined, next: Appointment) => (answer ? { ...answer, data: answer.data.map((item) => (item.id === next.id ? next : item)) } : answer);
      let saved: Appointment | undefined;
      try {
        await mutate(
          async (current) => {
            saved = (await writes.change(module, entry.id, { ...body, version: entry.version })).data;
            return replaced(current, saved);
          },
          { optimisticData: (current) => replaced(current, { ...entry, ...body } as Appointment)!, rollbackOnError: true, revalidate: false, populateCache: true },
        );
      } catch (error) {
        // A refusal may come of a change made elsewhere meanwhile (a stale version): read the range again.
        void mutate();
        throw error;
      }
      return saved!;
    },
    [module, mutate, writes],
  );

  return { ...list, data, entries: data?.data ?? [], isLoading: list.isLoading, change, key };
}
