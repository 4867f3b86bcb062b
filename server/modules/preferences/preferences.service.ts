import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';
import { httpError } from '../../plugins/errors';
import { auditOwnChange, changedFields } from '../profile/own-change-audit';
import { effectiveLanguage, languageRefusal, officeLanguages } from './offered-languages';
import { readStoredPreferences, savePreferencesJson, saveProfileLanguage } from './preferences.queries';
import { effectivePreferences, PREFERENCE_NAMES, type UserPreferences } from './user-preferences';

/** What the preferences service works with. */
export interface PreferencesDeps {
  db: Kysely<Database>;
  catalog: OfficeTypeCatalog;
}

const contextOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, tenantId: request.tenant?.tenantId ?? null });

/** The signed-in user's preferences, with the defaults for those never set. */
export async function readPreferences(deps: PreferencesDeps, request: FastifyRequest): Promise<UserPreferences> {
  const languages = await officeLanguages(deps.db, deps.catalog, request.tenant);
  const stored = await withContext(deps.db, contextOf(request), (trx) => readStoredPreferences(trx, request.auth!.userId));
  return effectivePreferences(stored.preferences, effectiveLanguage(stored.language, languages));
}

/**
 * Merges some preferences into the signed-in user's (the others stay as they were) and answers them all.
 * The language is the profile's; Spanish only where the office offers it. A change is audited with before and after.
 */
export async function updatePreferences(deps: PreferencesDeps, request: FastifyRequest, changes: Partial<UserPreferences>): Promise<UserPreferences> {
  const languages = await officeLanguages(deps.db, deps.catalog, request.tenant);
  const refusal = languageRefusal('language', changes.language, languages);
  if (refusal) throw httpError(400, 'INVALID_REQUEST', { errors: [refusal] });
  const userId = request.auth!.userId;
  return withContext(deps.db, contextOf(request), async (trx) => {
    const stored = await readStoredPreferences(trx, userId, true);
    const before = effectivePreferences(stored.preferences, effectiveLanguage(stored.language, languages));
    const { language, ...rest } = changes;
    const kept = Object.fromEntries(PREFERENCE_NAMES.filter((name) => name !== 'language' && stored.preferences[name] !== undefined).map((name) => [name, stored.preferences[name]]));
    const merged = { ...kept, ...rest };
    const after = effectivePreferences(merged, language ?? before.language);
    const change = changedFields(before, after);
    if (!change) return after;
    const now = new Date();
    if (Object.keys(rest).length > 0) await savePreferencesJson(trx, userId, merged, now);
    if (language && language !== before.language) await saveProfileLanguage(trx, userId, language, now);
    await auditOwnChange(trx, request, { eventType: 'preferences.update', serviceName: 'users', entityType: 'user', entityId: userId, before: change.before, after: change.after, success: true });
    return after;
  });
}
