import type { Kysely } from 'kysely';
import type { Language } from '../../engine/i18n/languages';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { findPublicTenant } from '../tenancy/tenant-queries';
import type { Actor, OfficeContext } from './office-context';
import { inOfficeOf } from './office-resolution';

/** What building a context outside a request needs from the server. */
export interface ContextServices {
  db: Kysely<Database>;
  mailer: Mailer;
  catalog: OfficeTypeCatalog;
}

/**
 * The office context of work that no request carries — a job, a workflow effect, a public link's handler — in the
 * office named by id or slug, as the system (by its name, which the audit keeps) or as an anonymous caller; the
 * office's configuration is its type's with its current overrides. Undefined when there is no such office.
 */
export async function officeContextFor(
  services: ContextServices,
  office: string,
  actor: Extract<Actor, { kind: 'system' | 'anonymous' }>,
  language?: Language,
): Promise<OfficeContext | undefined> {
  const tenant = await findPublicTenant(services.db, office);
  if (!tenant) return undefined;
  const base = { db: services.db, mailer: services.mailer, actor, origin: { ip: null, userAgent: null }, language: language ?? 'he' } as const;
  return inOfficeOf(base, { id: tenant.id, slug: tenant.slug, name: tenant.name, officeType: tenant.officeType }, services.catalog, tenant.overrides);
}
