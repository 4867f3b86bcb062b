/** The schemaVersion of office-type files this engine writes and reads natively. */
export const CURRENT_SCHEMA_VERSION = 2;

type Json = Record<string, unknown>;
type Migration = (document: Json) => Json;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 1 is the shape of the earlier product: the terminology of one language at the top level (English)
 * and `security.sessionTimeout` with no unit. Version 2 has terminology per language, and the timeout in
 * minutes (spec README decision 10).
 */
const v1ToV2: Migration = (document) => {
  const next: Json = { ...document, schemaVersion: 2 };
  const terminology = document.terminology;
  if (isObject(terminology) && typeof terminology.client === 'string') {
    const hebrew = isObject(terminology.he) ? terminology.he : undefined;
    const { he: _he, ...english } = terminology;
    next.terminology = { he: hebrew ?? english, en: english };
  }
  const security = document.security;
  if (isObject(security) && 'sessionTimeout' in security) {
    const { sessionTimeout, ...rest } = security;
    next.security = { ...rest, sessionTimeoutMinutes: sessionTimeout };
  }
  return next;
};

/** Migrations by the version they upgrade from. */
const MIGRATIONS: Record<number, Migration> = { 1: v1ToV2 };

/** The result of migrating: the upgraded document, or why it could not be. */
export type MigrationResult = { ok: true; document: Json; migratedFrom?: number } | { ok: false; message: string };

/** Upgrades an office-type document, one version at a time, to the current schemaVersion. */
export function migrateOfficeType(document: Json): MigrationResult {
  const version = document.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: `schemaVersion must be an integer from 1 to ${CURRENT_SCHEMA_VERSION}` };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return { ok: false, message: `schemaVersion ${version} is newer than this engine (${CURRENT_SCHEMA_VERSION}); update Lishka` };
  }
  let current = document;
  for (let from = version; from < CURRENT_SCHEMA_VERSION; from += 1) {
    const migrate = MIGRATIONS[from];
    if (!migrate) return { ok: false, message: `no migration from schemaVersion ${from}` };
    current = migrate(current);
  }
  return version === CURRENT_SCHEMA_VERSION ? { ok: true, document: current } : { ok: true, document: current, migratedFrom: version };
}
