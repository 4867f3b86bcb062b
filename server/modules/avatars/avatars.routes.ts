import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { messageFor, messageBody } from '../../i18n/messages';
import { httpError } from '../../plugins/errors';
import { AVATAR_MAX_BYTES, readAvatarUpload } from './avatar-upload';
import { deleteAvatarSchema, getAvatarSchema, uploadAvatarSchema } from './avatars.schemas';
import { readVisibleAvatar, removeAvatar, replaceAvatar, type AvatarDeps } from './avatars.service';

/** Profile pictures (spec 1 §5, §7): upload and remove your own, see yours and your office's members'. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  // Registered here so that only these routes accept multipart bodies; the handler sets the real limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: AVATAR_MAX_BYTES } });
  const deps: AvatarDeps = { db: app.database.db, storage: app.storage, log: app.log };

  app.post('/api/users/profile/avatar', { schema: uploadAvatarSchema }, async (request) => {
    const image = await readAvatarUpload(request);
    return { success: true as const, data: await replaceAvatar(deps, request, image) };
  });

  app.delete('/api/users/profile/avatar', { schema: deleteAvatarSchema }, async (request) => {
    const deleted = await removeAvatar(deps, request);
    const messages = messageFor('AVATAR_DELETED');
    return { ...messageBody(messages), data: { deleted } };
  });

  app.get<{ Params: { userId: string } }>('/api/users/:userId/avatar', { schema: getAvatarSchema, config: { idParam: { name: 'userId', kind: 'user' } } }, async (request, reply) => {
    const avatar = await readVisibleAvatar(deps, request, request.params.userId);
    if (!avatar) throw httpError(404, 'NOT_FOUND');
    return reply
      .headers({ 'content-type': avatar.contentType, 'x-content-type-options': 'nosniff', 'content-disposition': 'inline', 'cache-control': 'private, max-age=300', 'content-security-policy': "default-src 'none'" })
      .send(avatar.data);
  });
}
