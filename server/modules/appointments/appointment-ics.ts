import ical, { ICalEventStatus } from 'ical-generator';
import { pickText, type Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import type { AppointmentStatus, AppointmentView } from './appointment.view';

/** The media type of an iCalendar answer (RFC 5545 §8.1). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

// Where an appointment stands, as a calendar application reads it: booked but not confirmed is tentative.
const STATUS: Record<AppointmentStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

type Options = { value: unknown; label?: Partial<Record<Language, string>> }[];

// The booking form's place, when the form has a `location` field: its option's label in the language (codes are kept
// as data), or the text itself for a free-text field.
function locationOf(ctx: OfficeContext, data: Record<string, unknown>, language: Language): string | undefined {
  const value = data.location;
  if (typeof value !== 'string' || value === '') return undefined;
  const options = (ctx.office.forms.appointmentBooking.fields?.location as { options?: Options } | undefined)?.options;
  const option = options?.find((candidate) => candidate.value === value);
  return option?.label ? pickText(option.label, language) || value : value;
}

/** An appointment's title in a calendar application: the office's word for it and the client's name (Meeting · Maya Cohen). */
export function appointmentSummary(ctx: OfficeContext, appointment: Pick<AppointmentView, 'clientName'>, language: Language): string {
  const word = officeWordFiller(ctx.office)('{{Appointment}}', language);
  return appointment.clientName ? `${word} · ${appointment.clientName}` : word;
}

/**
 * The office's appointments as an iCalendar text (RFC 5545): one VEVENT each, its UID stable across exports, its
 * times in UTC, its title from the office's words and the client, its place from the booking form's `location` if
 * the form has one, and its status. ical-generator folds long lines at 75 octets and escapes the texts.
 */
export function appointmentsIcs(ctx: OfficeContext, appointments: readonly AppointmentView[], language: Language, name?: string): string {
  const calendar = ical({ prodId: { company: 'Lishka', product: 'calendar', language: language.toUpperCase() }, ...(name ? { name } : {}) });
  for (const appointment of appointments) {
    const location = locationOf(ctx, appointment.data, language);
    calendar.createEvent({
      id: `${appointment.id}@lishka`,
      start: new Date(appointment.startsAt),
      end: new Date(appointment.endsAt),
      stamp: new Date(appointment.updatedAt),
      created: new Date(appointment.createdAt),
      lastModified: new Date(appointment.updatedAt),
      sequence: appointment.version - 1,
      summary: appointmentSummary(ctx, appointment, language),
      ...(location ? { location } : {}),
      ...(appointment.professionalName ? { description: appointment.professionalName } : {}),
      status: STATUS[appointment.status],
    });
  }
  return calendar.toString();
}
