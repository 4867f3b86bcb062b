import { httpError } from '../../plugins/errors';
import { effectiveLanguage, languageRefusal, officeLanguages } from '../../users/office-languages';
import { changedFields } from '../../audit/changed-fields';
import { auditOwnChange } from '../../users/own-change-audit';
import { asOwner, type OwnContext } from '../../context/own-context';
import { readStoredPreferences } from '../../users/stored-preferences';
import { effectivePreferences, PREFERENCE_NAMES, type PreferencesChange, type UserPreferences } from '../../users/user-preferences';
import { savePreferencesJson, saveProfileLanguage } from './preferences.queries';

/** The signed-in user's preferences, with the defaults for those never set. */
export async function readPreferences(ctx: OwnContext): Promise<UserPreferences> {
  const languages = officeLanguages(ctx);
  const stored = await asOwner(ctx, (trx, userId) => readStoredPreferences(trx, userId));
  return effectivePreferences(stored.preferences, effectiveLanguage(stored.language, languages));
}

/**
 * Merges some preferences into the signed-in user's (the others stay as they were) and answers them all.
 * The language is the profile's; Spanish only where the office offers it. A change is audited with before and after.
 */
export async function updatePreferences(ctx: OwnContext, changes: PreferencesChange): Promise<UserPreferences> {
  const languages = officeLanguages(ctx);
  const refusal = languageRefusal('language', changes.language, languages);
  if (refusal) throw httpError(400, 'INVALID_REQUEST', { errors: [refusal] });
  return asOwner(ctx, async (trx, userId) => {
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
    await auditOwnChange(trx, ctx, { eventType: 'preferences.update', serviceName: 'users', entityType: 'user', entityId: userId, before: change.before, after: change.after, success: true });
    return after;
  });
}
