import { sql } from 'kysely';
import { ownCollections } from '../../engine/modules/record-collections';
import type { OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { withContext } from '../db/context';
import { clockNow } from '../jobs/clock';
import { enqueueReminder } from '../modules/appointments/appointment-reminders';
import type { DemoOffice } from './demo-clients';
import { calendarModulesOf, demoAppointments, type DemoAppointmentClient, type LinkedTitles } from './demo-appointments';

/** What seeding the calendars made: the appointments, and how many reminders wait in the job queue. */
export interface SeededAppointments {
  appointments: number;
  reminders: number;
}

// The office's clients (not leads, not inactive) in a fixed order, with their names and intake answers.
async function clientsOf(services: ContextServices, tenantId: string): Promise<DemoAppointmentClient[]> {
  const rows = await withContext(services.db, { tenantId }, (trx) =>
    trx
      .selectFrom('clients')
      .select(['id', 'intake', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
      .where('kind', '=', 'client')
      .where('status', '!=', 'inactive')
      .orderBy('id')
      .execute(),
  );
  return rows.map((row) => ({ id: row.id, name: row.name, intake: (row.intake ?? {}) as Record<string, unknown> }));
}

// The titles of the office's records (a property's street), by entity, for booking forms that name one.
async function recordTitlesOf(ctx: OfficeContext): Promise<LinkedTitles> {
  const titles: Record<string, string[]> = {};
  for (const collection of ownCollections(ctx.office)) {
    if (!collection.titleField) continue;
    const rows = await withContext(ctx.db, { tenantId: ctx.tenant.id }, (trx) =>
      trx.selectFrom('records').select(sql<string | null>`data->>${collection.titleField}`.as('title')).where('module', '=', collection.moduleId).orderBy('id').limit(40).execute(),
    );
    titles[collection.entity] = rows.map((row) => row.title).filter((title): title is string => typeof title === 'string' && title.length > 0 && title.length <= 60);
  }
  return titles;
}

/**
 * Books the demo appointments of every demo office whose type declares a calendar module (demoAppointments), in one
 * transaction per office under its row-level security, written as they stand (past ones cannot be booked through the
 * service, which refuses past times); each future one not cancelled gets its reminder job as the service enqueues it
 * (at the office's lead time before its start, none when that is past), so the reminders come due one by one.
 */
export async function seedDemoAppointments(services: ContextServices, offices: readonly DemoOffice[], now: Date = clockNow()): Promise<SeededAppointments> {
  const seeded: SeededAppointments = { appointments: 0, reminders: 0 };
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx || calendarModulesOf(ctx.office).length === 0) continue;
    const professional = await services.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', office.proId).executeTakeFirstOrThrow();
    const name = `${professional.first_name} ${professional.last_name}`.trim();
    const appointments = demoAppointments(office, ctx.office, await clientsOf(services, office.tenantId), name, now, await recordTitlesOf(ctx));
    if (!appointments.length) continue;
    await withContext(services.db, { tenantId: office.tenantId }, async (trx) => {
      const rows = appointments.map((appointment) => ({
        tenant_id: office.tenantId,
        id: appointment.id,
        module: appointment.module,
        client_id: appointment.clientId,
        professional_id: appointment.professionalId,
        starts_at: appointment.startsAt,
        ends_at: appointment.endsAt,
        blocked_until: appointment.blockedUntil,
        status: appointment.status,
        data: JSON.stringify(appointment.data),
        version: appointment.version,
        created_at: appointment.createdAt,
        updated_at: appointment.updatedAt,
        created_by: appointment.createdBy,
        last_modified_by: appointment.createdBy,
      }));
      for (let start = 0; start < rows.length; start += 200) await trx.insertInto('appointments').values(rows.slice(start, start + 200)).execute();
      for (const appointment of appointments) {
        if (appointment.status === 'cancelled' || appointment.startsAt.getTime() <= now.getTime()) continue;
        await enqueueReminder(trx, ctx, appointment.module, appointment.id, appointment.startsAt);
      }
    });
    seeded.appointments += appointments.length;
  }
  const jobs = await services.db.selectFrom('jobs').select(sql<number>`count(*)::int`.as('count')).where('kind', '=', 'appointment.reminder').where('tenant_id', 'in', offices.map((office) => office.tenantId)).executeTakeFirst();
  seeded.reminders = jobs?.count ?? 0;
  return seeded;
}
