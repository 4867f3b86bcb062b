import { useMemo } from 'react';
import { slaCalendarOf, type SlaCalendar } from '../../../engine/workflows/sla';
import { useOffice } from '../../app/office/office-context';

/** The calendar the office's working-hours SLAs count (its working hours in its time zone); undefined while it loads. */
export function useSlaCalendar(): SlaCalendar | undefined {
  const config = useOffice().runtime?.config;
  return useMemo(() => (config ? slaCalendarOf(config) : undefined), [config]);
}
