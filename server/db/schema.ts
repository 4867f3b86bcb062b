import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in when it is not given. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that must be given. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp that may be empty. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  office_type: string;
  overrides: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  is_active: Generated<boolean>;
  is_super_admin: Generated<boolean>;
  email_verified_at: NullableTimestamp;
  mfa_enabled: Generated<boolean>;
  password_changed_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MembershipsTable {
  tenant_id: string;
  user_id: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professional_role: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When and by whom the membership was deactivated (migration 014); null while active. */
  deactivated_at: NullableTimestamp;
  deactivated_by: string | null;
}

export interface SessionsTable {
  id_hash: Buffer;
  id: Generated<string>;
  user_id: string;
  tenant_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_timeout_minutes: number;
  expires_at: RequiredTimestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
  password_change_required: Generated<boolean>;
  method: string | null;
}

export interface SignInChallengesTable {
  id_hash: Buffer;
  id: Generated<string>;
  user_id: string;
  tenant_id: string | null;
  purpose: 'otp' | 'mfa' | 'mfa-setup';
  method: 'password' | 'google';
  code_hash: Buffer | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  consumed_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface KnownDevicesTable {
  user_id: string;
  device_hash: Buffer;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
}

/** A user's authenticator (migration 004): its secret sealed, and the time step of the last code accepted. */
export interface UserMfaTable {
  user_id: string;
  secret_sealed: string;
  enabled_at: Timestamp;
  /** bigint: the pg driver answers it as text. */
  last_used_counter: ColumnType<string | number, number, number>;
  updated_at: Timestamp;
}

export interface CredentialFailuresTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  occurred_at: Timestamp;
  ip: string | null;
  cleared_at: NullableTimestamp;
}

export interface SecurityEventsTable {
  id: Generated<string>;
  user_id: string | null;
  tenant_id: string | null;
  event_type: string;
  success: boolean;
  ip: string | null;
  user_agent: string | null;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface AuditLogTable {
  tenant_id: string;
  id: Generated<string>;
  occurred_at: Timestamp;
  user_id: string | null;
  event_type: string;
  service_name: string;
  entity_type: string | null;
  entity_id: string | null;
  before: Json | null;
  after: Json | null;
  success: boolean;
  ip: string | null;
  user_agent: string | null;
  /** The entry's place in its tenant's hash chain (migration 013), set by the insert trigger; bigint, answered as text by pg. */
  seq: ColumnType<string, never, never>;
  prev_hash: ColumnType<string, never, never>;
  hash: ColumnType<string, never, never>;
}

export interface PlatformAuditLogTable {
  id: Generated<string>;
  occurred_at: Timestamp;
  user_id: string | null;
  event_type: string;
  service_name: string;
  details: Json<Record<string, unknown>>;
  success: boolean;
  ip: string | null;
  user_agent: string | null;
}

export interface UserPreferencesTable {
  user_id: string;
  preferences: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface UserProfilesTable {
  user_id: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  timezone: string | null;
  language: 'he' | 'en' | 'es' | null;
  avatar_key: string | null;
  bio: string | null;
  linked_in: string | null;
  website: string | null;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  transport: 'outbox' | 'smtp';
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
  seq: Generated<string>;
}

export interface EmailConfirmationsTable {
  token_hash: Buffer;
  user_id: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: Buffer;
  user_id: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  ip: string | null;
}

export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  replaced_at: Timestamp;
}

export interface InvitationsTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professional_role: string;
  token_hash: Buffer;
  invited_by: string | null;
  created_at: Timestamp;
  sent_at: Timestamp;
  expires_at: RequiredTimestamp;
  accepted_at: NullableTimestamp;
  accepted_user_id: string | null;
  revoked_at: NullableTimestamp;
}

/** A shared rate-limit counter (migration 008); the application reaches it only through rate_limit_hit and rate_limit_prune. */
export interface RateLimitBucketsTable {
  key: string;
  window_start: RequiredTimestamp;
  expires_at: RequiredTimestamp;
  hits: number;
}

/** A Google account linked to a user (migration 007); user-scoped. */
export interface UserIdentitiesTable {
  provider: 'google';
  subject: string;
  user_id: string;
  email: string | null;
  linked_at: Timestamp;
  last_used_at: NullableTimestamp;
}

