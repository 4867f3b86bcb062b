import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { libraryDocumentSchema, MAX_TAG_LENGTH, MAX_TAGS } from '../documents/library.schemas';
import { SHARING_LEVELS } from '../documents/library-types';

const TAGS = ['documents'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

const text = {
  type: 'object',
  required: ['he', 'en'],
  properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } },
  description: 'A text by language: Hebrew and English, and Spanish where the office offers it.',
} as const;

/** A template as the screens read it. */
export const templateSchema = {
  type: 'object',
  required: ['id', 'source', 'documentType', 'name', 'description', 'module', 'forRecord', 'outputs', 'title', 'blocks', 'placeholders'],
  properties: {
    id: { type: 'string', description: 'The template id: a word of the office type’s, or a uuid for one the office wrote.' },
    source: { enum: ['office-type', 'office'], description: 'Whether the office type declares it (read only) or the office wrote it (its members who edit documents change and delete it).' },
    documentType: { type: 'string', description: 'The type the produced document is filed under.' },
    name: text,
    description: { anyOf: [text, { type: 'null' }], description: 'What it is for.' },
    module: { type: ['string', 'null'], description: 'The module whose records it is produced for; null: for a client.' },
    forRecord: { type: 'boolean', description: 'Whether it is produced for a record (else for a client).' },
    outputs: { type: 'array', items: { enum: ['pdf', 'docx'] }, description: 'The formats it is declared to produce.' },
    title: text,
    blocks: { type: 'array', items: { type: 'object', required: ['kind', 'text'], properties: { kind: { type: 'string' }, text } }, description: 'Its body, top to bottom, with the office’s words in and the facts as placeholders.' },
    placeholders: { type: 'array', items: { type: 'string' }, description: 'The facts it puts in, such as client.fullName.' },
  },
} as const;

const language = { enum: ['he', 'en', 'es'], description: 'The document’s language, one the office offers (default: the caller’s).' } as const;
const target = {
  clientId: { type: 'string', format: 'uuid', description: 'The client it is produced for (a template for clients).' },
  recordId: { type: 'string', format: 'uuid', description: 'The record it is produced for (a template for a module’s records); its client too.' },
  language,
} as const;

/** GET /api/pdf/templates. */
export const listTemplatesSchema = {
  summary: 'The office’s document templates',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: { documentType: { type: 'string', maxLength: 40, description: 'Only the templates filed under this type; `all` (the default) for every one.' } } },
  response: { 200: successResponseSchema({ type: 'array', items: templateSchema }), ...refusals },
} as const;

/** GET /api/pdf/templates/{id}. */
export const getTemplateSchema = {
  summary: 'One document template',
  tags: TAGS,
  params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', maxLength: 60, description: 'The template id.' } } },
  response: { 200: successResponseSchema(templateSchema), ...refusals },
} as const;

/** POST /api/pdf/templates/{id}/preview. */
export const previewTemplateSchema = {
  summary: 'A template produced for a client or a record, as a PDF, without keeping it',
  tags: TAGS,
  params: getTemplateSchema.params,
  body: { type: 'object', additionalProperties: false, properties: target },
  response: { 200: { description: 'The PDF, as an attachment, not kept.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...refusals },
} as const;

/** POST /api/pdf/docs/generate. */
export const generateDocumentSchema = {
  summary: 'Produce a document from a template and keep it in the library',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['templateId'],
    additionalProperties: false,
    properties: {
      templateId: { type: 'string', minLength: 1, maxLength: 60, description: 'The template.' },
      format: { enum: ['pdf', 'docx'], description: 'The file produced: PDF (the default), or a Word document (DOCX) where the template’s outputs include it.' },
      ...target,
      tags: { type: 'array', maxItems: MAX_TAGS, items: { type: 'string', minLength: 1, maxLength: MAX_TAG_LENGTH, pattern: '\\S' }, description: 'The new document’s tags.' },
      sharing: { enum: SHARING_LEVELS, description: 'Who sees the new document (default: the library’s).' },
    },
  },
  // 413 and 415: the file produced is past the office's upload policy (its size, or content it refuses).
  response: { 201: changeResponseSchema(libraryDocumentSchema), ...refusals, 413: errorResponseSchema, 415: errorResponseSchema },
} as const;

// The body of a template the office writes: schemas/documents.schema.json#/definitions/template without its id,
// checked by the service against that schema (its single source) and the loader's checks, with every problem at
// its field in every language; here only its outline, so that the schema is not written twice.
const templateBodySchema = {
  type: 'object',
  description:
    'A template as schemas/documents.schema.json#/definitions/template describes it, without `id` (the server gives it): documentType, name, description, module, outputs, title and blocks, each text in every language the office offers. A problem answers 400 TEMPLATE_INVALID with each field’s message.',
} as const;

const writeRefusals = { ...refusals, 409: errorResponseSchema } as const;

/** POST /api/pdf/templates. */
export const createTemplateSchema = {
  summary: 'Write a document template of the office',
  tags: TAGS,
  body: templateBodySchema,
  response: { 201: changeResponseSchema(templateSchema), ...writeRefusals },
} as const;

/** PATCH /api/pdf/templates/{id}. */
export const updateTemplateSchema = {
  summary: 'Change a document template the office wrote (any part; null takes description or module away)',
  tags: TAGS,
  params: getTemplateSchema.params,
  body: { ...templateBodySchema, description: 'Any part of a template the office wrote (see POST); the result is checked whole. An office type’s template answers 409 TEMPLATE_OF_OFFICE_TYPE.' },
  response: { 200: changeResponseSchema(templateSchema), ...writeRefusals },
} as const;

/** DELETE /api/pdf/templates/{id}. */
export const deleteTemplateSchema = {
  summary: 'Delete a document template the office wrote (the documents made from it stay)',
  tags: TAGS,
  params: getTemplateSchema.params,
  response: { 200: messageResponseSchema, ...writeRefusals },
} as const;

/** POST /api/pdf/templates/preview-draft. */
export const previewDraftSchema = {
  summary: 'An unsaved template produced as a PDF for a client or a record, without keeping anything',
  tags: TAGS,
  body: { type: 'object', required: ['template'], additionalProperties: false, properties: { template: templateBodySchema, ...target } },
  response: { 200: previewTemplateSchema.response[200], ...refusals },
} as const;
