import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { DOCUMENT_STATUSES, SHARING_LEVELS } from './library-types';

const TAGS = ['documents'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const nullableUuid = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description }) as const;
const binary = { schema: { type: 'string', format: 'binary' } } as const;

/** Most tags a document carries, and the longest tag (spec 2 §5's client tags, with room for a library's). */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 30;

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid('The document id.') } } as const;

const documentType = { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,39}$', description: "A document type of the office (its office type's documents.types, else the general ones)." } as const;
const status = { enum: DOCUMENT_STATUSES, description: 'The document’s status (spec 2 §3).' } as const;
const sharing = {
  enum: SHARING_LEVELS,
  description:
    'Who sees it: private (its owner and the office’s admins), team (every member who reads documents; changed only by its owner and the admins), organization (every member, each as their role allows), public (organization inside the office; the e-signature link is for later).',
} as const;
const tag = { type: 'string', minLength: 1, maxLength: MAX_TAG_LENGTH, pattern: '\\S', description: 'A tag.' } as const;

/** The details of a document a caller writes: at creation, with an upload (as the `metadata` JSON), or in a change. */
const detailsProperties = {
  name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', description: 'The document’s name as the library shows it (default: the file’s name).' },
  type: documentType,
  status,
  tags: { type: 'array', maxItems: MAX_TAGS, items: tag, description: `Its tags, at most ${MAX_TAGS}, each at most ${MAX_TAG_LENGTH} characters.` },
  description: { type: 'string', maxLength: 2000, description: 'What it is.' },
  clientId: nullableUuid('The client it belongs to, if any.'),
  recordId: nullableUuid('The record it belongs to, if any.'),
  sharing,
} as const;

/** The `metadata` field of an upload, as JSON: every detail optional. */
export const uploadMetadataSchema = { type: 'object', additionalProperties: false, properties: detailsProperties } as const;

/** A library document. */
export const libraryDocumentSchema = {
  type: 'object',
  required: ['id', 'name', 'fileName', 'type', 'status', 'tags', 'description', 'clientId', 'recordId', 'contentType', 'size', 'checksum', 'sharing', 'ownerId', 'ownerName', 'version', 'uploadedBy', 'uploadedByName', 'uploadedAt', 'updatedAt'],
  properties: {
    id: uuid('The document id.'),
    name: { type: 'string', description: 'Its name.' },
    fileName: { type: ['string', 'null'], description: 'Its current file’s name; null for a draft without a file.' },
    type: { type: 'string', description: 'Its document type.' },
    status,
    tags: { type: 'array', items: { type: 'string' }, description: 'Its tags.' },
    description: { type: 'string', description: 'What it is.' },
    clientId: { type: ['string', 'null'], description: 'The client it belongs to.' },
    recordId: { type: ['string', 'null'], description: 'The record it belongs to.' },
    contentType: { type: ['string', 'null'], description: 'The media type its current file’s content showed (never the uploader’s claim).' },
    size: { type: 'integer', minimum: 0, description: 'Its current file’s size in bytes.' },
    checksum: { type: ['string', 'null'], description: 'The SHA-256 of its current file, in hex (null for a file kept from before the library).' },
    sharing,
    ownerId: { type: ['string', 'null'], description: 'Its owner (user id).' },
    ownerName: { type: ['string', 'null'], description: 'Its owner’s name, while a visible user.' },
    version: { type: 'integer', minimum: 0, description: 'Its current file’s version (0: no file yet).' },
    uploadedBy: { type: ['string', 'null'], description: 'Who made it (user id).' },
    uploadedByName: { type: ['string', 'null'], description: 'Their name, while a visible user.' },
    uploadedAt: { type: 'string', format: 'date-time', description: 'When it was made.' },
    updatedAt: { type: 'string', format: 'date-time', description: 'When it last changed.' },
  },
} as const;

/** A version of a document’s file. */
export const versionSchema = {
  type: 'object',
  required: ['version', 'fileName', 'contentType', 'size', 'checksum', 'uploadedBy', 'uploadedByName', 'uploadedAt'],
  properties: {
    version: { type: 'integer', minimum: 1, description: 'Its number, from 1.' },
    fileName: { type: 'string', description: 'The file’s name.' },
    contentType: { type: 'string', description: 'The media type its content showed.' },
    size: { type: 'integer', minimum: 0, description: 'Its size in bytes.' },
    checksum: { type: ['string', 'null'], description: 'Its SHA-256 in hex.' },
    uploadedBy: { type: ['string', 'null'], description: 'Who uploaded it.' },
    uploadedByName: { type: ['string', 'null'], description: 'Their name, while a visible user.' },
    uploadedAt: { type: 'string', format: 'date-time', description: 'When.' },
  },
} as const;

const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'The page, from 1.' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'Documents per page (spec 2 §9: default 10, at most 100).' },
} as const;

const filters = {
  ...paging,
  documentType: { type: 'string', pattern: '^(all|[a-z][a-z0-9_-]{0,39})$', default: 'all', description: "Only documents of this type; 'all' (the default) for every type." },
  status: {
    anyOf: [status, { type: 'array', minItems: 1, maxItems: DOCUMENT_STATUSES.length, items: status }],
    description: 'Only documents with this status, or with any of these (the parameter repeated: status=pending&status=in_review).',
  },
  stage: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,59}$', description: "Only documents whose run of the office's document workflow (workflows.document) is at this stage." },
  tag: { ...tag, description: 'Only documents carrying this tag, exactly.' },
  clientId: uuid('Only the documents of this client.'),
  recordId: uuid('Only the documents of this record.'),
} as const;

