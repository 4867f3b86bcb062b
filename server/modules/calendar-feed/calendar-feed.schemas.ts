import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['calendar-feed'];

/** A member's feed as the calls answer it: whether there is one, and since when (its address is never kept). */
const feedStateSchema = {
  type: 'object',
  required: ['hasFeed', 'createdAt'],
  additionalProperties: false,
  properties: {
    hasFeed: { type: 'boolean', description: 'Whether the caller has a live feed address.' },
    createdAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was made; null without one.' },
  },
} as const;

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** GET /api/calendar-feed. */
export const readFeedSchema = {
  summary: 'Whether the caller has a secret feed address of their own appointments, and since when',
  tags: TAGS,
  response: { 200: successResponseSchema(feedStateSchema), ...refusals },
} as const;

/** POST /api/calendar-feed. */
export const createFeedSchema = {
  summary: 'Make the caller a new secret feed address of their own appointments (revoking the one they had); the address is answered only now',
  tags: TAGS,
  response: {
    201: changeResponseSchema({
      type: 'object',
      required: ['url', 'createdAt'],
      additionalProperties: false,
      properties: {
        url: { type: 'string', description: 'The feed’s address (https, ending in .ics) for a calendar application to subscribe to: shown once, kept nowhere.' },
        createdAt: { type: 'string', format: 'date-time', description: 'When it was made.' },
      },
    }),
    ...refusals,
  },
} as const;

/** DELETE /api/calendar-feed. */
export const revokeFeedSchema = {
  summary: 'Revoke the caller’s feed address: it answers 404 from now on',
  tags: TAGS,
  response: { 200: changeResponseSchema(feedStateSchema), ...refusals, 404: errorResponseSchema },
} as const;

/** GET /api/calendar-feed/{file}. */
export const feedCalendarSchema = {
  summary: 'A member’s appointments (30 days back to 180 ahead) as an iCalendar feed, by the secret address alone (no session)',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['file'],
    additionalProperties: false,
    properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.ics$', description: 'The feed’s secret token and .ics.' } },
  },
  produces: ['text/calendar'],
  response: {
    200: { description: 'A VCALENDAR of the member’s appointments, one VEVENT each.', content: { 'text/calendar': { schema: { type: 'string', format: 'binary' } } } },
    400: errorResponseSchema,
    404: errorResponseSchema,
    429: errorResponseSchema,
  },
} as const;
