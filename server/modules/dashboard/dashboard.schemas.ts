import { errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';
import { ACTIVITY_FILTERS } from './activity-entities';
import { STATISTIC_PERIODS } from './statistic-periods';

const TAGS = ['dashboard'];

/** The refusals every dashboard call may answer: bad input, no session, no office (or not an admin, for the office layout). */
export const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

const localizedText = {
  type: 'object',
  required: ['he', 'en'],
  properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } },
  description: 'A text by language: Hebrew and English, and Spanish where the office offers it.',
} as const;
const nullableNumber = (description: string) => ({ type: ['number', 'null'], description }) as const;
const nullableTime = (description: string) => ({ type: ['string', 'null'], format: 'date-time', description }) as const;
const time = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;

const tileSchema = {
  type: 'object',
  required: ['id', 'label', 'entity', 'aggregation', 'field', 'format', 'currency', 'value', 'previousValue', 'trend', 'isTrendShown', 'unavailable'],
  properties: {
    id: { type: 'string', description: 'The tile’s id in the office configuration (ui.dashboard.statistics).' },
    label: localizedText,
    labelKey: { type: 'string', description: 'An i18next key for the label (term.clients…), used instead of label when given.' },
    icon: { type: 'string', description: 'The tile’s icon.' },
    color: { type: 'string', description: 'The tile’s accent colour, hex.' },
    path: { type: 'string', description: 'Where a click on the tile leads.' },
    entity: {
      type: 'string',
      description: 'What is counted or summed: clients, leads, opportunities, documents (the office’s library, as the caller may read it), tasks, records (the records of the tile’s module of kind records, as that module lists them), appointments, deadlines (open ones, placed by when they fall due); simulations are not stored yet.',
    },
    module: { type: 'string', description: 'For entity records: the module whose records are counted.' },
    aggregation: { type: 'string', enum: ['count', 'sum'], description: 'count counts the rows; sum adds up `field`.' },
    field: { type: ['string', 'null'], description: 'The field summed (opportunities: value in ILS; leads: score; documents: size in bytes); null for count.' },
    format: { type: 'string', enum: ['number', 'currency'], description: 'How the web shows the value: a number, or currency (ILS without decimals). The server does not format.' },
    currency: { type: ['string', 'null'], enum: ['ILS', null], description: 'ILS for a currency tile, else null.' },
    value: nullableNumber('The count or sum over the rows created in the period that pass the tile’s filter (the filter tests each row as it is now); null when unavailable.'),
    previousValue: nullableNumber('The same over the previous period of the same length; null for period all or when unavailable.'),
    trend: nullableNumber('The percent change from previousValue to value, to one decimal (+50 = half again as many); null when previousValue is 0 or null.'),
    isTrendShown: { type: 'boolean', description: 'Whether the office configuration asks to show the trend on this tile (its `trend`).' },
    unavailable: {
      type: ['object', 'null'],
      description: 'Why there is no value, or null. The server never makes numbers up: an entity or field not stored yet answers value null and says so.',
      required: ['reason', 'messages'],
      properties: {
        reason: {
          type: 'string',
          enum: ['entity-planned', 'field-not-stored', 'not-permitted'],
          description: 'entity-planned: the entity’s module is not built; field-not-stored: the field the filter or sum names is not stored; not-permitted: the caller may not see the records the tile counts (the module’s feature is off, or their roles may not open it), so no count is given.',
        },
        field: { type: 'string', description: 'The field not stored, for field-not-stored.' },
        messages: messagesSchema,
      },
    },
  },
} as const;

const range = { type: 'object', required: ['from', 'to'], properties: { from: nullableTime('Start, inclusive; null for all time.'), to: time('End, exclusive.') } } as const;

/** GET /api/dashboard/statistics. */
export const statisticsSchema = {
  summary: 'The office’s statistic tiles, computed from its data for a period, with the trend against the period before',
  description:
    'One value per tile of the office configuration’s dashboard (ui.dashboard.statistics), in its order. A tile counts (or sums a field of) the rows of its entity created in the period and passing its filter. ' +
    'Periods: today = since midnight in the office’s time zone (localization.timeZone), compared with yesterday over the same hours; week, month and year = the last 7, 30 and 365 days, rolling, compared with the 7, 30 or 365 days before; ' +
    'all = every row, with no trend. Each tile is one SQL statement in the office’s row-level-security context.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { period: { type: 'string', enum: STATISTIC_PERIODS, description: 'today, week, month, year or all; default the office configuration’s defaultPeriod, else month.' } },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['period', 'timeZone', 'computedAt', 'range', 'previousRange', 'tiles'],
      properties: {
        period: { type: 'string', enum: STATISTIC_PERIODS, description: 'The period computed.' },
        timeZone: { type: 'string', description: 'The office’s time zone, which decides when today began.' },
        computedAt: { type: 'string', format: 'date-time', description: 'When the values were computed.' },
        range: { ...range, description: 'The period counted.' },
        previousRange: { ...range, type: ['object', 'null'], description: 'The period the trend compares with; null for all.' },
        tiles: { type: 'array', items: tileSchema },
      },
    }),
    ...refusals,
  },
} as const;

