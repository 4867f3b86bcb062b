import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { APPOINTMENT_STATUSES } from './appointment.view';

const TAGS = ['appointments'];

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const nullableUuid = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;
const time = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;

/** The refusals every call may answer: bad input, no session, no right (feature off, role), no such calendar or appointment, a clash or a stale version. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

const moduleParam = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,63}$',
  description: 'A module of the office whose kind is "calendar" (features.modules[].id of its office type), such as appointments or showings.',
} as const;

const moduleParams = { type: 'object', required: ['module'], additionalProperties: false, properties: { module: moduleParam } } as const;
const appointmentParams = { type: 'object', required: ['module', 'id'], additionalProperties: false, properties: { module: moduleParam, id: uuid('The appointment id.') } } as const;
const status = { type: 'string', enum: APPOINTMENT_STATUSES, description: 'Where it stands: scheduled, confirmed, completed, cancelled or no_show.' } as const;

/** An appointment as every call answers it. */
export const appointmentSchema = {
  type: 'object',
  required: ['id', 'module', 'clientId', 'clientName', 'professionalId', 'professionalName', 'startsAt', 'endsAt', 'blockedUntil', 'status', 'data', 'version', 'createdAt', 'updatedAt', 'createdBy', 'lastModifiedBy'],
  properties: {
    id: uuid('The appointment id.'),
    module: { type: 'string', description: 'The calendar module that holds it.' },
    clientId: nullableUuid('The client it is with.'),
    clientName: nullableText('That client’s name.'),
    professionalId: uuid('The member whose time it takes.'),
    professionalName: nullableText('That member’s name.'),
    startsAt: time('When it starts.'),
    endsAt: time('When it ends.'),
    blockedUntil: time('Until when its professional is kept free: its end plus the office’s buffer.'),
    status,
    data: { type: 'object', additionalProperties: true, description: 'The fields of the office’s booking form (forms.appointmentBooking).' },
    version: { type: 'integer', minimum: 1, description: 'Its version: a change names the version it was read at, and is refused (409) when it changed meanwhile.' },
    createdAt: time('When it was booked.'),
    updatedAt: time('When it last changed.'),
    createdBy: nullableUuid('Who booked it (null for the system’s own work).'),
    lastModifiedBy: nullableUuid('Who changed it last.'),
  },
} as const;

const booking = {
  data: { type: 'object', additionalProperties: true, description: 'The fields of the office’s booking form; checked on the server by that form’s schema (unknown fields are refused, each field’s message in the user’s language).' },
  clientId: nullableUuid('The client, one of the office’s; null for none.'),
  professionalId: uuid('The professional, an active member of the office (the caller by default).'),
  startsAt: time('When it starts: in the future, within the office’s working hours.'),
  endsAt: time('When it ends (by default the form’s duration, else the scheduling policy’s length): within the same working day.'),
} as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The version the appointment was read at.' } as const;
const changed = changeResponseSchema(appointmentSchema);

/** GET /api/calendar/{module}. */
export const listAppointmentsSchema = {
  summary: 'A calendar’s appointments that start in a range (at most 45 days), of one professional or client if asked',
  tags: TAGS,
  params: moduleParams,
  querystring: {
    type: 'object',
    required: ['from', 'to'],
    additionalProperties: false,
    properties: {
      from: time('The range’s start (inclusive).'),
      to: time('The range’s end (exclusive).'),
      professionalId: uuid('Only this professional’s appointments (their own view).'),
      clientId: uuid('Only this client’s appointments.'),
    },
  },
  response: { 200: successResponseSchema({ type: 'array', items: appointmentSchema }), ...refusals },
} as const;

/** GET /api/calendar/{module}/{id}. */
export const getAppointmentSchema = {
  summary: 'One appointment of a calendar',
  tags: TAGS,
  params: appointmentParams,
  response: { 200: successResponseSchema(appointmentSchema), ...refusals },
} as const;

/** POST /api/calendar/{module}. */
export const createAppointmentSchema = {
  summary: 'Book an appointment from the office’s booking form, checked against its scheduling policy and its professional’s other appointments',
  tags: TAGS,
  params: moduleParams,
  body: { type: 'object', required: ['data', 'startsAt'], additionalProperties: false, properties: booking },
  response: { 201: changed, ...refusals },
} as const;

/** PUT /api/calendar/{module}/{id}. */
export const updateAppointmentSchema = {
  summary: 'Change an appointment: move or resize it, give it to another professional, change its form or client, at the version it was read',
  tags: TAGS,
  params: appointmentParams,
  body: { type: 'object', required: ['version'], additionalProperties: false, properties: { ...booking, version } },
  response: { 200: changed, ...refusals },
} as const;

/** POST /api/calendar/{module}/{id}/status. */
export const appointmentStatusSchema = {
  summary: 'Set an appointment’s status (confirmed, completed, no-show, or cancelled, which is final)',
  tags: TAGS,
  params: appointmentParams,
  body: { type: 'object', required: ['status', 'version'], additionalProperties: false, properties: { status, version } },
  response: { 200: changed, ...refusals },
} as const;

/** POST /api/calendar/{module}/{id}/cancel. */
export const cancelAppointmentSchema = {
  summary: 'Cancel an appointment at the version it was read (its time is free again)',
  tags: TAGS,
  params: appointmentParams,
  body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version } },
  response: { 200: changed, ...refusals },
} as const;

/** GET /api/calendar/{module}/{id}/ics. */
export const appointmentIcsSchema = {
  summary: 'One appointment as an iCalendar file (text/calendar, RFC 5545), to add it to a calendar application',
  tags: TAGS,
  params: appointmentParams,
  produces: ['text/calendar'],
  response: {
    200: { description: 'A VCALENDAR with one VEVENT: its UID, its times in UTC, its title, place and status.', content: { 'text/calendar': { schema: { type: 'string', format: 'binary' } } } },
    ...refusals,
  },
} as const;
