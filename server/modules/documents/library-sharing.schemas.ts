import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['documents'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid', description: 'The document id.' } } } as const;

/** What a member a document is shared with may do with it (spec 2 §3). */
export const SHARE_PERMISSIONS = ['view', 'edit', 'sign', 'manage'] as const;

/** Most members one document is shared with. */
export const MAX_SHARES = 100;

const permission = {
  enum: SHARE_PERMISSIONS,
  description: 'view: see and download it; edit: also change its details and upload versions; sign: view, and sign it (the e-signature issue); manage: also change its sharing and delete it.',
} as const;

/** One member a document is shared with. */
export const documentShareSchema = {
  type: 'object',
  required: ['userId', 'userName', 'permission', 'grantedBy', 'grantedAt'],
  properties: {
    userId: { type: 'string', format: 'uuid', description: 'The member (user id).' },
    userName: { type: ['string', 'null'], description: 'Their name, while a visible user.' },
    permission,
    grantedBy: { type: ['string', 'null'], description: 'Who shared it with them (user id).' },
    grantedAt: { type: 'string', format: 'date-time', description: 'When this permission was given.' },
  },
} as const;

const sharesSchema = {
  type: 'object',
  required: ['shares', 'canManage'],
  properties: {
    shares: { type: 'array', items: documentShareSchema, description: 'The members it is shared with, by name.' },
    canManage: { type: 'boolean', description: 'Whether the caller may change this list (its owner, an admin, or a member it is shared with to manage).' },
  },
} as const;

/** GET /api/pdf/docs/{id}/shares. */
export const listSharesSchema = { summary: 'The members a document is shared with, each with their permission', tags: TAGS, params: idParams, response: { 200: successResponseSchema(sharesSchema), ...refusals } } as const;

/** PUT /api/pdf/docs/{id}/shares. */
export const replaceSharesSchema = {
  summary: 'Replace the members a document is shared with',
  description:
    'The whole list: members left out are no longer shared with. Only its owner, an admin, or a member it is shared with to manage; each userId an active member of the office (400 otherwise), each once. Audited (document.shared) with the list before and after.',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    required: ['shares'],
    additionalProperties: false,
    properties: {
      shares: {
        type: 'array',
        maxItems: MAX_SHARES,
        description: `The members to share it with, at most ${MAX_SHARES}.`,
        items: { type: 'object', required: ['userId', 'permission'], additionalProperties: false, properties: { userId: { type: 'string', format: 'uuid', description: 'A member of the office (user id).' }, permission } },
      },
    },
  },
  response: { 200: changeResponseSchema(sharesSchema), ...refusals },
} as const;

/** One entry of a document's history: who did what, when. */
export const historyEntrySchema = {
  type: 'object',
  required: ['id', 'eventType', 'userId', 'userName', 'occurredAt', 'changes', 'version'],
  properties: {
    id: { type: 'string', description: 'The audit entry’s id.' },
    eventType: { type: 'string', description: 'What happened: an audit event type (document.upload, document.update, document.version.create, document.shared, document.downloaded, document.delete…).' },
    userId: { type: ['string', 'null'], description: 'Who did it (null for the system).' },
    userName: { type: ['string', 'null'], description: 'Their name, while a visible user.' },
    occurredAt: { type: 'string', format: 'date-time', description: 'When.' },
    changes: { type: 'array', items: { type: 'string' }, description: 'For a change, the fields it changed (name, status, tags, sharing, shares…).' },
    version: { type: ['integer', 'null'], description: 'The file version it concerned (an upload, a new version, a download), else null.' },
  },
} as const;

/** GET /api/pdf/docs/{id}/history. */
export const documentHistorySchema = {
  summary: 'A document’s history from the audit log, newest first, a page at a time',
  tags: TAGS,
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1, description: 'The page, from 1.' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Entries per page.' },
    },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['entries', 'total', 'page', 'limit'],
      properties: { entries: { type: 'array', items: historyEntrySchema }, total: { type: 'integer', minimum: 0 }, page: { type: 'integer' }, limit: { type: 'integer' } },
    }),
    ...refusals,
  },
} as const;
