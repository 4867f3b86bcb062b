import { changeResponseSchema, errorResponseSchema } from '../../http/response-schemas';

const TAGS = ['notifications'];

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const LANGUAGES = { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } as const;

/** The refusals every call may answer: bad input, no session, no right, not the caller's own. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

const params = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid('The notification id.') } } as const;

/** A notification as the calls (and the stream) answer it. */
export const notificationSchema = {
  type: 'object',
  required: ['id', 'severity', 'kind', 'title', 'message', 'link', 'recordId', 'read', 'createdAt'],
  properties: {
    id: uuid('The notification id.'),
    severity: { type: 'string', enum: ['success', 'error', 'warning', 'info'], description: 'How it should look (spec 1 §9).' },
    kind: { type: 'string', description: 'What happened, as a short key (task_assigned, approval_requested…).' },
    title: { type: ['object', 'null'], description: 'The title in every language, if any.', properties: LANGUAGES },
    message: { type: 'object', description: 'The message in every language.', properties: LANGUAGES },
    link: { type: ['string', 'null'], description: 'Where it leads in the web app (a path), if anywhere.' },
    recordId: { type: ['string', 'null'], format: 'uuid', description: 'The record it is about, if any.' },
    read: { type: 'boolean', description: 'Whether the member has read it.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When it was written.' },
  },
} as const;

/** GET /api/notifications. */
export const listNotificationsSchema = {
  summary: 'My notifications, newest first, with how many are unread',
  description: 'Only the caller’s own notifications in the office they act in.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      cursor: { type: 'string', minLength: 1, maxLength: 500, description: 'The nextCursor of the previous page.' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Notifications per page, 1 to 100 (default 20).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor', 'unread'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: notificationSchema },
        nextCursor: { type: ['string', 'null'], description: 'The cursor of the next page; null on the last.' },
        unread: { type: 'integer', description: 'How many of my notifications are unread.' },
      },
    },
    ...refusals,
  },
} as const;

/** POST /api/notifications/{id}/read. */
export const readNotificationSchema = {
  summary: 'Mark one of my notifications read',
  tags: TAGS,
  params,
  response: { 200: changeResponseSchema(notificationSchema), ...refusals },
} as const;

/** POST /api/notifications/read-all. */
export const readAllNotificationsSchema = {
  summary: 'Mark all my notifications read',
  tags: TAGS,
  response: {
    200: changeResponseSchema({ type: 'object', required: ['count'], properties: { count: { type: 'integer', description: 'How many were unread and are now read.' } } }),
    ...refusals,
  },
} as const;

/** GET /api/notifications/stream. */
export const notificationStreamSchema = {
  summary: 'My new notifications as they are written (server-sent events)',
  description:
    'text/event-stream through the session cookie: an event `notification` (its id the resume point, its data a notification) for each new notification of mine, a `: ping` comment every 25 s, and `retry:` advice. A reconnection with Last-Event-ID first gets what was written meanwhile. Ends at sign-out and at shutdown. A call that does not accept text/event-stream is answered 406.',
  tags: TAGS,
  response: {
    200: { description: 'The event stream.', content: { 'text/event-stream': { schema: { type: 'string', format: 'binary' } } } },
    ...refusals,
    406: errorResponseSchema,
  },
} as const;
