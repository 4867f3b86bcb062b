import type { ColumnType } from 'kysely';

// What the columns hold that the database cannot tell: the shape of a jsonb value, the values a text column's check
// allows. server/tools/db-column-types.ts gives these to kysely-codegen for server/db/generated/database.ts.

/** A jsonb column holding T; written as T or as its JSON text (pg would write an array as a PostgreSQL array). */
export type JsonColumn<T> = ColumnType<T, T | string, T | string>;

/** A column the database fills in itself (a generated column, a trigger's): read, never written. */
export type ReadOnly<T> = ColumnType<T, never, never>;

export type ClientKind = 'client' | 'lead';
export type ClientStatus = 'active' | 'inactive' | 'pending';
export type ClientPriority = 'low' | 'medium' | 'high';
export type ClientGender = 'male' | 'female' | 'other';
/** How a person prefers to be reached. */
export type ContactChannel = 'email' | 'phone' | 'sms' | 'whatsapp';
export type ClientNoteType = 'general' | 'meeting' | 'call' | 'email' | 'task';
export type ClientActivityType =
  | 'created' | 'updated' | 'contacted' | 'document_added' | 'note_added' | 'status_changed'
  | 'email' | 'phone' | 'meeting' | 'note' | 'task' | 'deal_update' | 'document_shared' | 'follow_up_set' | 'follow_up_completed' | 'merged';
export type CommunicationType = 'email' | 'phone' | 'sms' | 'whatsapp' | 'meeting' | 'letter' | 'other';
/** The currencies a deal's value may be in. */
export type Currency = 'ILS';

/** A library document's status (spec 2 §3). */
export type DocumentStatus = 'active' | 'draft' | 'archived' | 'expired' | 'pending' | 'approved' | 'rejected' | 'in_review';
/** Who a library document is shared with (spec 2 §3): its owner, the team, the organization, or a public link. */
export type SharingLevel = 'private' | 'team' | 'organization' | 'public';
/** What a member a document is shared with may do with it (spec 2 §3): see, change, sign, or also share and delete. */
export type SharePermission = 'view' | 'edit' | 'sign' | 'manage';
/** A box on a page of a signing workflow's document (migration 034). */
export type SigningFieldKind = 'signature' | 'initials' | 'date' | 'text' | 'checkbox';
/** How a signature or initials were made. */
export type SignatureMethod = 'drawn' | 'typed' | 'uploaded';

/** Where an outgoing mail goes: kept in the outbox (development, tests) or sent by SMTP. */
export type MailTransport = 'outbox' | 'smtp';
/** What a sign-in challenge asks for: a one-time code, a second factor, or setting one up. */
export type ChallengePurpose = 'otp' | 'mfa' | 'mfa-setup';
/** How a sign-in started. */
export type SignInMethod = 'password' | 'google';
/** The identity providers a user can link. */
export type IdentityProvider = 'google';
/** Why an authorization flow runs: to sign in, or to link an account. */
export type OAuthPurpose = 'login' | 'link';

/** One widget's place on the dashboard's 12-column grid (react-grid-layout's item). */
export interface DashboardLayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
