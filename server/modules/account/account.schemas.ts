import { errorResponseSchema, messageResponseSchema } from '../../http/response-schemas';


/** GET /api/users/profile/export. */
export const exportSchema = {
  summary: 'Download everything kept about you, as a JSON file',
  description: 'The account, profile, preferences, memberships, sessions, security events and your own audit entries. Never a password, token or cookie hash.',
  tags: ['users'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['json'], default: 'json', description: 'The file format; JSON only (the default).' } },
  },
  response: {
    200: {
      description: 'The export, as an attachment named lishka-export-<date>.json.',
      content: { 'application/json': { schema: { type: 'string', format: 'binary' } } },
    },
    400: errorResponseSchema,
    401: errorResponseSchema,
  },
} as const;

/** POST /api/users/profile/delete. */
export const deleteAccountSchema = {
  summary: 'Delete your account, after checking your password',
  description:
    'A wrong password answers 400 and counts toward the account lock (423 ACCOUNT_LOCKED once locked). The last active admin of an office that has other active members is refused with 409 LAST_ADMIN. An office where nobody else is active is deleted with the account. Every session ends and the cookies are cleared.',
  tags: ['users'],
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    properties: { password: { type: 'string', minLength: 1, maxLength: 1024, description: 'Your current password.' } },
  },
  response: {
    200: messageResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    409: errorResponseSchema,
    423: errorResponseSchema,
    429: errorResponseSchema,
  },
} as const;
