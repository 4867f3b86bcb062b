import { changeResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { RETENTION_DAYS } from '../../audit/audit-settings.queries';
import { OPTIONAL_EVENT_TYPES } from '../../audit/audit-event-types';
import { auditRefusals, rangeProperties } from './audit-logs.schemas';

const TAGS = ['audit'];

const nullableTime = (description: string) => ({ type: ['string', 'null'], format: 'date-time', description }) as const;

const settingsProperties = {
  enabled: { type: 'boolean', description: 'Whether record access (a client viewed, a document downloaded) is audited. Changes of state are audited whatever this says.' },
  retentionDays: { type: 'integer', description: `How long entries are kept, in days (${RETENTION_DAYS.minimum} to ${RETENTION_DAYS.maximum}); pruning is an operator’s job outside the application.` },
  excludedEventTypes: { type: 'array', items: { type: 'string' }, description: 'Optional event types not audited even while auditing is enabled.' },
  updatedAt: nullableTime('When an admin last changed the settings; null while they are the defaults.'),
  updatedBy: { type: ['string', 'null'], description: 'Who last changed them.' },
} as const;

const statusSchema = {
  type: 'object',
  required: ['enabled', 'retentionDays', 'excludedEventTypes', 'totalEntries', 'oldestEntryAt', 'newestEntryAt', 'updatedAt', 'updatedBy'],
  properties: {
    ...settingsProperties,
    totalEntries: { type: 'integer', description: 'How many entries the office’s log holds.' },
    oldestEntryAt: nullableTime('The oldest entry’s time; null for an empty log.'),
    newestEntryAt: nullableTime('The newest entry’s time; null for an empty log.'),
  },
} as const;

const configurationSchema = {
  type: 'object',
  required: ['enabled', 'retentionDays', 'excludedEventTypes', 'retentionBounds', 'optionalEventTypes', 'alwaysKeptEventTypes', 'updatedAt', 'updatedBy'],
  properties: {
    ...settingsProperties,
    retentionBounds: { type: 'object', required: ['minimum', 'maximum'], properties: { minimum: { type: 'integer' }, maximum: { type: 'integer' } }, description: 'The retention allowed, in days.' },
    optionalEventTypes: { type: 'array', items: { type: 'string' }, description: 'The event types an office may exclude: record access.' },
    alwaysKeptEventTypes: { type: 'array', items: { type: 'string' }, description: 'The event types of the office’s log that are always kept (every change of state, refusal and sign-in): they cannot be excluded.' },
  },
} as const;

/** GET /api/audit/status. */
export const getStatusSchema = { summary: 'Whether record access is audited, and what the office’s log holds (admins only)', tags: TAGS, response: { 200: successResponseSchema(statusSchema), ...auditRefusals } } as const;

/** POST /api/audit/toggle. */
export const toggleSchema = {
  summary: 'Turn the auditing of record access on or off (admins only)',
  description: 'Changes of state, administrative and security events are audited whatever this says. The toggle is itself audited (audit.toggle). Answers the new status.',
  tags: TAGS,
  response: { 200: changeResponseSchema(statusSchema), ...auditRefusals },
} as const;

/** GET /api/audit/configuration. */
export const getConfigurationSchema = { summary: 'The office’s audit configuration (admins only)', tags: TAGS, response: { 200: successResponseSchema(configurationSchema), ...auditRefusals } } as const;

/** PUT /api/audit/configuration. */
export const updateConfigurationSchema = {
  summary: 'Change the office’s audit configuration (admins only)',
  description: `What is sent changes, the rest stays (an empty body changes nothing). retentionDays ${RETENTION_DAYS.minimum} to ${RETENTION_DAYS.maximum}; excludedEventTypes only among ${OPTIONAL_EVENT_TYPES.join(', ')}. A problem answers 400 INVALID_AUDIT_CONFIGURATION with each field’s problem, and changes nothing. Audited (audit.configuration.update) with before and after.`,
  tags: TAGS,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      enabled: { type: 'boolean', description: 'Whether record access is audited.' },
      // The schema's maximum only bounds the number; the service refuses a number outside the range with its own message.
      retentionDays: { type: 'integer', maximum: 1_000_000, description: `Days to keep entries, ${RETENTION_DAYS.minimum} to ${RETENTION_DAYS.maximum}.` },
      excludedEventTypes: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 100 }, description: 'The optional event types not to audit (replaces the list).' },
    },
  },
  response: { 200: changeResponseSchema(configurationSchema), ...auditRefusals },
} as const;

const countOf = { type: 'integer' } as const;

/** GET /api/audit/statistics. */
export const statisticsSchema = {
  summary: 'The office’s audit figures over a date range (admins only)',
  description: 'Default range: the last 30 days. byUser lists the 100 busiest users; overTime counts per day in UTC, days without entries left out.',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: rangeProperties },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['startDate', 'endDate', 'total', 'failures', 'byEventType', 'byUser', 'overTime'],
      properties: {
        startDate: { type: 'string', format: 'date-time', description: 'The range’s start, inclusive.' },
        endDate: { type: 'string', format: 'date-time', description: 'The range’s end, exclusive.' },
        total: countOf,
        failures: countOf,
        byEventType: { type: 'array', items: { type: 'object', required: ['eventType', 'count'], properties: { eventType: { type: 'string' }, count: countOf } } },
        byUser: {
          type: 'array',
          items: { type: 'object', required: ['userId', 'userName', 'userEmail', 'count'], properties: { userId: { type: ['string', 'null'] }, userName: { type: ['string', 'null'] }, userEmail: { type: ['string', 'null'] }, count: countOf } },
        },
        overTime: { type: 'array', items: { type: 'object', required: ['date', 'count', 'failures'], properties: { date: { type: 'string', format: 'date' }, count: countOf, failures: countOf } } },
      },
    }),
    ...auditRefusals,
  },
} as const;

/** GET /api/audit/verify. */
export const verifySchema = {
  summary: 'Check the office’s audit hash chain end to end (admins only)',
  description:
    'Recomputes every entry’s hash in seq order. firstBroken names the first entry that does not hold: seq-gap (an entry before it is missing), prev-hash-mismatch (its link to the entry before does not match) or hash-mismatch (it was altered).',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['valid', 'checked', 'firstBroken'],
      properties: {
        valid: { type: 'boolean' },
        checked: { type: 'integer', description: 'How many entries were checked.' },
        firstBroken: {
          type: ['object', 'null'],
          required: ['id', 'seq', 'occurredAt', 'reason'],
          properties: { id: { type: 'string' }, seq: { type: 'integer' }, occurredAt: { type: 'string', format: 'date-time' }, reason: { type: 'string', enum: ['seq-gap', 'prev-hash-mismatch', 'hash-mismatch'] } },
        },
      },
    }),
    ...auditRefusals,
  },
} as const;
