import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const picture = { schema: { type: 'string', format: 'binary' } } as const;

/** POST /api/users/profile/avatar. The multipart body is read by the handler (one file, field `avatar`), so it has no body schema here. */
export const uploadAvatarSchema = {
  summary: 'Upload your profile picture',
  description: 'multipart/form-data with exactly one file in the field `avatar`: a JPG, PNG or GIF (checked by its content) of at most 5MB. Replaces the previous picture.',
  tags: ['users'],
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['avatarUrl'],
      properties: { avatarUrl: { type: 'string', description: 'Where to fetch the picture; its query changes with every upload.' } },
    }),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
  },
} as const;

/** DELETE /api/users/profile/avatar. */
export const deleteAvatarSchema = {
  summary: 'Remove your profile picture',
  tags: ['users'],
  response: {
    200: changeResponseSchema({ type: 'object', required: ['deleted'], properties: { deleted: { type: 'boolean', description: 'Whether there was a picture to remove.' } } }),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
} as const;

/** GET /api/users/:userId/avatar. */
export const getAvatarSchema = {
  summary: "A user's profile picture: your own, or a member's of your current office",
  tags: ['users'],
  params: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: { type: 'string', format: 'uuid' } } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { v: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', description: 'The version from avatarUrl; it only keeps caches apart.' } },
  },
  response: {
    200: { description: 'The picture, with the type its content showed at upload.', content: { 'image/png': picture, 'image/jpeg': picture, 'image/gif': picture } },
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;
