import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { FieldError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import { calendarModule } from './appointment-access';
import { auditAppointmentChange } from './appointment-audit';
import { enqueueReminder } from './appointment-reminders';
import { blockedUntilOf, checkBookingData, checkFree, checkTime, isOverlapViolation, linkErrors } from './appointment-checks';
import { appointmentView, type AppointmentStatus, type AppointmentView } from './appointment.view';
import { appointmentError, appointmentFieldError } from './appointments.messages';
import { insertAppointment, listAppointmentRows, readAppointmentRow, updateAppointmentRow, type AppointmentChanges, type AppointmentRange } from './appointments.queries';

/** What a booking sends: the booking form's fields, who it is with, and when (its end by default the policy's length). */
export interface NewAppointmentBody {
  data: unknown;
  clientId?: string | null;
  /** The professional; the caller by default. */
  professionalId?: string;
  startsAt: string;
  endsAt?: string;
}

/** What a change sends: any part of a booking (a move, a resize, another professional), at the version it was read. */
export interface AppointmentChangeBody extends Partial<NewAppointmentBody> {
  version: number;
}

const MAX_RANGE_MS = 45 * 86_400_000;
const DEFAULT_MINUTES = 30;

// The length a booking takes when it names no end: its form's duration if it has one, else the policy's length.
function defaultEnd(ctx: OfficeContext, startsAt: Date, data: Record<string, unknown>): Date {
  const minutes = typeof data.duration === 'number' ? data.duration : (ctx.office.settings.scheduling.appointmentMinutes ?? DEFAULT_MINUTES);
  return new Date(startsAt.getTime() + minutes * 60_000);
}

function refuseInvalid(errors: FieldError[]): void {
  if (errors.length > 0) throw appointmentError(400, 'INVALID_APPOINTMENT_DATA', undefined, errors);
}

// Writes through the overlap constraint: two bookings that raced past the check answer as the check would.
async function guarded<T>(ctx: OfficeContext, endsAt: Date, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOverlapViolation(error)) throw appointmentError(409, 'APPOINTMENT_OVERLAP', { until: blockedUntilOf(ctx, endsAt).toISOString().slice(11, 16) });
    throw error;
  }
}

async function currentAppointment(trx: ScopedTransaction, moduleId: string, id: string, version?: number): Promise<AppointmentView> {
  const row = isUuid(id) ? await readAppointmentRow(trx, moduleId, id, version !== undefined) : undefined;
  if (!row) throw appointmentError(404, 'APPOINTMENT_NOT_FOUND');
  if (version !== undefined && row.version !== version) throw appointmentError(409, 'APPOINTMENT_CHANGED');
  return appointmentView(row);
}

const reread = async (trx: ScopedTransaction, moduleId: string, id: string) => appointmentView((await readAppointmentRow(trx, moduleId, id))!);

/** A calendar's appointments starting in a range (at most 45 days), of one professional or client if asked. */
export async function listAppointments(ctx: OfficeContext, moduleId: string, range: AppointmentRange): Promise<AppointmentView[]> {
  calendarModule(ctx, moduleId);
  const span = range.to.getTime() - range.from.getTime();
  if (!(span > 0 && span <= MAX_RANGE_MS)) throw appointmentError(400, 'APPOINTMENT_RANGE_INVALID');
  return inOffice(ctx, async (trx) => (await listAppointmentRows(trx, moduleId, range)).map(appointmentView));
}

/** One appointment of a calendar; 404 when the office has none by that id there. */
export async function readAppointment(ctx: OfficeContext, moduleId: string, id: string): Promise<AppointmentView> {
  calendarModule(ctx, moduleId);
  return inOffice(ctx, (trx) => currentAppointment(trx, moduleId, id));
}

