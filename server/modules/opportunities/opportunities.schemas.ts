import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['opportunities'];
const STAGES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'] as const;

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const stage = { type: 'string', enum: STAGES, description: 'Where the deal stands in the pipeline: new, contacted, qualified, proposal, negotiation, closed or lost.' } as const;
const nullableUuid = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description }) as const;

/** The refusals every call may answer: bad input, no session, no right (no feature, a viewer changing, no CSRF token), no such deal. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

const params = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid('The opportunity id.') } } as const;

/** A deal as the calls answer it. */
export const opportunitySchema = {
  type: 'object',
  required: ['id', 'clientId', 'clientName', 'title', 'value', 'currency', 'stage', 'expectedCloseDate', 'ownerId', 'ownerName', 'position', 'notes', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid('The opportunity id.'),
    clientId: uuid('The client the deal is with.'),
    clientName: { type: 'string', description: 'The client’s first and last name.' },
    title: { type: 'string', description: 'What the deal is, 2 to 200 characters.' },
    value: { type: 'number', minimum: 0, description: 'The deal’s value in ILS, with at most 2 decimals.' },
    currency: { const: 'ILS', description: 'Always ILS.' },
    stage,
    expectedCloseDate: { type: ['string', 'null'], format: 'date', description: 'When the deal is expected to close (YYYY-MM-DD).' },
    ownerId: nullableUuid('The member responsible for the deal.'),
    ownerName: { type: ['string', 'null'], description: 'The owner’s name.' },
    position: { type: 'integer', description: 'The card’s place within its stage on the board, from 0.' },
    notes: { type: ['string', 'null'], description: 'Free notes.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When the deal was created.' },
    updatedAt: { type: 'string', format: 'date-time', description: 'When the deal last changed.' },
  },
} as const;

const fields = {
  clientId: uuid('The client, one of the office’s.'),
  title: { type: 'string', minLength: 2, maxLength: 200, description: 'What the deal is, 2 to 200 characters.' },
  value: { type: 'number', minimum: 0, maximum: 999_999_999.99, description: 'The value in ILS, 0 to 999,999,999.99 with at most 2 decimals.' },
  stage,
  expectedCloseDate: { type: ['string', 'null'], format: 'date', description: 'When the deal is expected to close (YYYY-MM-DD); null clears it.' },
  ownerId: nullableUuid('The member responsible, an active member of the office; null clears it.'),
  notes: { type: ['string', 'null'], maxLength: 1000, description: 'Free notes, up to 1000 characters; null clears them.' },
} as const;

const changed = changeResponseSchema(opportunitySchema);

/** GET /api/opportunities. */
export const listOpportunitiesSchema = {
  summary: 'The office’s deals, a page at a time',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      stage,
      clientId: uuid('Only the deals of this client.'),
      ownerId: uuid('Only the deals of this owner.'),
      search: { type: 'string', minLength: 1, maxLength: 100, description: 'Part of the title or of the client’s name.' },
      sortBy: { type: 'string', enum: ['updatedAt', 'expectedCloseDate', 'value'], default: 'updatedAt', description: 'The order (default updatedAt).' },
      sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'desc', description: 'Ascending or descending (default desc).' },
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'The page, from 1 (default 1).' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Deals per page, 1 to 100 (default 20).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'pagination'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: opportunitySchema },
        pagination: {
          type: 'object',
          required: ['page', 'limit', 'total', 'totalPages', 'hasMore'],
          properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, totalPages: { type: 'integer' }, hasMore: { type: 'boolean' } },
        },
      },
    },
    ...refusals,
  },
} as const;

/** GET /api/opportunities/board. */
export const boardSchema = {
  summary: 'The pipeline board: the open deals and those closed or lost in the last 90 days, by stage',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['stages'],
      properties: {
        stages: {
          type: 'array',
          description: 'Every stage in pipeline order, its cards by position.',
          items: {
            type: 'object',
            required: ['stage', 'totalValue', 'count', 'items'],
            properties: { stage, totalValue: { type: 'number', description: 'The stage’s cards’ value, in ILS.' }, count: { type: 'integer' }, items: { type: 'array', items: opportunitySchema } },
          },
        },
      },
    }),
    ...refusals,
  },
} as const;

/** GET /api/opportunities/{id}. */
export const getOpportunitySchema = {
  summary: 'One deal',
  tags: TAGS,
  params,
  response: { 200: successResponseSchema(opportunitySchema), ...refusals },
} as const;

/** POST /api/opportunities. */
export const createOpportunitySchema = {
  summary: 'Create a deal with a client, at the end of its stage (default new)',
  tags: TAGS,
  body: { type: 'object', required: ['clientId', 'title'], additionalProperties: false, properties: fields },
  response: { 201: changed, ...refusals },
} as const;

/** PUT /api/opportunities/{id}. */
export const updateOpportunitySchema = {
  summary: 'Change some fields of a deal (a new stage puts it at the end of that stage)',
  tags: TAGS,
  params,
  body: { type: 'object', additionalProperties: false, properties: fields },
  response: { 200: changed, ...refusals },
} as const;

/** DELETE /api/opportunities/{id}. */
export const deleteOpportunitySchema = {
  summary: 'Delete a deal',
  tags: TAGS,
  params,
  response: { 200: messageResponseSchema, ...refusals },
} as const;

/** POST /api/opportunities/{id}/move. */
export const moveOpportunitySchema = {
  summary: 'Move a card of the board to a stage and a position there, renumbering the cards of both stages',
  tags: TAGS,
  params,
  body: {
    type: 'object',
    required: ['stage', 'position'],
    additionalProperties: false,
    properties: { stage, position: { type: 'integer', minimum: 0, maximum: 100_000, description: 'The place in the stage, from 0 (past the end: last).' } },
  },
  response: { 200: changed, ...refusals },
} as const;
