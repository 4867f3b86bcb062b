import i18next from 'i18next';
import { ApiError } from '../../api/api-error';
import { timeZoneStore } from '../../app/time/time-zone-store';
import type { Appointment, AppointmentChanged, AppointmentListAnswer, CalendarWrites } from './calendar-api';
import { todayIn, visibleDays, zonedInstant } from './calendar-dates';
import type { CalendarUser } from './calendar-user';

// A clinic's calendar as the calendar API answers it, for stories and tests: entries in the week shown now.

/** The clinic's admin, who is no professional: the calendar shows everyone's entries. */
export const clinicAdmin: CalendarUser = { id: '1b7e2d4c-3a5f-4e6b-8c9d-0a1b2c3d4e5f', role: 'admin', professionalRole: null };

/** The doctor whose time the entries take. */
export const doctor = { userId: '2c8f3e5d-4b6a-4f7c-9dae-1b2c3d4e5f60', name: 'Noam Pro', role: 'user' as const, professionalRole: 'doctor' };

/** The day of this week (0 Sunday … 6 Saturday) in the story's time zone. */
export const dayOfThisWeek = (weekDay: number): string => visibleDays('week', todayIn(timeZoneStore.getSnapshot()), 0)[weekDay]!;

/** An entry of the clinic's calendar on a day of this week, from and to HH:MM. */
export function appointment(id: string, weekDay: number, from: string, to: string, changes: Partial<Appointment> = {}): Appointment {
  const zone = timeZoneStore.getSnapshot();
  const day = dayOfThisWeek(weekDay);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const stamp = '2026-11-01T08:00:00.000Z';
  return {
    id: `5e1a0000-0000-4000-8000-00000000000${id}`,
    module: 'appointments',
    clientId: '7a1d0000-0000-4000-8000-000000000009',
    clientName: 'Dana Levi',
    professionalId: doctor.userId,
    professionalName: doctor.name,
    startsAt: zonedInstant(day, minutes(from), zone).toISOString(),
    endsAt: zonedInstant(day, minutes(to), zone).toISOString(),
    blockedUntil: zonedInstant(day, minutes(to) + 15, zone).toISOString(),
    status: 'scheduled',
    data: { appointmentType: 'consultation', preferredDate: day, preferredTime: 'morning' },
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
    createdBy: clinicAdmin.id,
    lastModifiedBy: clinicAdmin.id,
    ...changes,
  };
}

/** A week of the clinic: two overlapping entries on Tuesday morning and a confirmed one on Wednesday afternoon. */
export const clinicWeek = (): Appointment[] => [
  appointment('1', 2, '09:00', '09:30'),
  appointment('2', 2, '09:15', '09:45', { clientName: 'Yossi Cohen', clientId: '7a1d0000-0000-4000-8000-000000000010' }),
  appointment('3', 3, '14:00', '15:00', { status: 'confirmed', clientName: 'Miriam Azulay' }),
];

/** GET /api/calendar/appointments's answer with these entries. */
export const appointmentList = (entries: Appointment[] = clinicWeek()): AppointmentListAnswer => ({ success: true, data: entries });

const changed = (entry: Appointment): AppointmentChanged => ({ success: true, message: 'Saved', messages: { he: 'נשמר', en: 'Saved' }, data: entry });

/** The overlap refusal the server answers in the user's language. */
export const overlapRefusal = (): ApiError => new ApiError(i18next.language === 'en' ? 'Busy until 09:45' : 'תפוס עד 09:45', 409, 'APPOINTMENT_OVERLAP', [], { success: false, code: 'APPOINTMENT_OVERLAP' });

/** Writes that answer as the server would, or refuse every change with `refusal`; each call is recorded. */
export function storyWrites(refusal?: () => ApiError): CalendarWrites & { calls: { name: string; body: unknown }[] } {
  const calls: { name: string; body: unknown }[] = [];
  const answer = async (name: string, body: unknown, entry: Appointment): Promise<AppointmentChanged> => {
    calls.push({ name, body });
    if (refusal) throw refusal();
    return changed(entry);
  };
  return {
    calls,
    book: (_module, body) => answer('book', body, { ...appointment('9', 4, '10:00', '10:30'), ...body, clientId: body.clientId ?? null } as Appointment),
    change: (_module, id, body) => answer('change', body, { ...clinicWeek().find((entry) => entry.id === id)!, ...body, version: body.version + 1 } as Appointment),
    setStatus: (_module, id, status, version) => answer('status', { status, version }, { ...clinicWeek().find((entry) => entry.id === id)!, status, version: version + 1 }),
    cancel: (_module, id, version) => answer('cancel', { version }, { ...clinicWeek().find((entry) => entry.id === id)!, status: 'cancelled', version: version + 1 }),
  };
}
