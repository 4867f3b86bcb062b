import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { actorOf, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../plugins/errors';
import { officeAdminError } from './office-admin.messages';
import { latestVersion, listVersions, lockOffice, readOffice, readVersion, saveVersion, type OfficeVersion, type SavedOffice } from './office-versions.queries';
import { changedParts } from './override-changes';
import { checkOverrides } from './override-checks';

/** The office's customisation as the admin screens read it. */
export interface OfficeSettings {
  officeType: string;
  version: number;
  overrides: Record<string, unknown>;
}

/** What a save answers: the settings now, what changed, and the theme's warnings (they do not block). */
export interface SaveResult extends OfficeSettings {
  changed: string[];
  warnings: FieldError[];
}

/** Only the office's admin reads or changes its settings (403 otherwise; the session guard answers 401 before). */
function refuseNonAdmin(request: FastifyRequest): { tenantId: string; userId: string } {
  if (request.tenant?.role !== 'admin') throw officeAdminError(403, 'ADMIN_REQUIRED');
  return { tenantId: request.tenant.tenantId, userId: request.auth!.userId };
}

/** The office's type, overrides and their version number (0 before the first save). */
export async function readSettings(db: Kysely<Database>, request: FastifyRequest): Promise<OfficeSettings> {
  const context = refuseNonAdmin(request);
  return withContext(db, context, async (trx) => {
    const office = await readOffice(trx, context.tenantId);
    return { officeType: office.officeType, overrides: office.overrides, version: await latestVersion(trx) };
  });
}

// Checks and saves `overrides` over the office as locked by the caller (lockOffice), as a new version when they change anything.
async function store(
  trx: ScopedTransaction,
  request: FastifyRequest,
  catalog: OfficeTypeCatalog,
  context: { tenantId: string; userId: string },
  office: SavedOffice,
  overrides: Record<string, unknown>,
  revertedFrom: number | null,
): Promise<SaveResult> {
  const { warnings } = checkOverrides(catalog, { officeType: office.officeType, tenantId: context.tenantId, overrides, current: office.overrides });
  const changed = changedParts(office.overrides, overrides);
  let version = await latestVersion(trx);
  if (changed.length > 0) {
    version += 1;
    await saveVersion(trx, context.tenantId, { version, overrides, changed, revertedFrom, userId: context.userId });
    await writeAudit(trx, actorOf(request, context.tenantId), {
      eventType: revertedFrom === null ? 'office.settings.save' : 'office.settings.revert',
      serviceName: 'office-admin',
      entityType: 'office_settings',
      entityId: String(version),
      before: office.overrides,
      after: overrides,
      success: true,
    });
  }
  return { officeType: office.officeType, version, overrides, changed, warnings };
}

/**
 * Saves the office's overrides as a new version after checking them (400 with each field's problem), when they were
 * read at the newest version (409 otherwise, so one admin never overwrites another's change unseen). Every member's
 * next request runs on them. Saving the same overrides again changes nothing and makes no version.
 */
export async function saveSettings(db: Kysely<Database>, request: FastifyRequest, catalog: OfficeTypeCatalog, body: { overrides: Record<string, unknown>; baseVersion: number }): Promise<SaveResult> {
  const context = refuseNonAdmin(request);
  return withContext(db, context, async (trx) => {
    const office = await lockOffice(trx, context.tenantId);
    if ((await latestVersion(trx)) !== body.baseVersion) throw officeAdminError(409, 'STALE_VERSION');
    return store(trx, request, catalog, context, office, body.overrides, null);
  });
}

/**
 * Applies a change to the office's newest overrides and saves the result as a new version, checked as a save is
 * (a logo upload or removal: it applies on top of whatever is saved, with no version to match).
 */
export async function changeSettings(db: Kysely<Database>, request: FastifyRequest, catalog: OfficeTypeCatalog, change: (overrides: Record<string, unknown>) => Record<string, unknown>): Promise<SaveResult> {
  const context = refuseNonAdmin(request);
  return withContext(db, context, async (trx) => {
    const office = await lockOffice(trx, context.tenantId);
    return store(trx, request, catalog, context, office, change(structuredClone(office.overrides)), null);
  });
}

/** The office's saved versions, newest first. */
export async function settingsHistory(db: Kysely<Database>, request: FastifyRequest, page: number, limit: number): Promise<{ versions: OfficeVersion[]; total: number }> {
  const context = refuseNonAdmin(request);
  return withContext(db, context, (trx) => listVersions(trx, page, limit));
}

/** One saved version (404 when the office has none by that id). */
export async function settingsVersion(db: Kysely<Database>, request: FastifyRequest, id: string): Promise<OfficeVersion> {
  const context = refuseNonAdmin(request);
  const found = await withContext(db, context, (trx) => readVersion(trx, id));
  if (!found) throw officeAdminError(404, 'VERSION_NOT_FOUND');
  return found;
}

/** Brings back an earlier version's overrides as a new version: the versions in between stay in the history. */
export async function revertSettings(db: Kysely<Database>, request: FastifyRequest, catalog: OfficeTypeCatalog, id: string): Promise<SaveResult> {
  const context = refuseNonAdmin(request);
  return withContext(db, context, async (trx) => {
    const office = await lockOffice(trx, context.tenantId);
    const earlier = await readVersion(trx, id);
    if (!earlier) throw officeAdminError(404, 'VERSION_NOT_FOUND');
    return store(trx, request, catalog, context, office, earlier.overrides, earlier.version);
  });
}
