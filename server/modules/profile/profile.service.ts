import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { effectiveLanguage, languageRefusal, officeLanguages } from '../preferences/offered-languages';
import { auditOwnChange, changedFields } from './own-change-audit';
import { checkProfileFields, type ProfileInput } from './profile-fields';
import { readProfile, saveNames, saveProfile, type ProfileColumns, type ProfileRow } from './profile.queries';
import { profileView, type ProfileView } from './profile.view';

/** What the profile service works with. */
export interface ProfileDeps {
  db: Kysely<Database>;
  catalog: OfficeTypeCatalog;
}

const contextOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, tenantId: request.tenant?.tenantId ?? null });

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

/** The signed-in user's profile. */
export async function readOwnProfile(deps: ProfileDeps, request: FastifyRequest): Promise<ProfileView> {
  const languages = await officeLanguages(deps.db, deps.catalog, request.tenant);
  const row = await withContext(deps.db, contextOf(request), (trx) => readProfile(trx, request.auth!.userId));
  if (!row) throw httpError(404, 'NOT_FOUND', { messages: messageFor('PROFILE_FETCH_FAILED') });
  return profileView(row, request.tenant, effectiveLanguage(row.language, languages));
}

/**
 * Changes the fields of the signed-in user's profile that the body names (null or empty clears an optional
 * one). The e-mail address cannot change: one that differs is refused with EMAIL_CANNOT_CHANGE, the same one
 * is accepted. Every field's problem is answered at once, in Hebrew and English. A change is audited with
 * the fields before and after.
 */
export async function updateOwnProfile(deps: ProfileDeps, request: FastifyRequest, input: ProfileInput): Promise<ProfileView> {
  const languages = await officeLanguages(deps.db, deps.catalog, request.tenant);
  const { changes, errors } = checkProfileFields(input);
  const refusal = languageRefusal('language', input.language, languages);
  if (refusal) errors.push(refusal);
  const userId = request.auth!.userId;
  const row = await withContext(deps.db, contextOf(request), async (trx) => {
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
    await auditOwnChange(trx, request, { eventType: 'profile.update', serviceName: 'users', entityType: 'user', entityId: userId, before: change.before, after: change.after, success: true });
    return readProfile(trx, userId);
  });
  return profileView(row!, request.tenant, effectiveLanguage(row!.language, languages));
}
