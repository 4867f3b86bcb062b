import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['records'];

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const nullableUuid = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;
const time = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;

/** The refusals every call may answer: bad input, no session, no right (feature off, role), no such module or record, a stale version. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

const moduleParam = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,63}$',
  description: 'A module of the office whose kind is "records" (features.modules[].id of its office type), such as matters or policies.',
} as const;

const moduleParams = { type: 'object', required: ['module'], additionalProperties: false, properties: { module: moduleParam } } as const;
const recordParams = { type: 'object', required: ['module', 'id'], additionalProperties: false, properties: { module: moduleParam, id: uuid('The record id.') } } as const;

/** A record as every call answers it. */
export const recordSchema = {
  type: 'object',
  required: ['id', 'module', 'entity', 'number', 'title', 'data', 'stage', 'stageEnteredAt', 'clientId', 'clientName', 'assignedTo', 'assigneeName', 'version', 'createdAt', 'updatedAt', 'createdBy', 'lastModifiedBy'],
  properties: {
    id: uuid('The record id.'),
    module: { type: 'string', description: 'The module that holds the record (for a view, the module it shows).' },
    entity: { type: 'string', description: 'The collection’s entity, as its workflow names it (matter, policy…).' },
    number: nullableText('The record’s number in its module (e.g. 2026-0042), when its collection numbers records.'),
    title: nullableText('What the record is called: its title field’s value, else its number.'),
    data: { type: 'object', additionalProperties: true, description: 'The fields of the module’s form, as the form’s schema defines them.' },
    stage: nullableText('The workflow stage it is in; null when its collection has no workflow.'),
    stageEnteredAt: { type: ['string', 'null'], format: 'date-time', description: 'When it entered its stage.' },
    clientId: nullableUuid('The client it belongs to.'),
    clientName: nullableText('That client’s name.'),
    assignedTo: nullableUuid('The member responsible for it.'),
    assigneeName: nullableText('That member’s name.'),
    version: { type: 'integer', minimum: 1, description: 'Its version: a change names the version it was read at, and is refused (409) when it changed meanwhile.' },
    createdAt: time('When it was created.'),
    updatedAt: time('When it last changed.'),
    createdBy: nullableUuid('Who created it (null for the system’s own work).'),
    lastModifiedBy: nullableUuid('Who changed it last.'),
  },
} as const;

const links = {
  clientId: nullableUuid('The client, one of the office’s; required or refused as the collection says (client: required, optional or none); null clears it.'),
  assignedTo: nullableUuid('The member responsible, an active member of the office; null clears it.'),
} as const;

const formData = { type: 'object', description: 'The fields of the module’s form; checked on the server by that form’s schema (unknown fields are refused, each field’s message in the user’s language).' } as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The version the record was read at.' } as const;
const changed = changeResponseSchema(recordSchema);

/** GET /api/records/{module}. */
export const listRecordsSchema = {
  summary: 'A module’s records, a page at a time (a view’s: the records of the module it shows, filtered)',
  tags: TAGS,
  params: moduleParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      stage: { type: 'string', minLength: 1, maxLength: 64, description: 'Only the records in this workflow stage.' },
      clientId: uuid('Only the records of this client.'),
      assignedTo: uuid('Only the records this member is responsible for.'),
      search: { type: 'string', minLength: 1, maxLength: 100, description: 'Part of the number, the title or a text field.' },
      sort: { type: 'string', enum: ['updatedAt', 'createdAt'], description: 'The order (default: the collection’s declared order, else updatedAt).' },
      direction: { type: 'string', enum: ['asc', 'desc'], description: 'Ascending or descending.' },
      cursor: { type: 'string', minLength: 1, maxLength: 400, description: 'Where the previous page ended (its nextCursor).' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Records per page, 1 to 100 (default 25).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor', 'total', 'isTotalExact'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: recordSchema },
        nextCursor: nullableText('The cursor of the next page; null on the last.'),
        total: { type: 'integer', description: 'How many records match, counted exactly up to 10,000.' },
        isTotalExact: { type: 'boolean', description: 'False past 10,000: show the total as “10,000+”.' },
      },
    },
    ...refusals,
  },
} as const;

/** GET /api/records/{module}/{id}. */
export const getRecordSchema = {
  summary: 'One record of a module',
  tags: TAGS,
  params: recordParams,
  response: { 200: successResponseSchema(recordSchema), ...refusals },
} as const;

/** POST /api/records/{module}. */
export const createRecordSchema = {
  summary: 'Create a record of a module from its form (numbered, and started in its workflow, as the collection says)',
  tags: TAGS,
  params: moduleParams,
  body: { type: 'object', required: ['data'], additionalProperties: false, properties: { data: formData, ...links } },
  response: { 201: changed, ...refusals },
} as const;

/** PUT /api/records/{module}/{id}. */
export const updateRecordSchema = {
  summary: 'Change a record: its form’s fields (the whole form), its client or its assignee, at the version it was read',
  tags: TAGS,
  params: recordParams,
  body: { type: 'object', required: ['version'], additionalProperties: false, properties: { data: formData, ...links, version } },
  response: { 200: changed, ...refusals },
} as const;

/** DELETE /api/records/{module}/{id}. */
export const deleteRecordSchema = {
  summary: 'Delete a record at the version it was read',
  tags: TAGS,
  params: recordParams,
  querystring: { type: 'object', required: ['version'], additionalProperties: false, properties: { version } },
  response: { 200: messageResponseSchema, ...refusals },
} as const;
