import { errorResponseSchema } from '../../http/response-schemas';
import { pagedResponseSchema, pageQuerySchema } from '../../http/pagination';

const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

const activityEntry = {
  type: 'object',
  required: ['id', 'occurredAt', 'eventType', 'serviceName', 'entityType', 'entityId', 'success', 'ip', 'userAgent'],
  properties: {
    id: { type: 'string', description: 'The audit entry id.' },
    occurredAt: { type: 'string', format: 'date-time', description: 'When it happened.' },
    eventType: { type: 'string', description: 'What happened (profile.update, auth.login…).' },
    serviceName: { type: 'string', description: 'The area it happened in.' },
    entityType: nullableString('The kind of thing it happened to.'),
    entityId: nullableString('The id of the thing it happened to.'),
    success: { type: 'boolean', description: 'Whether it succeeded or was refused.' },
    ip: nullableString('The address it came from.'),
    userAgent: nullableString('The browser it came from.'),
  },
} as const;

const securityEvent = {
  type: 'object',
  required: ['id', 'occurredAt', 'eventType', 'success', 'ip', 'userAgent', 'details'],
  properties: {
    id: { type: 'string', description: 'The event id.' },
    occurredAt: { type: 'string', format: 'date-time', description: 'When it happened.' },
    eventType: { type: 'string', description: 'What happened: a sign-in, a failure, a lock, an MFA or password change, a provider link…' },
    success: { type: 'boolean', description: 'Whether it succeeded.' },
    ip: nullableString('The address it came from.'),
    userAgent: nullableString('The browser it came from.'),
    details: { type: 'object', additionalProperties: true, description: 'What else is known (a reason, a method); secrets never.' },
  },
} as const;

/** GET /api/users/activity. */
export const activitySchema = {
  summary: 'Your own actions in your current office, newest first',
  tags: ['users'],
  querystring: pageQuerySchema,
  response: { 200: pagedResponseSchema(activityEntry), 400: errorResponseSchema, 401: errorResponseSchema },
} as const;

/** GET /api/users/security-events. */
export const securityEventsSchema = {
  summary: 'Your security history: sign-ins, failures, locks, MFA and password changes, newest first',
  tags: ['users'],
  querystring: pageQuerySchema,
  response: { 200: pagedResponseSchema(securityEvent), 400: errorResponseSchema, 401: errorResponseSchema },
} as const;
