import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { ownContextOf } from '../../context/request-context';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { messageFor, messageBody } from '../../i18n/messages';
import { httpError } from '../../plugins/errors';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, avatarImage, avatarUploadRefusal, type AvatarImage } from './avatar-upload';
import { deleteAvatarSchema, getAvatarSchema, uploadAvatarSchema } from './avatars.schemas';
import { readVisibleAvatar, removeAvatar, replaceAvatar, type AvatarDeps } from './avatars.service';

/** Reads the one picture of a multipart request and checks it (415 when the body is not a form). */
async function readAvatar(request: FastifyRequest): Promise<AvatarImage> {
  if (!request.isMultipart()) throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  try {
    return avatarImage(await readSingleFilePart(request, { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES }));
  } catch (error) {
    throw error instanceof SingleFileError ? avatarUploadRefusal(error) : error;
  }
}

/** Profile pictures (spec 1 §5, §7): upload and remove your own, see yours and your office's members'. */
export async function avatarRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Registered here so that only these routes accept multipart bodies; the handler sets the real limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: AVATAR_MAX_BYTES } });
  const deps: AvatarDeps = { storage: app.storage, log: app.log };

  app.post('/api/users/profile/avatar', { schema: uploadAvatarSchema }, async (request) => {
    const image = await readAvatar(request);
    return { success: true as const, data: await replaceAvatar(ownContextOf(request), deps, image) };
  });

  app.delete('/api/users/profile/avatar', { schema: deleteAvatarSchema }, async (request) => {
    const deleted = await removeAvatar(ownContextOf(request), deps);
    const messages = messageFor('AVATAR_DELETED');
    return { ...messageBody(messages), data: { deleted } };
  });

  app.get('/api/users/:userId/avatar', { schema: getAvatarSchema, config: { idParam: { name: 'userId', kind: 'user' } } }, async (request, reply) => {
    const avatar = await readVisibleAvatar(ownContextOf(request), deps, request.params.userId);
    if (!avatar) throw httpError(404, 'NOT_FOUND');
    return reply
      .headers({ 'content-type': avatar.contentType, 'x-content-type-options': 'nosniff', 'content-disposition': 'inline', 'cache-control': 'private, max-age=300', 'content-security-policy': "default-src 'none'" })
      .send(avatar.data);
  });
}
