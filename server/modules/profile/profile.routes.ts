import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { ownContextOf } from '../../context/request-context';
import { messageBody } from '../../i18n/messages';
import { PROFILE_TEXTS } from './profile.messages';
import { getProfileSchema, updateProfileSchema } from './profile.schemas';
import { readOwnProfile, updateOwnProfile } from './profile.service';

/** The signed-in user's profile (spec 1 §3, §5, §7); the picture is the avatars module's. */
export async function profileRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/users/profile', { schema: getProfileSchema }, async (request) => ({ success: true as const, data: await readOwnProfile(ownContextOf(request)) }));

  app.put('/api/users/profile', { schema: updateProfileSchema }, async (request) => {
    const data = await updateOwnProfile(ownContextOf(request), request.body);
    const messages = { ...PROFILE_TEXTS.PROFILE_UPDATED };
    return { ...messageBody(messages), data };
  });
}
