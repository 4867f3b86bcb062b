import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { AppointmentsTable } from '../../db/schema';
import type { AppointmentRow } from './appointment.view';

/** The columns an appointment is written with; the tenant comes from the transaction's office. */
export type AppointmentColumns = Omit<Insertable<AppointmentsTable>, 'tenant_id'>;

/** The columns of an appointment that a change may set. */
export type AppointmentChanges = Pick<Updateable<AppointmentsTable>, 'data' | 'client_id' | 'professional_id' | 'starts_at' | 'ends_at' | 'blocked_until' | 'status' | 'last_modified_by'>;

const clientName = sql<string | null>`nullif(trim(clients.first_name || ' ' || clients.last_name), '')`;
const professionalName = sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`;

// Appointments with the names of their client and professional (row-level security shows the office's only).
function named(trx: ScopedTransaction) {
  return trx
    .selectFrom('appointments')
    .leftJoin('clients', 'clients.id', 'appointments.client_id')
    .leftJoin('users', 'users.id', 'appointments.professional_id')
    .selectAll('appointments')
    .select([clientName.as('client_name'), professionalName.as('professional_name')]);
}

/** What a calendar's list is narrowed to: the appointments starting in a range, of one professional if given. */
export interface AppointmentRange {
  from: Date;
  to: Date;
  professionalId?: string;
  clientId?: string;
}

/** A module's appointments that start in a range, in order of their start. */
export function listAppointmentRows(trx: ScopedTransaction, module: string, range: AppointmentRange): Promise<AppointmentRow[]> {
  let query = named(trx).where('appointments.module', '=', module).where('appointments.starts_at', '>=', range.from).where('appointments.starts_at', '<', range.to);
  if (range.professionalId) query = query.where('appointments.professional_id', '=', range.professionalId);
  if (range.clientId) query = query.where('appointments.client_id', '=', range.clientId);
  return query.orderBy('appointments.starts_at').orderBy('appointments.id').limit(2000).execute();
}

/** A module's appointment; with `lock`, locked until the transaction ends. */
export async function readAppointmentRow(trx: ScopedTransaction, module: string, id: string, lock = false): Promise<AppointmentRow | undefined> {
  if (lock) await trx.selectFrom('appointments').select('id').where('module', '=', module).where('id', '=', id).forUpdate().executeTakeFirst();
  return named(trx).where('appointments.module', '=', module).where('appointments.id', '=', id).executeTakeFirst();
}

/**
 * The first appointment of a professional, not cancelled and not `except`, whose time with its buffer meets the
 * time from `from` to `blockedUntil` (any calendar module: a professional is in one place at a time).
 */
export function firstClash(trx: ScopedTransaction, professionalId: string, from: Date, blockedUntil: Date, except?: string): Promise<{ id: string; blocked_until: Date } | undefined> {
  let query = trx
    .selectFrom('appointments')
    .select(['id', 'blocked_until'])
    .where('professional_id', '=', professionalId)
    .where('status', '<>', 'cancelled')
    .where('starts_at', '<', blockedUntil)
    .where('blocked_until', '>', from);
  if (except) query = query.where('id', '<>', except);
  return query.orderBy('starts_at').limit(1).executeTakeFirst() as Promise<{ id: string; blocked_until: Date } | undefined>;
}

/** Adds an appointment to the transaction's office; answers its id. */
export async function insertAppointment(trx: ScopedTransaction, tenantId: string, columns: AppointmentColumns): Promise<string> {
  return (await trx.insertInto('appointments').values({ ...columns, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes an appointment's columns, its version and its updated time. */
export async function updateAppointmentRow(trx: ScopedTransaction, id: string, changes: AppointmentChanges): Promise<void> {
  await trx.updateTable('appointments').set({ ...changes, version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Whether the office has this client (row-level security hides other offices'). */
export async function isOfficeClient(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

/** Whether a user is an active member of the transaction's office. */
export async function isActiveMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  return (await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst()) !== undefined;
}

/** A professional's appointments in the given calendar modules that start in a range, in order of their start. */
export function listProfessionalRows(trx: ScopedTransaction, modules: readonly string[], professionalId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
  if (modules.length === 0) return Promise.resolve([]);
  return named(trx)
    .where('appointments.module', 'in', modules)
    .where('appointments.professional_id', '=', professionalId)
    .where('appointments.starts_at', '>=', from)
    .where('appointments.starts_at', '<', to)
    .orderBy('appointments.starts_at')
    .orderBy('appointments.id')
    .limit(5000)
    .execute();
}
