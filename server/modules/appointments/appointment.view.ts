import type { Selectable } from 'kysely';
import type { AppointmentsTable } from '../../db/schema';

/** Where an appointment stands. */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;

/** An appointment's status. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** An appointment as the services answer it. */
export interface AppointmentView {
  id: string;
  module: string;
  clientId: string | null;
  clientName: string | null;
  professionalId: string;
  professionalName: string | null;
  startsAt: string;
  endsAt: string;
  /** Until when the professional is kept free: the end plus the office's buffer when it was booked. */
  blockedUntil: string;
  status: AppointmentStatus;
  data: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** A row of the appointments table as the queries read it, with the names of its client and professional. */
export type AppointmentRow = Selectable<AppointmentsTable> & { client_name: string | null; professional_name: string | null };

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The services' view of an appointment read by the queries. */
export function appointmentView(row: AppointmentRow): AppointmentView {
  return {
    id: row.id,
    module: row.module,
    clientId: row.client_id,
    clientName: row.client_name,
    professionalId: row.professional_id,
    professionalName: row.professional_name,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    blockedUntil: iso(row.blocked_until),
    status: row.status as AppointmentStatus,
    data: row.data as Record<string, unknown>,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
  };
}