/** An authorization flow under way (migration 007); the application reaches it only through oauth_flow_start and oauth_flow_take. */
export interface OAuthFlowsTable {
  state_hash: Buffer;
  browser_hash: Buffer;
  provider: 'google';
  purpose: 'login' | 'link';
  user_id: string | null;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string | null;
  tenant_hint: string | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

/** A nullable date (no time). */
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A numeric column: pg answers it as a string, to keep its precision. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;

export type ClientKind = 'client' | 'lead';
export type ClientStatus = 'active' | 'inactive' | 'pending';
export type ClientPriority = 'low' | 'medium' | 'high';
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'proposal' | 'negotiation' | 'closed' | 'lost';

export interface ClientsTable {
  tenant_id: string;
  id: Generated<string>;
  kind: Generated<ClientKind>;
  first_name: string;
  last_name: string;
  id_number: string | null;
  birth_date: NullableDate;
  gender: 'male' | 'female' | 'other' | null;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  fax: string | null;
  preferred_contact: 'email' | 'phone' | 'sms' | 'whatsapp' | null;
  address: Json<Record<string, string>>;
  professional: Json<Record<string, string>>;
  status: Generated<ClientStatus>;
  priority: Generated<ClientPriority>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  notes: string | null;
  assigned_to: string | null;
  lead_status: LeadStatus | null;
  lead_score: number | null;
  source: string | null;
  intake: Json<Record<string, unknown>>;
  last_contact_date: NullableTimestamp;
  next_follow_up_date: NullableTimestamp;
  follow_up_notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: string | null;
  last_modified_by: string | null;
  /** Generated by the database from names, e-mail, phones and ID number; never written. */
  search_text: ColumnType<string, never, never>;
}

export interface ClientNotesTable {
  tenant_id: string;
  id: Generated<string>;
  client_id: string;
  content: string;
  type: Generated<'general' | 'meeting' | 'call' | 'email' | 'task'>;
  important: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ClientActivityType =
  | 'created' | 'updated' | 'contacted' | 'document_added' | 'note_added' | 'status_changed'
  | 'email' | 'phone' | 'meeting' | 'note' | 'task' | 'deal_update' | 'document_shared' | 'follow_up_set' | 'follow_up_completed' | 'merged';

export interface ClientActivitiesTable {
  tenant_id: string;
  id: Generated<string>;
  client_id: string;
  type: ClientActivityType;
  description: Generated<string>;
  metadata: Json<Record<string, unknown>>;
  performed_by: string | null;
  occurred_at: Timestamp;
}

export interface ClientDocumentsTable {
  tenant_id: string;
  id: Generated<string>;
  client_id: string;
  type: Generated<string>;
  file_name: string;
  content_type: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  storage_key: string;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface ClientCommunicationsTable {
  tenant_id: string;
  id: Generated<string>;
  client_id: string;
  type: 'email' | 'phone' | 'sms' | 'whatsapp' | 'meeting' | 'letter' | 'other';
  notes: Generated<string>;
  attachments: Json<unknown[]>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface OpportunitiesTable {
  tenant_id: string;
  id: Generated<string>;
  client_id: string;
  title: string;
  value: Numeric;
  currency: Generated<'ILS'>;
  stage: Generated<LeadStatus>;
  expected_close_date: NullableDate;
  owner_id: string | null;
  position: Generated<number>;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The database as Kysely sees it; one interface per table of server/db/migrations. */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  security_events: SecurityEventsTable;
  audit_log: AuditLogTable;
  platform_audit_log: PlatformAuditLogTable;
  user_preferences: UserPreferencesTable;
  user_profiles: UserProfilesTable;
  mail_outbox: MailOutboxTable;
  email_confirmations: EmailConfirmationsTable;
  sign_in_challenges: SignInChallengesTable;
  known_devices: KnownDevicesTable;
  credential_failures: CredentialFailuresTable;
  user_mfa: UserMfaTable;
  password_resets: PasswordResetsTable;
  password_history: PasswordHistoryTable;
  invitations: InvitationsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  user_identities: UserIdentitiesTable;
  oauth_flows: OAuthFlowsTable;
  clients: ClientsTable;
  client_notes: ClientNotesTable;
  client_activities: ClientActivitiesTable;
  client_documents: ClientDocumentsTable;
  client_communications: ClientCommunicationsTable;
  opportunities: OpportunitiesTable;
  schema_migrations: SchemaMigrationsTable;
}

/** A saved dashboard layout (migration 012): the office's default when user_id is null, else one member's own. */
export interface DashboardLayoutsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string | null;
  items: Json<{ i: string; x: number; y: number; w: number; h: number }[]>;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables of later migrations, merged into Database. */
export interface Database {
  dashboard_layouts: DashboardLayoutsTable;
}

/** One saved version of an office's overrides (migration 015): the newest is what tenants.overrides holds. */
export interface OfficeVersionsTable {
  tenant_id: string;
  id: Generated<string>;
  version: number;
  overrides: Json<Record<string, unknown>>;
  changed: string[];
  reverted_from: number | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** The office customisation's table (migration 015), merged into Database. */
export interface Database {
  office_versions: OfficeVersionsTable;
}

/** An office's audit settings (migration 013); an office without a row has the defaults. */
export interface AuditSettingsTable {
  tenant_id: string;
  enabled: Generated<boolean>;
  retention_days: Generated<number>;
  excluded_event_types: Generated<string[]>;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** Where a tenant's audit chain starts after an operator pruned its oldest entries (migration 013). */
export interface AuditChainAnchorsTable {
  tenant_id: string;
  seq: ColumnType<string, number | string, never>;
  hash: string;
  pruned_at: Timestamp;
}

/** The audit log's tables (migration 013), merged into Database. */
export interface Database {
  audit_settings: AuditSettingsTable;
  audit_chain_anchors: AuditChainAnchorsTable;
}
