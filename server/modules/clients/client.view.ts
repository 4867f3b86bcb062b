import type { SchemaView } from '../../http/schema-types';
import type { clientRowSchema, clientSchema } from './client-shapes.schemas';
import type { ClientRecord, ClientRecordWithCounts } from './clients.queries';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A client as the API answers it (spec 2 §3): contact data, nested address, professional and management data, and the server's extras. */
export type ClientView = SchemaView<typeof clientSchema>;

/** A row of the client list (spec 2 §3), with the count and ILS value of the client's open opportunities. */
export type ClientRowView = SchemaView<typeof clientRowSchema>;

/** The open opportunities of a client: how many, and their value in ILS. */
export interface OpenRecords {
  count: number;
  value: number;
}

/** The API view of a client record; counts default to 0 for a record just written. */
export function clientView(row: ClientRecord | ClientRecordWithCounts): ClientView {
  const counts = 'notes_count' in row ? row : { documents_count: 0, activities_count: 0, notes_count: 0 };
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    idNumber: row.id_number,
    birthDate: row.birth_date,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    fax: row.fax,
    preferredContact: row.preferred_contact,
    address: row.address ?? {},
    professional: row.professional ?? {},
    management: { status: row.status, tags: row.tags ?? [], notes: row.notes, assignedTo: row.assigned_to, priority: row.priority },
    leadStatus: row.lead_status,
    leadScore: row.lead_score,
    source: row.source,
    intake: row.intake ?? {},
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    lastContactDate: iso(row.last_contact_date),
    nextFollowUpDate: iso(row.next_follow_up_date),
    followUpNotes: row.follow_up_notes,
    documentsCount: counts.documents_count,
    activitiesCount: counts.activities_count,
    notesCount: counts.notes_count,
  };
}

/** The list row of a client record, with its open opportunities (none when absent). */
export function clientRowView(row: ClientRecord, open: OpenRecords | undefined): ClientRowView {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    status: row.status,
    priority: row.priority,
    tags: row.tags ?? [],
    leadStatus: row.lead_status,
    leadScore: row.lead_score,
    lastContactDate: iso(row.last_contact_date),
    nextFollowUpDate: iso(row.next_follow_up_date),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    totalActiveRecords: open?.count ?? 0,
    totalRecordValue: open?.value ?? 0,
  };
}