const pageSchema = {
  type: 'object',
  required: ['documents', 'total', 'page', 'limit', 'isTotalExact'],
  properties: {
    documents: { type: 'array', items: libraryDocumentSchema },
    total: { type: 'integer', minimum: 0, description: 'How many documents match, counted exactly up to 10,000.' },
    page: { type: 'integer', description: 'The page answered.' },
    limit: { type: 'integer', description: 'Documents per page.' },
    isTotalExact: { type: 'boolean', description: 'False when more match than the list counts (10,000; for a search, its best 1,000): total is then that bound.' },
  },
} as const;

/** GET /api/pdf/docs. */
export const listLibrarySchema = {
  summary: 'The office’s documents the caller sees, newest first, a page at a time',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: filters },
  response: { 200: successResponseSchema(pageSchema), ...refusals },
} as const;

/** GET /api/pdf/docs/search. */
export const searchLibrarySchema = {
  summary: 'Search the documents by their names, file names, tags, descriptions and the text inside their files',
  description: 'Every word of q must begin a word of the document (Hebrew and Latin alike); best matches first.',
  tags: TAGS,
  querystring: { type: 'object', required: ['q'], additionalProperties: false, properties: { q: { type: 'string', minLength: 1, maxLength: 200, description: 'The words to look for.' }, ...filters } },
  response: { 200: successResponseSchema(pageSchema), ...refusals },
} as const;

/** GET /api/pdf/docs/tags. */
export const libraryTagsSchema = {
  summary: 'The tags on the documents the caller sees, with how many carry each, most used first',
  tags: TAGS,
  response: { 200: successResponseSchema({ type: 'array', items: { type: 'object', required: ['tag', 'count'], properties: { tag: { type: 'string' }, count: { type: 'integer', minimum: 1 } } } }), ...refusals },
} as const;

/** GET /api/pdf/docs/recent. */
export const recentLibrarySchema = {
  summary: 'The newest documents the caller sees',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 3, description: 'How many (spec 2 §9: default 3).' } } },
  response: { 200: successResponseSchema({ type: 'array', items: libraryDocumentSchema }), ...refusals },
} as const;

/** GET /api/pdf/docs/{id}. */
export const getLibraryDocumentSchema = { summary: 'One document', tags: TAGS, params: idParams, response: { 200: successResponseSchema(libraryDocumentSchema), ...refusals } } as const;

/** POST /api/pdf/docs. */
export const createLibraryDocumentSchema = {
  summary: 'Create a document without a file: a draft whose file is uploaded later (POST /{id}/versions)',
  tags: TAGS,
  body: { type: 'object', required: ['name'], additionalProperties: false, properties: detailsProperties },
  response: { 201: changeResponseSchema(libraryDocumentSchema), ...refusals },
} as const;

/** PUT /api/pdf/docs/{id}. */
export const updateLibraryDocumentSchema = {
  summary: 'Change a document’s details (its file changes by a new version)',
  tags: TAGS,
  params: idParams,
  body: { type: 'object', minProperties: 1, additionalProperties: false, properties: detailsProperties },
  response: { 200: changeResponseSchema(libraryDocumentSchema), ...refusals },
} as const;

/** DELETE /api/pdf/docs/{id}. */
export const deleteLibraryDocumentSchema = { summary: 'Delete a document and the files of all its versions', tags: TAGS, params: idParams, response: { 200: messageResponseSchema, ...refusals } } as const;

const uploadRefusals = { ...refusals, 413: errorResponseSchema, 415: errorResponseSchema } as const;

/** POST /api/pdf/docs/upload. The multipart body is read by the handler, so it has no body schema here. */
export const uploadLibraryDocumentSchema = {
  summary: 'Upload a document',
  description:
    "multipart/form-data with one file in the field `file` and, optionally, its details as JSON in the field `metadata` (name, type, status, tags, description, clientId, recordId, sharing). The file is held to the office's upload policy (its size limit and formats; spec 2 §5's 50 MB and PDF, DOC, DOCX, XLS, XLSX, JPG, PNG when it has none), its content checked against its extension.",
  tags: TAGS,
  response: { 201: changeResponseSchema(libraryDocumentSchema), ...uploadRefusals },
} as const;

/** POST /api/pdf/docs/{id}/versions. */
export const addVersionSchema = {
  summary: 'Upload a new file to a document, keeping the ones before it',
  description: 'multipart/form-data with one file in the field `file`, held to the office’s upload policy.',
  tags: TAGS,
  params: idParams,
  response: { 201: changeResponseSchema(libraryDocumentSchema), ...uploadRefusals },
} as const;

/** GET /api/pdf/docs/{id}/versions. */
export const listVersionsSchema = { summary: 'Every version of a document’s file, newest first', tags: TAGS, params: idParams, response: { 200: successResponseSchema({ type: 'array', items: versionSchema }), ...refusals } } as const;

/** GET /api/pdf/docs/{id}/download. */
export const downloadLibraryDocumentSchema = {
  summary: 'Download a document’s file: its current version, or the version asked for',
  tags: TAGS,
  params: idParams,
  querystring: { type: 'object', additionalProperties: false, properties: { version: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'The version (default: the current one).' } } },
  response: { 200: { description: 'The file, as an attachment, byte for byte, with the type its content showed at upload.', content: { 'application/octet-stream': binary } }, ...refusals },
} as const;
