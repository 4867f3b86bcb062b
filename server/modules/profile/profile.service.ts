import { actorRole } from '../../context/office-context';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { effectiveLanguage, languageRefusal, officeLanguages } from '../../users/office-languages';
import { changedFields } from '../../audit/changed-fields';
import { auditOwnChange } from '../../users/own-change-audit';
import { asOwner, officeOf, type OwnContext } from '../../context/own-context';
import { checkProfileFields, type ProfileInput } from './profile-fields';
import { readProfile, saveNames, saveProfile, type ProfileColumns, type ProfileRow } from './profile.queries';
import { profileView, type ProfileView } from './profile.view';

// What an update may change, as the audit log shows it before and after.
function editable(row: ProfileRow) {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    company: row.company,
    position: row.position,
    timezone: row.timezone,
    language: row.language as ProfileColumns['language'],
    bio: row.bio,
    linkedIn: row.linked_in,
    website: row.website,
  };
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

// The user's role in the office the work acts in, none outside an office.
const roleOf = (ctx: OwnContext) => (officeOf(ctx) ? actorRole(ctx.actor) : null);

/** The signed-in user's profile. */
export async function readOwnProfile(ctx: OwnContext): Promise<ProfileView> {
  const languages = officeLanguages(ctx);
  const row = await asOwner(ctx, (trx, userId) => readProfile(trx, userId));
  if (!row) throw httpError(404, 'NOT_FOUND', { messages: messageFor('PROFILE_FETCH_FAILED') });
  return profileView(row, roleOf(ctx), effectiveLanguage(row.language, languages));
}

/**
 * Changes the fields of the signed-in user's profile that the body names (null or empty clears an optional
 * one). The e-mail address cannot change: one that differs is refused with EMAIL_CANNOT_CHANGE, the same one
 * is accepted. Every field's problem is answered at once, in Hebrew and English. A change is audited with
 * the fields before and after.
 */
export async function updateOwnProfile(ctx: OwnContext, input: ProfileInput): Promise<ProfileView> {
  const languages = officeLanguages(ctx);
  const { changes, errors } = checkProfileFields(input);
  const refusal = languageRefusal('language', input.language, languages);
  if (refusal) errors.push(refusal);
  const row = await asOwner(ctx, async (trx, userId) => {
    const current = await readProfile(trx, userId, true);
    if (!current) throw httpError(404, 'NOT_FOUND', { messages: messageFor('PROFILE_FETCH_FAILED') });
    if (input.email !== undefined && !sameAddress(input.email, current.email)) {
      throw httpError(400, 'EMAIL_CANNOT_CHANGE', { errors: [fieldError('email', messageFor('EMAIL_CANNOT_CHANGE'))] });
    }
    if (errors.length > 0) throw httpError(400, 'INVALID_REQUEST', { errors });
    const before = editable(current);
    const after = { ...before, ...changes, ...(input.language !== undefined ? { language: input.language } : {}) };
    const change = changedFields(before, after);
    if (!change) return current;
    const now = new Date();
    if (after.firstName !== before.firstName || after.lastName !== before.lastName) await saveNames(trx, userId, after, now);
    const { firstName: _first, lastName: _last, ...profileChange } = change.after;
    if (Object.keys(profileChange).length > 0) await saveProfile(trx, userId, profileChange as ProfileColumns, now);
    await auditOwnChange(trx, ctx, { eventType: 'profile.update', serviceName: 'users', entityType: 'user', entityId: userId, before: change.before, after: change.after, success: true });
    return readProfile(trx, userId);
  });
  return profileView(row!, roleOf(ctx), effectiveLanguage(row!.language, languages));
}
