import { validateFormData } from '../../../engine/forms/validate-form-data';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { messagesOfText } from '../../i18n/messages';
import { clockNow } from '../../jobs/clock';
import { fieldError, type FieldError } from '../../plugins/errors';
import { isWithinWorkingHours, localTime, workingHoursOn } from './appointment-times';
import { appointmentError, appointmentFieldError } from './appointments.messages';
import { firstClash, isActiveMember, isOfficeClient } from './appointments.queries';

const DAY_MS = 86_400_000;
const TEXTS_OF_OBJECT = { he: 'הנתונים חייבים להיות אובייקט של שדות הטופס', en: 'The data must be an object of the form’s fields', es: 'Los datos deben ser un objeto con los campos del formulario' };

/**
 * The booking form's data as it would be kept, checked by the office's `forms.appointmentBooking` through the engine
 * (the rules the browser applies), and each field's problem in every language, named `data.<field>`.
 */
export function checkBookingData(ctx: OfficeContext, data: unknown): { data: Record<string, unknown>; errors: FieldError[] } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { data: {}, errors: [fieldError('data', TEXTS_OF_OBJECT)] };
  const checked = validateFormData(ctx.office.forms.appointmentBooking, data as Record<string, unknown>);
  const errors = checked.errors.map((error) => fieldError(error.field ? `data.${error.field}` : 'data', messagesOfText(error.message)));
  return { data: checked.data, errors };
}

/** The client and the professional an appointment names: the office's client, an active member; field errors otherwise. */
export async function linkErrors(trx: ScopedTransaction, links: { clientId?: string | null; professionalId?: string }): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (links.clientId && !(await isOfficeClient(trx, links.clientId))) errors.push(appointmentFieldError('clientId', 'APPOINTMENT_CLIENT_NOT_FOUND'));
  if (links.professionalId && !(await isActiveMember(trx, links.professionalId))) errors.push(appointmentFieldError('professionalId', 'APPOINTMENT_PROFESSIONAL_NOT_MEMBER'));
  return errors;
}

// The office's hours on the appointment's day, as the refusal names them (09:00–18:00), or its working days.
function hoursText(ctx: OfficeContext, startsAt: Date): string {
  const policy = ctx.office.settings.scheduling;
  const hours = workingHoursOn(policy, localTime(startsAt, ctx.office.localization.timeZone).weekDay);
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return hours ? `${time(hours.start)}–${time(hours.end)}` : policy.workingHours.days.join(', ');
}

const localClock = (ctx: OfficeContext, at: Date): string => {
  const minutes = Math.round(localTime(at, ctx.office.localization.timeZone).minutes);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * Refuses a time the office's scheduling policy does not allow (spec 3 §9): an end not after the start or more than
 * a day later, a start already past, a time outside the working hours of its day (in the office's time zone).
 */
export function checkTime(ctx: OfficeContext, startsAt: Date, endsAt: Date): void {
  if (endsAt.getTime() <= startsAt.getTime()) throw appointmentError(400, 'APPOINTMENT_ENDS_BEFORE_START');
  if (endsAt.getTime() - startsAt.getTime() > DAY_MS) throw appointmentError(400, 'APPOINTMENT_TOO_LONG');
  if (startsAt.getTime() < clockNow().getTime()) throw appointmentError(400, 'APPOINTMENT_IN_PAST');
  if (!isWithinWorkingHours(ctx.office.settings.scheduling, startsAt, endsAt, ctx.office.localization.timeZone)) {
    throw appointmentError(400, 'APPOINTMENT_OUTSIDE_HOURS', { hours: hoursText(ctx, startsAt) });
  }
}

/** Until when an appointment ending then keeps its professional: its end plus the office's buffer. */
export const blockedUntilOf = (ctx: OfficeContext, endsAt: Date): Date => new Date(endsAt.getTime() + (ctx.office.settings.scheduling.bufferMinutes ?? 0) * 60_000);

/**
 * Refuses (409) a time that meets another appointment of the professional's, buffer included, naming until when
 * they are taken. The database's exclusion constraint holds the same rule when two bookings race.
 */
export async function checkFree(trx: ScopedTransaction, ctx: OfficeContext, professionalId: string, startsAt: Date, endsAt: Date, except?: string): Promise<void> {
  // The professional's other appointments keep the buffer after them; this one keeps it after itself.
  const clash = await firstClash(trx, professionalId, startsAt, blockedUntilOf(ctx, endsAt), except);
  if (clash) throw appointmentError(409, 'APPOINTMENT_OVERLAP', { until: localClock(ctx, new Date(clash.blocked_until)) });
}

/** The database's word for an overlap that got past the check (two bookings at once): the same 409. */
export function isOverlapViolation(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string } | null;
  return failure?.code === '23P01';
}
