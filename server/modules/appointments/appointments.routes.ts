import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { appointmentChangedBody } from './appointments.messages';
import { appointmentsIcs, ICS_CONTENT_TYPE } from './appointment-ics';
import {
  appointmentIcsSchema,
  appointmentStatusSchema,
  cancelAppointmentSchema,
  createAppointmentSchema,
  getAppointmentSchema,
  listAppointmentsSchema,
  updateAppointmentSchema,
} from './appointments.schemas';
import { createAppointment, listAppointments, readAppointment, setAppointmentStatus, updateAppointment } from './appointments.service';

/** Where the calendar calls live: /api/calendar/<module>, the module one of the office's of kind "calendar". */
export const CALENDAR_BASE = '/api/calendar/:module';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'appointment' } } as const;

/**
 * The office's calendars, for every module of kind "calendar" its office type declares. The module's feature and
 * the roles' permissions are the office's own, so the service checks them per module (appointment-access.ts).
 */
export async function appointmentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });

  app.get(CALENDAR_BASE, { schema: listAppointmentsSchema, config: tenant }, async (request) => {
    const { from, to, professionalId, clientId } = request.query;
    const range = { from: new Date(from), to: new Date(to), ...(professionalId ? { professionalId } : {}), ...(clientId ? { clientId } : {}) };
    return { success: true as const, data: await listAppointments(officeContextOf(request), request.params.module, range) };
  });

  app.get(`${CALENDAR_BASE}/:id`, { schema: getAppointmentSchema, config: byId }, async (request) => ({
    success: true as const,
    data: await readAppointment(officeContextOf(request), request.params.module, request.params.id),
  }));

  // The same checks as reading it; the file is named by its id, never by a client's name.
  app.get(`${CALENDAR_BASE}/:id/ics`, { schema: appointmentIcsSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const appointment = await readAppointment(ctx, request.params.module, request.params.id);
    reply.type(ICS_CONTENT_TYPE).header('content-disposition', `attachment; filename="${appointment.id}.ics"`);
    return appointmentsIcs(ctx, [appointment], ctx.language);
  });

  app.post(CALENDAR_BASE, { schema: createAppointmentSchema, config: tenant }, async (request, reply) => {
    const created = await createAppointment(officeContextOf(request), request.params.module, request.body);
    reply.code(201);
    return appointmentChangedBody('APPOINTMENT_CREATED', created);
  });

  app.put(`${CALENDAR_BASE}/:id`, { schema: updateAppointmentSchema, config: byId }, async (request) => {
    const updated = await updateAppointment(officeContextOf(request), request.params.module, request.params.id, request.body);
    return appointmentChangedBody('APPOINTMENT_UPDATED', updated);
  });

  app.post(`${CALENDAR_BASE}/:id/status`, { schema: appointmentStatusSchema, config: byId }, async (request) => {
    const { status, version } = request.body;
    const updated = await setAppointmentStatus(officeContextOf(request), request.params.module, request.params.id, status, version);
    return appointmentChangedBody(status === 'cancelled' ? 'APPOINTMENT_CANCELLED' : 'APPOINTMENT_STATUS_CHANGED', updated);
  });

  app.post(`${CALENDAR_BASE}/:id/cancel`, { schema: cancelAppointmentSchema, config: byId }, async (request) => {
    const updated = await setAppointmentStatus(officeContextOf(request), request.params.module, request.params.id, 'cancelled', request.body.version);
    return appointmentChangedBody('APPOINTMENT_CANCELLED', updated);
  });
}