/** Books an appointment: the form's data checked, the time checked against the scheduling policy and the professional's other appointments; audited. */
export async function createAppointment(ctx: OfficeContext, moduleId: string, body: NewAppointmentBody): Promise<AppointmentView> {
  calendarModule(ctx, moduleId, 'create');
  const actor = actorUserId(ctx.actor);
  const professionalId = body.professionalId ?? actor;
  const checked = checkBookingData(ctx, body.data);
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt ? new Date(body.endsAt) : defaultEnd(ctx, startsAt, checked.data);
  return inOffice(ctx, async (trx) => {
    const missing = professionalId ? [] : [appointmentFieldError('professionalId', 'APPOINTMENT_PROFESSIONAL_NOT_MEMBER')];
    refuseInvalid([...checked.errors, ...missing, ...(await linkErrors(trx, { clientId: body.clientId, professionalId: professionalId ?? undefined }))]);
    checkTime(ctx, startsAt, endsAt);
    await checkFree(trx, ctx, professionalId!, startsAt, endsAt);
    const id = await guarded(ctx, endsAt, () =>
      insertAppointment(trx, ctx.tenant.id, {
        module: moduleId,
        client_id: body.clientId ?? null,
        professional_id: professionalId!,
        starts_at: startsAt,
        ends_at: endsAt,
        blocked_until: blockedUntilOf(ctx, endsAt),
        data: JSON.stringify(checked.data),
        created_by: actor,
        last_modified_by: actor,
      }),
    );
    const created = await reread(trx, moduleId, id);
    await enqueueReminder(trx, ctx, moduleId, id, startsAt);
    await auditAppointmentChange(trx, ctx, 'appointment.create', undefined, created);
    return created;
  });
}

/** Changes an appointment (its form, client, professional, or time: a move or a resize) at the version the caller read; audited. */
export async function updateAppointment(ctx: OfficeContext, moduleId: string, id: string, body: AppointmentChangeBody): Promise<AppointmentView> {
  calendarModule(ctx, moduleId, 'edit');
  return inOffice(ctx, async (trx) => {
    const current = await currentAppointment(trx, moduleId, id, body.version);
    if (current.status === 'cancelled') throw appointmentError(409, 'APPOINTMENT_CANCELLED_FINAL');
    const checked = body.data === undefined ? undefined : checkBookingData(ctx, body.data);
    refuseInvalid([...(checked?.errors ?? []), ...(await linkErrors(trx, { clientId: body.clientId, professionalId: body.professionalId }))]);
    const startsAt = new Date(body.startsAt ?? current.startsAt);
    const endsAt = new Date(body.endsAt ?? (body.startsAt ? startsAt.getTime() + Date.parse(current.endsAt) - Date.parse(current.startsAt) : current.endsAt));
    const professionalId = body.professionalId ?? current.professionalId;
    const isRescheduled = startsAt.toISOString() !== current.startsAt || endsAt.toISOString() !== current.endsAt || professionalId !== current.professionalId;
    const changes: AppointmentChanges = { last_modified_by: actorUserId(ctx.actor) };
    if (isRescheduled) {
      checkTime(ctx, startsAt, endsAt);
      await checkFree(trx, ctx, professionalId, startsAt, endsAt, id);
      Object.assign(changes, { starts_at: startsAt, ends_at: endsAt, blocked_until: blockedUntilOf(ctx, endsAt), professional_id: professionalId });
    }
    if (checked) changes.data = JSON.stringify(checked.data);
    if (body.clientId !== undefined) changes.client_id = body.clientId;
    await guarded(ctx, endsAt, () => updateAppointmentRow(trx, id, changes));
    // A moved appointment is reminded at its new time; the old reminder finds it moved and sends nothing.
    if (isRescheduled && startsAt.toISOString() !== current.startsAt) await enqueueReminder(trx, ctx, moduleId, id, startsAt);
    const updated = await reread(trx, moduleId, id);
    await auditAppointmentChange(trx, ctx, 'appointment.update', current, updated);
    return updated;
  });
}

/** Moves an appointment to a status (confirmed, completed, no-show, cancelled); a cancelled one stays so; audited. */
export async function setAppointmentStatus(ctx: OfficeContext, moduleId: string, id: string, status: AppointmentStatus, version: number): Promise<AppointmentView> {
  calendarModule(ctx, moduleId, 'edit');
  return inOffice(ctx, async (trx) => {
    const current = await currentAppointment(trx, moduleId, id, version);
    if (current.status === 'cancelled') throw appointmentError(409, 'APPOINTMENT_CANCELLED_FINAL');
    await updateAppointmentRow(trx, id, { status, last_modified_by: actorUserId(ctx.actor) });
    const updated = await reread(trx, moduleId, id);
    await auditAppointmentChange(trx, ctx, status === 'cancelled' ? 'appointment.cancel' : 'appointment.status', current, updated);
    return updated;
  });
}
