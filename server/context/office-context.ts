import type { Kysely } from 'kysely';
import type { Language } from '../../engine/i18n/languages';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { withContext, type ScopedTransaction } from '../db/context';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';

/** A member's role in an office (spec 1 §6). */
export type OfficeRole = 'admin' | 'manager' | 'user' | 'viewer';

/**
 * Who a piece of server work acts for: a signed-in person (in an office, with their roles there), a person known
 * only by an account (before they chose an office: sign-in steps, their own profile), the system itself (a job,
 * a workflow effect, the demo seeder), or someone anonymous (a visitor, a signer holding a link).
 */
export type Actor =
  | { kind: 'member'; userId: string; role: OfficeRole; professionalRole: string | null }
  | { kind: 'user'; userId: string }
  | { kind: 'system'; name: string }
  | { kind: 'anonymous' };

/** Where a call came from, as the audit and the security history keep it; empty for the system's own work. */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

/** What every piece of server work has, with or without an office: the database, who acts, from where, in which language. */
export interface CallContext {
  db: Kysely<Database>;
  mailer: Mailer;
  actor: Actor;
  origin: Origin;
  /** The language the caller reads: answers, mails and exports are written in it. */
  language: Language;
}

/** The office a piece of work acts in. */
export interface ContextTenant {
  id: string;
  slug: string;
  name: string;
  officeType: string;
}

/**
 * The one context of all server work in an office (issue 18): built once per request by the guards plugin, and
 * the same way by a job worker or a public-link handler. Services take it instead of an HTTP request.
 */
export interface OfficeContext extends CallContext {
  tenant: ContextTenant;
  /** The office's resolved configuration: its type's with the office's own overrides, resolved once. */
  office: OfficeConfiguration;
}

/** The user an actor is, when it is a person with an account. */
export function actorUserId(actor: Actor): string | null {
  return actor.kind === 'member' || actor.kind === 'user' ? actor.userId : null;
}

/** The role of the actor in the office, when it is a member. */
export function actorRole(actor: Actor): OfficeRole | null {
  return actor.kind === 'member' ? actor.role : null;
}

/**
 * Runs work in one transaction under the office's row-level security, as the actor: only the office's rows, and
 * the actor's own where a table is per user.
 */
export function inOffice<T>(ctx: OfficeContext, work: (trx: ScopedTransaction) => Promise<T>): Promise<T> {
  return withContext(ctx.db, { tenantId: ctx.tenant.id, userId: actorUserId(ctx.actor) }, work);
}
