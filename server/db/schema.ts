// The database as Kysely sees it: generated from the migrated database (server/db/generated/database.ts, by
// `npm run gen:types`), under the names the code uses.
export type { DB as Database } from './generated/database';
export type {
  Appointments as AppointmentsTable,
  ClientActivities as ClientActivitiesTable,
  ClientCommunications as ClientCommunicationsTable,
  ClientNotes as ClientNotesTable,
  Clients as ClientsTable,
  Documents as DocumentsTable,
  DocumentShares as DocumentSharesTable,
  DocumentTemplates as DocumentTemplatesTable,
  DocumentVersions as DocumentVersionsTable,
  Invitations as InvitationsTable,
  Memberships as MembershipsTable,
  Notifications as NotificationsTable,
  OfficeForms as OfficeFormsTable,
  OfficeFormVersions as OfficeFormVersionsTable,
  Opportunities as OpportunitiesTable,
  PdfTemplates as PdfTemplatesTable,
  RecordEvents as RecordEventsTable,
  RecordSequences as RecordSequencesTable,
  Records as RecordsTable,
  Simulations as SimulationsTable,
  SimulationTemplates as SimulationTemplatesTable,
  SigningEvents as SigningEventsTable,
  SigningFields as SigningFieldsTable,
  SigningParticipants as SigningParticipantsTable,
  SigningWorkflows as SigningWorkflowsTable,
  Tasks as TasksTable,
} from './generated/database';
export type { LeadStatus } from '../../engine/clients/client-input';
export type { ClientActivityType, ClientKind, ClientPriority, ClientStatus } from './column-types';
