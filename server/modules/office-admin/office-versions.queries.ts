import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** A saved version of the office's overrides. */
export interface OfficeVersion {
  id: string;
  version: number;
  overrides: Record<string, unknown>;
  changed: string[];
  revertedFrom: number | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
}

/** The office's type and overrides as saved. */
export interface SavedOffice {
  officeType: string;
  overrides: Record<string, unknown>;
}

const officeRow = (trx: ScopedTransaction, tenantId: string) => trx.selectFrom('tenants').select(['office_type', 'overrides']).where('id', '=', tenantId);
const savedOffice = (row: { office_type: string; overrides: Record<string, unknown> }): SavedOffice => ({ officeType: row.office_type, overrides: row.overrides });

/** The office's type and overrides, to read. */
export async function readOffice(trx: ScopedTransaction, tenantId: string): Promise<SavedOffice> {
  return savedOffice(await officeRow(trx, tenantId).executeTakeFirstOrThrow());
}

/** The office's row, locked until the transaction ends so that saves take turns: its type and overrides. */
export async function lockOffice(trx: ScopedTransaction, tenantId: string): Promise<SavedOffice> {
  return savedOffice(await officeRow(trx, tenantId).forUpdate().executeTakeFirstOrThrow());
}

/** The newest version number, 0 before the first save. */
export async function latestVersion(trx: ScopedTransaction): Promise<number> {
  const row = await trx.selectFrom('office_versions').select(sql<number>`coalesce(max(version), 0)::int`.as('latest')).executeTakeFirstOrThrow();
  return row.latest;
}

/** Stores the overrides as the office's new version and as what the office now runs on. */
export async function saveVersion(
  trx: ScopedTransaction,
  tenantId: string,
  entry: { version: number; overrides: Record<string, unknown>; changed: string[]; revertedFrom: number | null; userId: string | null },
): Promise<void> {
  await trx
    .insertInto('office_versions')
    .values({ tenant_id: tenantId, version: entry.version, overrides: JSON.stringify(entry.overrides), changed: entry.changed, reverted_from: entry.revertedFrom, created_by: entry.userId })
    .execute();
  await trx.updateTable('tenants').set({ overrides: JSON.stringify(entry.overrides), updated_at: new Date() }).where('id', '=', tenantId).execute();
}

const versionColumns = (trx: ScopedTransaction) =>
  trx
    .selectFrom('office_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.id', 'v.version', 'v.overrides', 'v.changed', 'v.reverted_from', 'v.created_by', 'v.created_at', sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('created_by_name')]);

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionColumns>['executeTakeFirstOrThrow']>>;

const toVersion = (row: VersionRow): OfficeVersion => ({
  id: row.id,
  version: row.version,
  overrides: row.overrides,
  changed: row.changed,
  revertedFrom: row.reverted_from,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: new Date(row.created_at).toISOString(),
});

/** One version by its id, or undefined. */
export async function readVersion(trx: ScopedTransaction, id: string): Promise<OfficeVersion | undefined> {
  const row = await versionColumns(trx).where('v.id', '=', id).executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** A page of versions, newest first, and how many there are. */
export async function listVersions(trx: ScopedTransaction, page: number, limit: number): Promise<{ versions: OfficeVersion[]; total: number }> {
  const rows = await versionColumns(trx).orderBy('v.version', 'desc').limit(limit).offset((page - 1) * limit).execute();
  const { total } = await trx.selectFrom('office_versions').select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { versions: rows.map(toVersion), total };
}
