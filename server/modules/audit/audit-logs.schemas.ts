import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { AUDIT_EXPORT_MAX_ROWS } from './audit-logs.service';
import { AUDIT_ORDER_COLUMNS } from './audit-criteria';

const TAGS = ['audit'];

/** The refusals every audit call may answer: bad input, no session, not an admin of an office. */
export const auditRefusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

const text = (description: string) => ({ type: 'string', maxLength: 200, description }) as const;
const dateBound = (description: string) => ({ type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }], description }) as const;

/** The date range of a search or of the statistics. */
export const rangeProperties = {
  startDate: dateBound('From this time, inclusive: an ISO date-time, or a date alone for the start of that day (UTC).'),
  endDate: dateBound('Up to this time, inclusive: an ISO date-time, or a date alone for the whole of that day (UTC). Before startDate: 400 INVALID_DATE_RANGE.'),
} as const;

// The filters of spec 3 §3.
const filterProperties = {
  userId: { type: 'string', format: 'uuid', description: 'Only what this user did.' },
  eventType: text('Only this event type (client.update, audit.toggle…), exactly.'),
  serviceName: text('Only this service (clients, audit, http…), exactly.'),
  entityType: text('Only entries about this kind of record (client, client_document…), exactly.'),
  entityId: text('Only entries about this record, exactly.'),
  ...rangeProperties,
  successOnly: { type: 'boolean', default: false, description: 'Only entries that record a success (true); all of them otherwise.' },
  searchText: text('Entries whose event type, service, entity type or id, or before or after text contains this, in any case.'),
} as const;

const orderProperties = {
  orderBy: { type: 'string', enum: AUDIT_ORDER_COLUMNS, default: 'occurredAt', description: 'The column the entries are ordered by; ties by their place in the chain.' },
  orderDescending: { type: 'boolean', default: true, description: 'Newest (or last) first; default true.' },
} as const;

/** An audit entry as the API answers it: who, what, before and after, when, from where, and its place in the chain. */
export const auditLogSchema = {
  type: 'object',
  required: ['id', 'seq', 'occurredAt', 'userId', 'userName', 'userEmail', 'eventType', 'serviceName', 'entityType', 'entityId', 'before', 'after', 'success', 'ip', 'userAgent'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    seq: { type: 'integer', description: 'The entry’s place in the office’s hash chain, from 1.' },
    occurredAt: { type: 'string', format: 'date-time' },
    userId: { type: ['string', 'null'], description: 'Who did it; null when no one was signed in.' },
    userName: { type: ['string', 'null'], description: 'Their name, while they are a member of the office.' },
    userEmail: { type: ['string', 'null'], description: 'Their e-mail address, while they are a member of the office.' },
    eventType: { type: 'string' },
    serviceName: { type: 'string' },
    entityType: { type: ['string', 'null'] },
    entityId: { type: ['string', 'null'] },
    before: { description: 'The record before the change (any JSON), or null.' },
    after: { description: 'The record after the change (any JSON), or null.' },
    success: { type: 'boolean' },
    ip: { type: ['string', 'null'] },
    userAgent: { type: ['string', 'null'] },
  },
} as const;

/** GET /api/audit/logs. */
export const searchLogsSchema = {
  summary: 'Search the office’s audit log (admins only)',
  description: 'Every filter optional; a page of the entries that pass all of them, with the total. Default page 1 of 50, newest first.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      ...orderProperties,
      pageNumber: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'The page, from 1.' },
      pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'Entries per page, at most 200.' },
    },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['logs', 'totalCount', 'pageNumber', 'pageSize'],
      properties: { logs: { type: 'array', items: auditLogSchema }, totalCount: { type: 'integer' }, pageNumber: { type: 'integer' }, pageSize: { type: 'integer' } },
    }),
    ...auditRefusals,
  },
} as const;

/** GET /api/audit/export. */
export const exportLogsSchema = {
  summary: 'Export the audit log search as a CSV or JSON file (admins only)',
  description:
    `Every entry the search finds (not one page), in its order, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')}: past that the file holds the first ones and the answer carries X-Export-Truncated: true. ` +
    'Named audit-logs-<UTC time>.<format>. CSV: UTF-8 with a byte-order mark, a header row, RFC 4180 quoting; a cell starting with = + - @ is prefixed with a quote so that spreadsheets do not run it. ' +
    'JSON: { exportedAt, count, isTruncated, logs }. Audited as audit.export.',
  tags: TAGS,
  querystring: {
    type: 'object',
    required: ['format'],
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['csv', 'json'], description: 'The file type.' }, ...filterProperties, ...orderProperties },
  },
  response: {
    200: {
      description: 'The file, as an attachment.',
      content: { 'text/csv': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: { type: 'string', format: 'binary' } } },
    },
    ...auditRefusals,
  },
} as const;
