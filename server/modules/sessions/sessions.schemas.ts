import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

/** A session as its user sees it in the list. */
export const sessionSchema = {
  type: 'object',
  required: ['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent', 'isCurrent'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    createdAt: { type: 'string', format: 'date-time', description: 'When the session began (its sign-in).' },
    lastSeenAt: { type: 'string', format: 'date-time', description: 'When it last made a request.' },
    expiresAt: { type: 'string', format: 'date-time', description: 'When it ends.' },
    ip: { type: ['string', 'null'], description: 'The address it was opened from; null when unknown.' },
    userAgent: { type: ['string', 'null'], description: 'The browser’s user agent; null when unknown.' },
    isCurrent: { type: 'boolean', description: 'Whether it is the session asking.' },
  },
} as const;

/** GET /api/users/sessions. */
export const listSessionsSchema = {
  summary: "The signed-in user's open sessions",
  tags: ['sessions'],
  response: { 200: successResponseSchema({ type: 'array', items: sessionSchema }), 401: errorResponseSchema },
} as const;

/** DELETE /api/users/sessions/:id. */
export const endSessionSchema = {
  summary: 'End one of your sessions',
  tags: ['sessions'],
  params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } },
  response: {
    200: successResponseSchema({ type: 'object', required: ['ended'], properties: { ended: { type: 'boolean' } } }),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;

/** POST /api/users/sessions/end-others. */
export const endOtherSessionsSchema = {
  summary: 'End every session but this one',
  tags: ['sessions'],
  response: { 200: successResponseSchema({ type: 'object', required: ['ended'], properties: { ended: { type: 'integer' } } }), 401: errorResponseSchema, 403: errorResponseSchema },
} as const;
