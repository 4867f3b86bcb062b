import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ProfileInput } from './profile-fields';
import { PROFILE_TEXTS } from './profile.messages';
import { getProfileSchema, updateProfileSchema } from './profile.schemas';
import { readOwnProfile, updateOwnProfile, type ProfileDeps } from './profile.service';
import { messageBody } from '../../i18n/messages';

/** The signed-in user's profile (spec 1 §3, §5, §7); the picture is the avatars module's. */
export async function profileRoutes(app: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const deps: ProfileDeps = { db: app.database.db, catalog };

  app.get('/api/users/profile', { schema: getProfileSchema }, async (request) => ({ success: true as const, data: await readOwnProfile(deps, request) }));

  app.put<{ Body: ProfileInput }>('/api/users/profile', { schema: updateProfileSchema }, async (request) => {
    const data = await updateOwnProfile(deps, request, request.body);
    const messages = { ...PROFILE_TEXTS.PROFILE_UPDATED };
    return { ...messageBody(messages), data };
  });
}
