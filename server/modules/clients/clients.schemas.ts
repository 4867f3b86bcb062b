import clientQuerySchema from '../../../schemas/client-query.schema.json';
import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { clientRowSchema, clientSchema } from './client-shapes.schemas';

const TAGS = ['clients'];

// The schema file itself, without its id: a route schema is compiled on its own.
const listQuery = { ...clientQuerySchema, $id: undefined, $schema: undefined };

/** The path parameter of one client. */
export const clientParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid', description: 'The client id.' } },
} as const;

/** Refusals every clients call may answer: bad input, no session, no right (a viewer changing, no CSRF token), no such client. */
export const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

const clientBody = {
  type: 'object',
  description:
    'A client or lead as schemas/client.schema.json describes it (for an update, any part of it; null or blank clears an optional field, an empty tag list clears the tags). Checked by the engine’s validateClient after the spec’s clean-up, so every field’s problem comes back with the spec’s message in Hebrew, English and Spanish (400 INVALID_CLIENT_DATA).',
} as const;

const pagination = {
  type: 'object',
  required: ['page', 'limit', 'total', 'totalIsEstimate', 'totalPages', 'hasMore'],
  properties: {
    page: { type: 'integer', description: 'The page answered.' },
    limit: { type: 'integer', description: 'Rows per page.' },
    total: { type: 'integer', description: 'Matching rows: exact up to 10,000, an estimate past that.' },
    totalIsEstimate: { type: 'boolean', description: 'Whether total is the planner’s estimate rather than a count.' },
    totalPages: { type: 'integer', description: 'Pages in all, by total.' },
    hasMore: { type: 'boolean', description: 'Whether rows follow this page.' },
    nextCursor: { type: 'string', description: 'Pass as cursor for the next page (keyset paging: no offset however deep).' },
  },
} as const;

/** GET /api/clients/client. */
export const listClientsSchema = {
  summary: 'The office’s clients and leads, a page at a time',
  description:
    'Filters, sorting and paging of schemas/client-query.schema.json. Pages by offset, or, with the nextCursor of the page before, by keyset (page then only numbers the page). A bad parameter answers 400 INVALID_QUERY_PARAMETERS (Invalid query parameters) with each parameter’s message.',
  tags: TAGS,
  querystring: listQuery,
  response: { 200: { type: 'object', required: ['success', 'data', 'pagination'], properties: { success: { const: true }, data: { type: 'array', items: clientRowSchema }, pagination } }, ...refusals },
} as const;

/** GET /api/clients/client/{id}. */
export const getClientSchema = { summary: 'One client or lead', tags: TAGS, params: clientParams, response: { 200: successResponseSchema(clientSchema), ...refusals } } as const;

/** POST /api/clients/client. */
export const createClientSchema = {
  summary: 'Create a client or lead',
  description: 'A duplicate e-mail address in the office answers 409 CLIENT_EMAIL_EXISTS.',
  tags: TAGS,
  body: clientBody,
  response: { 201: changeResponseSchema(clientSchema), ...refusals, 409: errorResponseSchema },
} as const;

/** PUT /api/clients/client/{id}. */
export const updateClientSchema = {
  summary: 'Change some fields of a client or lead',
  description: 'A change of status or lead status is recorded as status_changed in the activity.',
  tags: TAGS,
  params: clientParams,
  body: clientBody,
  response: { 200: changeResponseSchema(clientSchema), ...refusals, 409: errorResponseSchema },
} as const;

/** DELETE /api/clients/client/{id}. */
export const deleteClientSchema = {
  summary: 'Delete a client with its notes, activity, documents and communications',
  description: 'A client to whom records of the office’s modules belong (a matter, a policy…) is not deleted: 409 CLIENT_HAS_RECORDS; delete those records, or merge the client into another, first.',
  tags: TAGS,
  params: clientParams,
  response: { 200: messageResponseSchema, ...refusals, 409: errorResponseSchema },
} as const;

/** POST /api/clients/client/{id}/duplicate. */
export const duplicateClientSchema = {
  summary: 'Copy a client under new names',
  description: 'Everything is copied but the e-mail address and ID number (each person’s own) and the contact and follow-up history.',
  tags: TAGS,
  params: clientParams,
  body: {
    type: 'object',
    required: ['firstName', 'lastName'],
    additionalProperties: false,
    properties: { firstName: { type: 'string', maxLength: 100, description: 'The copy’s first name.' }, lastName: { type: 'string', maxLength: 100, description: 'The copy’s last name.' } },
  },
  response: { 201: changeResponseSchema(clientSchema), ...refusals },
} as const;

// Generic in what it adds, so each route's query or path parameters keep their types for the handler.
const shortList = <const Extra extends object = object>(summary: string, extra?: Extra) =>
  ({ summary, tags: TAGS, ...(extra as Extra), response: { 200: successResponseSchema({ type: 'array', items: clientRowSchema }), ...refusals } }) as const;

/** GET /api/clients/client/search. */
export const searchClientsSchema = shortList('The first 20 clients whose names, e-mail, phones or ID number hold the term', {
  querystring: {
    type: 'object',
    required: ['searchTerm'],
    additionalProperties: false,
    properties: { searchTerm: { type: 'string', minLength: 1, maxLength: 100, description: 'Part of a name, e-mail, phone or ID number.' } },
  },
});

/** GET /api/clients/client/by-tag/{tag}. */
export const clientsByTagSchema = shortList('The clients carrying a tag (up to 100, newest first); 404 CLIENT_TAG_NOT_FOUND when none does', {
  params: { type: 'object', required: ['tag'], additionalProperties: false, properties: { tag: { type: 'string', minLength: 1, maxLength: 30, description: 'The tag.' } } },
});

/** GET /api/clients/client/upcoming-followups. */
export const upcomingFollowUpsSchema = shortList('Clients with a follow-up due in the next 7 days (or `days`), soonest first (up to 100)', {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { days: { type: 'string', pattern: '^([1-9]|[1-8][0-9]|90)$', description: 'How many days ahead, 1 to 90 (default 7).' } },
  },
});

/** GET /api/clients/client/overdue-followups. */
export const overdueFollowUpsSchema = shortList('Clients whose follow-up is past due, longest overdue first (up to 100)');
