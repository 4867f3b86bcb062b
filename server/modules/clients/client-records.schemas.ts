import { changeResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { activitySchema, clientSchema, communicationSchema, noteSchema } from './client-shapes.schemas';
import { clientParams, refusals } from './clients.schemas';
import { pagedResponseSchema } from '../../http/pagination';

const TAGS = ['clients'];
const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const notBlank = (maxLength: number, description: string) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S', description }) as const;

const noteParams = { type: 'object', required: ['id', 'noteId'], additionalProperties: false, properties: { id: uuid('The client id.'), noteId: uuid('The note id.') } } as const;
const noteType = { type: 'string', enum: ['general', 'meeting', 'call', 'email', 'task'], description: 'What the note is about (default general).' } as const;
const important = { type: 'boolean', description: 'Whether the note is marked important (default false).' } as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'The page, from 1 (default 1).' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Entries per page, 1 to 100 (default 20).' },
  },
} as const;

const tagsBody = {
  type: 'object',
  required: ['tags'],
  additionalProperties: false,
  properties: { tags: { type: 'array', minItems: 1, maxItems: 10, items: notBlank(30, 'A tag, 1 to 30 characters.'), description: 'The tags, at most 10.' } },
} as const;

/** GET /api/clients/client/tags. */
export const tagCountsSchema = {
  summary: 'Every tag of the office’s clients with how many carry it',
  tags: TAGS,
  response: {
    200: successResponseSchema({ type: 'array', items: { type: 'object', required: ['tag', 'count'], properties: { tag: { type: 'string' }, count: { type: 'integer' } } } }),
    ...refusals,
  },
} as const;

/** POST /api/clients/client/{id}/tags. */
export const addTagsSchema = { summary: 'Add tags to a client (at most 10 in all)', tags: TAGS, params: clientParams, body: tagsBody, response: { 200: changeResponseSchema(clientSchema), ...refusals } } as const;

/** DELETE /api/clients/client/{id}/tags. */
export const removeTagsSchema = { summary: 'Take tags off a client', tags: TAGS, params: clientParams, body: tagsBody, response: { 200: changeResponseSchema(clientSchema), ...refusals } } as const;

/** POST /api/clients/client/{id}/follow-up. */
export const setFollowUpSchema = {
  summary: 'Schedule a client’s next follow-up',
  tags: TAGS,
  params: clientParams,
  body: {
    type: 'object',
    required: ['followUpDate'],
    additionalProperties: false,
    properties: { followUpDate: { type: 'string', format: 'date-time', description: 'When; not in the past.' }, notes: { type: 'string', maxLength: 1000, description: 'What to follow up on.' } },
  },
  response: { 200: changeResponseSchema(clientSchema), ...refusals },
} as const;

/** POST /api/clients/client/{id}/complete-follow-up. */
export const completeFollowUpSchema = {
  summary: 'Complete a client’s follow-up: last contact now, no next follow-up',
  tags: TAGS,
  params: clientParams,
  body: { type: 'object', additionalProperties: false, properties: { notes: { type: 'string', maxLength: 1000, description: 'How it went.' } } },
  response: { 200: changeResponseSchema(clientSchema), ...refusals },
} as const;

/** GET /api/clients/client/{id}/notes. */
export const listNotesSchema = { summary: 'A client’s notes, newest first', tags: TAGS, params: clientParams, response: { 200: successResponseSchema({ type: 'array', items: noteSchema }), ...refusals } } as const;

/** POST /api/clients/client/{id}/notes. */
export const addNoteSchema = {
  summary: 'Add a note to a client',
  tags: TAGS,
  params: clientParams,
  body: { type: 'object', required: ['content'], additionalProperties: false, properties: { content: notBlank(1000, 'The note, 1 to 1000 characters.'), type: noteType, important } },
  response: { 201: changeResponseSchema(noteSchema), ...refusals },
} as const;

/** PUT /api/clients/client/{id}/notes/{noteId}. */
export const updateNoteSchema = {
  summary: 'Change a note',
  tags: TAGS,
  params: noteParams,
  body: { type: 'object', additionalProperties: false, properties: { content: notBlank(1000, 'The note, 1 to 1000 characters.'), type: noteType, important }, description: 'The fields to change; an empty body changes nothing.' },
  response: { 200: changeResponseSchema(noteSchema), ...refusals },
} as const;

/** DELETE /api/clients/client/{id}/notes/{noteId}. */
export const deleteNoteSchema = { summary: 'Delete a note', tags: TAGS, params: noteParams, response: { 200: messageResponseSchema, ...refusals } } as const;

/** GET /api/clients/client/{id}/activities. */
export const listActivitiesSchema = { summary: 'A client’s activity, newest first (default page 1 of 20)', tags: TAGS, params: clientParams, querystring: pageQuery, response: { 200: pagedResponseSchema(activitySchema), ...refusals } } as const;

