import type { ScopedTransaction } from '../db/context';

/** An office's audit settings (migration 013). */
export interface AuditSettings {
  enabled: boolean;
  retentionDays: number;
  excludedEventTypes: string[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The settings of an office that never changed them (the table's defaults). */
export const AUDIT_SETTINGS_DEFAULTS: AuditSettings = { enabled: true, retentionDays: 2555, excludedEventTypes: [], updatedAt: null, updatedBy: null };

/** How long entries may be kept, in days: at least 90, at most 10 years (the table's check). */
export const RETENTION_DAYS = { minimum: 90, maximum: 3650 } as const;

const COLUMNS = ['enabled', 'retention_days', 'excluded_event_types', 'updated_at', 'updated_by'] as const;

type Row = { enabled: boolean; retention_days: number; excluded_event_types: string[]; updated_at: Date | string; updated_by: string | null };

const toSettings = (row: Row | undefined): AuditSettings =>
  row
    ? { enabled: row.enabled, retentionDays: row.retention_days, excludedEventTypes: [...row.excluded_event_types], updatedAt: new Date(row.updated_at), updatedBy: row.updated_by }
    : { ...AUDIT_SETTINGS_DEFAULTS, excludedEventTypes: [] };

/** The current office's audit settings, or the defaults. */
export async function readAuditSettings(trx: ScopedTransaction): Promise<AuditSettings> {
  return toSettings(await trx.selectFrom('audit_settings').select(COLUMNS).executeTakeFirst());
}

/** The office's settings, locked until the transaction ends so that changes take turns (the row is made when missing). */
export async function lockAuditSettings(trx: ScopedTransaction, tenantId: string): Promise<AuditSettings> {
  await trx.insertInto('audit_settings').values({ tenant_id: tenantId }).onConflict((conflict) => conflict.column('tenant_id').doNothing()).execute();
  return toSettings(await trx.selectFrom('audit_settings').select(COLUMNS).forUpdate().executeTakeFirst());
}

/** Stores the office's settings (its row exists: lockAuditSettings made it); `by` is null for the system's own work. */
export async function writeAuditSettings(trx: ScopedTransaction, settings: Pick<AuditSettings, 'enabled' | 'retentionDays' | 'excludedEventTypes'>, by: string | null): Promise<AuditSettings> {
  const row = await trx
    .updateTable('audit_settings')
    .set({ enabled: settings.enabled, retention_days: settings.retentionDays, excluded_event_types: settings.excludedEventTypes, updated_by: by, updated_at: new Date() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSettings(row);
}