const activityItemSchema = {
  type: 'object',
  required: ['id', 'entityType', 'entityId', 'clientId', 'clientKind', 'title', 'description', 'metadata', 'action', 'performedBy', 'performedByName', 'timestamp', 'path'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The activity entry’s id.' },
    entityType: { type: 'string', enum: ['client', 'document', 'opportunity'], description: 'What the entry is about.' },
    entityId: { type: 'string', format: 'uuid', description: 'The id of the client, document or deal.' },
    clientId: { type: 'string', format: 'uuid', description: 'The client (or lead) the entry belongs to.' },
    clientKind: { type: 'string', enum: ['client', 'lead'], description: 'Whether that is a client or a lead.' },
    title: { type: 'string', description: 'The client’s first and last name.' },
    description: { type: 'string', description: 'The user’s own words for an activity they recorded by hand (a call, a meeting…); empty for what the system recorded, which the web words from action and metadata.' },
    metadata: { type: 'object', additionalProperties: true, description: 'The values the entry is worded from: a note’s start, a file name, a follow-up’s time (ISO 8601), a status change’s from and to, a deal’s changes…' },
    action: { type: 'string', description: 'The activity type: created, updated, status_changed, note_added, document_added, deal_update, email, phone, meeting…' },
    performedBy: { type: ['string', 'null'], format: 'uuid', description: 'The member who did it.' },
    performedByName: { type: ['string', 'null'], description: 'Their first and last name; null when unknown or no longer in the office.' },
    timestamp: { type: 'string', format: 'date-time', description: 'When it happened (ISO 8601); the web words it as time ago (spec 3 §9).' },
    path: { type: 'string', description: 'The web app’s path that opens it: /clients/{id}, /leads/{id} or /opportunities/{id}.' },
  },
} as const;

const unavailableActivity = {
  type: 'array',
  description: 'The entity types asked for whose activity is not stored yet (simulation), so that the web can say so rather than show an empty list as if nothing happened.',
  items: { type: 'object', required: ['entityType', 'messages'], properties: { entityType: { type: 'string' }, messages: messagesSchema } },
} as const;

const filter = { type: 'string', enum: ACTIVITY_FILTERS, default: 'all', description: 'all, or one entity type: client, document, opportunity or simulation (default all).' } as const;

/** GET /api/dashboard/activity. */
export const recentActivitySchema = {
  summary: 'The recent-activity widget: the newest entries, a few of each entity type',
  description: 'Newest first, at most perType entries of each entity type and limit in all (spec 3 §9: 2 and 5). Read from the clients’ activity log, which records deal changes too.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      filter,
      perType: { type: 'integer', minimum: 1, maximum: 10, default: 2, description: 'At most this many entries of each entity type, 1 to 10 (default 2).' },
      limit: { type: 'integer', minimum: 1, maximum: 20, default: 5, description: 'At most this many entries in all, 1 to 20 (default 5).' },
    },
  },
  response: {
    200: successResponseSchema({ type: 'object', required: ['filter', 'items', 'unavailable'], properties: { filter, items: { type: 'array', items: activityItemSchema }, unavailable: unavailableActivity } }),
    ...refusals,
  },
} as const;

/** GET /api/dashboard/activity/all. */
export const activityPageSchema = {
  summary: 'The activity page (/dashboard/activity): all of the office’s activity, a page at a time',
  description: 'Newest first, offset paging with the exact total.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      filter,
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'The page, from 1 (default 1).' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Entries per page, 1 to 100 (default 20).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'pagination', 'unavailable'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: activityItemSchema },
        pagination: {
          type: 'object',
          required: ['page', 'limit', 'total', 'totalPages', 'hasMore'],
          properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer', description: 'Every entry that passes the filter.' }, totalPages: { type: 'integer' }, hasMore: { type: 'boolean' } },
        },
        unavailable: unavailableActivity,
      },
    },
    ...refusals,
  },
} as const;

/** GET /api/dashboard/badges. */
export const recordBadgesSchema = {
  summary: 'The figures of the menu badges that count a module’s records',
  description:
    'For every badge of the office’s menu whose source is records.<module>.<figure>, the figure, counted up to 100 (the menu shows 99+ past 99): open counts the records not at a final stage of the module’s workflow (every record for a module without one), all every record the module lists (for a view, what it shows). ' +
    'A module whose feature is off or whose records the caller’s roles may not see is left out. One SQL statement in the office’s row-level-security context.',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['figures'],
      properties: {
        figures: { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 100 }, description: 'Each figure by its badge source, such as records.claims.open.' },
      },
    }),
    ...refusals,
  },
} as const;
