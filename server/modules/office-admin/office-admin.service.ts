import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
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

// Only the office's admins read or change its settings: the module's routes allow no one else.

/** The office's type, overrides and their version number (0 before the first save). */
export async function readSettings(ctx: OfficeContext): Promise<OfficeSettings> {
  return inOffice(ctx, async (trx) => {
    const office = await readOffice(trx, ctx.tenant.id);
    return { officeType: office.officeType, overrides: office.overrides, version: await latestVersion(trx) };
  });
}

// Checks and saves `overrides` over the office as locked by the caller (lockOffice), as a new version when they change anything.
async function store(trx: ScopedTransaction, ctx: OfficeContext, catalog: OfficeTypeCatalog, office: SavedOffice, overrides: Record<string, unknown>, revertedFrom: number | null): Promise<SaveResult> {
  const { warnings } = checkOverrides(catalog, { officeType: office.officeType, tenantId: ctx.tenant.id, overrides, current: office.overrides });
  const changed = changedParts(office.overrides, overrides);
  let version = await latestVersion(trx);
  if (changed.length > 0) {
    version += 1;
    await saveVersion(trx, ctx.tenant.id, { version, overrides, changed, revertedFrom, userId: actorUserId(ctx.actor) });
    await writeAudit(trx, auditActorOf(ctx), {
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
export async function saveSettings(ctx: OfficeContext, catalog: OfficeTypeCatalog, body: { overrides: Record<string, unknown>; baseVersion: number }): Promise<SaveResult> {
  return inOffice(ctx, async (trx) => {
    const office = await lockOffice(trx, ctx.tenant.id);
    if ((await latestVersion(trx)) !== body.baseVersion) throw officeAdminError(409, 'STALE_VERSION');
    return store(trx, ctx, catalog, office, body.overrides, null);
  });
}

/**
 * Applies a change to the office's newest overrides and saves the result as a new version, checked as a save is
 * (a logo upload or removal: it applies on top of whatever is saved, with no version to match).
 */
export async function changeSettings(ctx: OfficeContext, catalog: OfficeTypeCatalog, change: (overrides: Record<string, unknown>) => Record<string, unknown>): Promise<SaveResult> {
  return inOffice(ctx, async (trx) => {
    const office = await lockOffice(trx, ctx.tenant.id);
    return store(trx, ctx, catalog, office, change(structuredClone(office.overrides)), null);
  });
}

/** The office's saved versions, newest first. */
export async function settingsHistory(ctx: OfficeContext, page: number, limit: number): Promise<{ versions: OfficeVersion[]; total: number }> {
  return inOffice(ctx, (trx) => listVersions(trx, page, limit));
}

/** One saved version (404 when the office has none by that id). */
export async function settingsVersion(ctx: OfficeContext, id: string): Promise<OfficeVersion> {
  const found = await inOffice(ctx, (trx) => readVersion(trx, id));
  if (!found) throw officeAdminError(404, 'VERSION_NOT_FOUND');
  return found;
}

/** Brings back an earlier version's overrides as a new version: the versions in between stay in the history. */
export async function revertSettings(ctx: OfficeContext, catalog: OfficeTypeCatalog, id: string): Promise<SaveResult> {
  return inOffice(ctx, async (trx) => {
    const office = await lockOffice(trx, ctx.tenant.id);
    const earlier = await readVersion(trx, id);
    if (!earlier) throw officeAdminError(404, 'VERSION_NOT_FOUND');
    return store(trx, ctx, catalog, office, earlier.overrides, earlier.version);
  });
}