/** POST /api/clients/client/{id}/activities. */
export const addActivitySchema = {
  summary: 'Record an activity with a client (a call, a meeting, a deal update…)',
  tags: TAGS,
  params: clientParams,
  body: {
    type: 'object',
    required: ['type', 'description'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['email', 'phone', 'meeting', 'note', 'task', 'deal_update', 'document_shared'], description: 'What kind of activity.' },
      description: notBlank(2000, 'What happened.'),
      metadata: {
        type: 'object',
        additionalProperties: false,
        description: 'Details of the activity.',
        properties: {
          title: { type: 'string', maxLength: 200, description: 'A title.' },
          duration: { type: 'integer', minimum: 0, maximum: 100_000, description: 'How long, in minutes.' },
          dealValue: { type: 'number', minimum: 0, maximum: 1_000_000_000, description: 'The deal’s value, in ILS.' },
          priority: { type: 'string', enum: ['low', 'medium', 'high'], description: 'Low, medium or high.' },
        },
      },
    },
  },
  response: { 201: changeResponseSchema(activitySchema), ...refusals },
} as const;

/** POST /api/clients/client/{id}/communication. */
export const logCommunicationSchema = {
  summary: 'Log a communication with a client (sets its last contact to now)',
  tags: TAGS,
  params: clientParams,
  body: {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['email', 'phone', 'sms', 'whatsapp', 'meeting', 'letter', 'other'], description: 'How the client was contacted.' },
      notes: { type: 'string', maxLength: 1000, description: 'What was said or sent.' },
      attachments: { type: 'array', maxItems: 20, items: notBlank(500, 'An attachment: a file name or a document id.'), description: 'What was attached.' },
    },
  },
  response: { 201: changeResponseSchema(communicationSchema), ...refusals },
} as const;

/** GET /api/clients/client/{id}/communications. */
export const listCommunicationsSchema = { summary: 'A client’s communications, newest first', tags: TAGS, params: clientParams, querystring: pageQuery, response: { 200: pagedResponseSchema(communicationSchema), ...refusals } } as const;

const counts = (keys: readonly string[]) => ({ type: 'object', required: keys, properties: Object.fromEntries(keys.map((key) => [key, { type: 'integer' }])) });

/** GET /api/clients/client/stats. */
export const statsSchema = {
  summary: 'The office’s client statistics',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['totalClients', 'activeClients', 'newClientsThisMonth', 'growthRate', 'clientsByStatus', 'clientsByPriority'],
      properties: {
        totalClients: { type: 'integer', description: 'Clients and leads.' },
        activeClients: { type: 'integer', description: 'Those active.' },
        newClientsThisMonth: { type: 'integer', description: 'Created this calendar month (UTC).' },
        growthRate: { type: 'number', description: 'This month’s new clients against the month before’s, in percent (100 when the month before had none).' },
        clientsByStatus: counts(['active', 'inactive', 'pending']),
        clientsByPriority: counts(['low', 'medium', 'high']),
      },
    }),
    ...refusals,
  },
} as const;

/** GET /api/clients/client/analytics. */
export const analyticsSchema = {
  summary: 'The office’s client analytics over a period',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: { period: { type: 'string', enum: ['7d', '30d', '90d', '1y'], default: '30d', description: 'The period, ending now (default 30d).' } } },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['period', 'newClients', 'lostClients', 'conversionRate', 'averageLifetimeValue', 'topSources', 'activityTrend', 'newClientsByMonth'],
      properties: {
        period: { type: 'string' },
        newClients: { type: 'integer', description: 'Clients and leads created in the period.' },
        lostClients: { type: 'integer', description: 'Clients whose status became inactive in the period.' },
        conversionRate: { type: 'number', description: 'Leads moved to closed in the period against leads created in it, in percent.' },
        averageLifetimeValue: { type: 'number', description: 'The mean ILS value of closed opportunities per client that has any (all time).' },
        topSources: { type: 'array', items: { type: 'object', required: ['source', 'count'], properties: { source: { type: 'string' }, count: { type: 'integer' } } }, description: 'The period’s clients by source, top 5.' },
        activityTrend: { type: 'array', items: { type: 'object', required: ['date', 'count'], properties: { date: { type: 'string', format: 'date' }, count: { type: 'integer' } } }, description: 'Activity entries per UTC day of the period.' },
        newClientsByMonth: {
          type: 'array',
          items: { type: 'object', required: ['month', 'count'], properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'The UTC month, YYYY-MM.' }, count: { type: 'integer', description: 'Clients and leads created in it.' } } },
          description: 'Clients and leads created in each of the last 24 UTC months, this one included, oldest first; the same whatever the period.',
        },
      },
    }),
    ...refusals,
  },
} as const;
