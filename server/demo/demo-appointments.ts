import { moduleKind } from '../../engine/modules/module-kinds';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import type { AppointmentStatus } from '../modules/appointments/appointment.view';
import { localTime, workingHoursOn, zonedMoment, type WeekDay } from '../modules/appointments/appointment-times';
import type { DemoOffice } from './demo-clients';
import { demoRandom, type DemoRandom } from './demo-random';
import { drawRecordData } from './demo-record-fields';

/** A demo client as the calendar names it: whom an appointment is with, and what their intake says (a pet's name). */
export interface DemoAppointmentClient {
  id: string;
  name: string;
  intake: Readonly<Record<string, unknown>>;
}

/** A demo appointment, ready to insert: its id drawn from the seed, its status fitting its time. */
export interface DemoAppointment {
  id: string;
  module: string;
  clientId: string;
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  status: AppointmentStatus;
  data: Record<string, unknown>;
  version: number;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Titles of the office's records by entity (a property's street), for a booking form's `<entity>Id` field. */
export type LinkedTitles = Readonly<Record<string, readonly string[]>>;

/** The office parts the calendar's demo reads: its modules, scheduling policy, time zone and booking form. */
export type CalendarOffice = Pick<OfficeConfiguration, 'features' | 'settings' | 'localization' | 'forms'>;

/** How many days back and ahead of today the demo books. */
export const DEMO_CALENDAR_DAYS = 14;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** How likely a free slot of a working day is booked, and how many appointments a professional has in a day at most. */
const FILL = 0.4;
const MAX_PER_DAY = 8;
const WEEK_DAYS: readonly WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The office's modules of kind "calendar", in its order. */
export function calendarModulesOf(office: CalendarOffice): string[] {
  return office.features.modules.filter((module) => moduleKind(module) === 'calendar').map((module) => module.id);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type Properties = Record<string, { type?: string; enum?: unknown[]; format?: string; pattern?: string; default?: unknown }>;

// The booking's length: the form's duration where it has one (its default most often), else the policy's length.
function lengthOf(random: DemoRandom, office: CalendarOffice, properties: Properties): number {
  const policy = office.settings.scheduling.appointmentMinutes ?? 30;
  const durations = (properties.duration?.enum ?? []).filter((value): value is number => typeof value === 'number');
  if (!durations.length) return policy;
  const usual = typeof properties.duration?.default === 'number' ? properties.duration.default : policy;
  return random.chance(0.6) && durations.includes(usual) ? usual : random.pick(durations.filter((value) => value <= 120));
}

// What the booking form says that the booking itself fixes: its day and time, its length, who it is with.
function givenValues(random: DemoRandom, properties: Properties, booking: { day: string; minutes: number; length: number }, client: DemoAppointmentClient, professionalName: string, linked: LinkedTitles): Record<string, unknown> {
  const { day, minutes, length } = booking;
  const given: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const titles = linked[key.replace(/Id$/, '')];
    if (key.endsWith('Id') && titles?.length && property.type === 'string') given[key] = random.pick(titles);
    else if (property.format === 'date') given[key] = day;
    else if (property.pattern?.includes('[0-5]\\d')) given[key] = hhmm(minutes);
    else if (key === 'preferredTime' && property.enum) given[key] = minutes < 720 ? 'morning' : minutes < 1020 ? 'afternoon' : 'evening';
    else if (key === 'duration') given[key] = length;
    else if (key === 'attorney') given[key] = professionalName;
    else if (key === 'attendees') given[key] = client.name;
    else if (typeof client.intake[key] === 'string' && property.type === 'string' && !property.enum) given[key] = client.intake[key];
  }
  return given;
}

// A status that fits the time: what has passed was held, missed or cancelled; what lies ahead is booked or confirmed.
function statusOf(random: DemoRandom, startsAt: Date, endsAt: Date, now: Date): AppointmentStatus {
  if (startsAt.getTime() >= now.getTime()) return random.weighted([['scheduled', 60], ['confirmed', 40]] as const);
  if (endsAt.getTime() > now.getTime()) return 'confirmed';
  return random.weighted([['completed', 78], ['no_show', 8], ['cancelled', 14]] as const);
}

/**
 * An office's demo appointments, the same on every run for the same office, clients and `now`: for its professional,
 * on every working day from two weeks back to two weeks ahead, within the day's working hours, each of the booking's
 * length with the office's buffer after it (so none meets another, in any of its calendar modules), with a client and
 * the booking form's values (option codes, texts in the office's language, a record of the office where the form
 * names one by `<entity>Id`: a showing's property); past ones completed, missed or
 * cancelled, future ones scheduled or confirmed.
 */
export function demoAppointments(office: DemoOffice, config: CalendarOffice, clients: readonly DemoAppointmentClient[], professionalName: string, now: Date, linked: LinkedTitles = {}): DemoAppointment[] {
  const modules = calendarModulesOf(config);
  if (!modules.length || !clients.length) return [];
  const random = demoRandom(`lishka-demo-appointments:${office.slug}`);
  const form = config.forms.appointmentBooking;
  const properties = (form.schema as { properties: Properties }).properties;
  const policy = config.settings.scheduling;
  const buffer = policy.bufferMinutes ?? 0;
  const timeZone = config.localization.timeZone;
  const today = localTime(now, timeZone).day;
  const appointments: DemoAppointment[] = [];
  for (let offset = -DEMO_CALENDAR_DAYS; offset <= DEMO_CALENDAR_DAYS; offset += 1) {
    const day = dayPlus(today, offset);
    const hours = workingHoursOn(policy, WEEK_DAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!);
    if (!hours) continue;
    let cursor = Math.ceil(hours.start / 15) * 15;
    let booked = 0;
    while (booked < MAX_PER_DAY) {
      const length = lengthOf(random, config, properties);
      if (cursor + length > hours.end) break;
      if (!random.chance(FILL)) {
        cursor += 15 * random.int(1, 4);
        continue;
      }
      const client = random.pick(clients);
      const startsAt = zonedMoment(day, hhmm(cursor), timeZone);
      const endsAt = new Date(startsAt.getTime() + length * MINUTE);
      const given = givenValues(random, properties, { day, minutes: cursor, length }, client, professionalName, linked);
      const data = drawRecordData(form, { random, now, language: office.language, index: appointments.length, given });
      const status = statusOf(random, startsAt, endsAt, now);
      const createdAt = new Date(Math.min(now.getTime() - random.int(5, 120) * MINUTE, startsAt.getTime() - random.int(1, 12) * DAY - random.int(0, 8) * 60 * MINUTE));
      const changedAt = status === 'completed' || status === 'no_show' ? endsAt : status === 'scheduled' ? createdAt : new Date(createdAt.getTime() + random.next() * (Math.min(now.getTime(), startsAt.getTime()) - createdAt.getTime()));
      appointments.push({
        id: random.uuid(),
        module: random.pick(modules),
        clientId: client.id,
        professionalId: office.proId,
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + buffer * MINUTE),
        status,
        data,
        version: status === 'scheduled' ? 1 : 2,
        createdBy: random.chance(0.6) ? office.adminId : office.proId,
        createdAt,
        updatedAt: changedAt,
      });
      booked += 1;
      cursor = Math.ceil((cursor + length + buffer) / 15) * 15;
    }
  }
  return appointments;
}
