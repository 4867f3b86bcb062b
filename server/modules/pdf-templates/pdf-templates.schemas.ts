import { PDF_FIELD_TYPES } from '../../../engine/pdf-forms/pdf-field-types';
import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

// The PDF templates' API (issue 25, spec 2 §3 PDF template): the office's routes under /api/pdf/form-templates. These
// schemas are the one source of the shapes: the browser's types are generated from them. The checks that speak
// spec 2 §5's messages (a name, field names, positions on the page) are the engine's (engine/pdf-forms), so the
// schemas hold shapes and sizes only.

const TAGS = ['pdf-templates'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

/** Most fields on one template. */
export const MAX_TEMPLATE_FIELDS = 200;

const templateParams = { type: 'object', required: ['templateId'], additionalProperties: false, properties: { templateId: { type: 'string', format: 'uuid', description: 'The PDF template id.' } } } as const;
const fraction = (description: string) => ({ type: 'number', minimum: -10, maximum: 10, description }) as const;

/** A dropdown's choice. */
export const pdfFieldOptionSchema = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: {
    value: { type: 'string', maxLength: 100, description: 'What is stored when it is chosen.' },
    label: { type: 'string', maxLength: 200, description: 'What is drawn on the page when it is chosen.' },
  },
} as const;

/** A field on a template's page (spec 2 §3): position and size are fractions of the page from its top left. */
export const pdfTemplateFieldSchema = {
  type: 'object',
  required: ['id', 'name', 'type', 'page', 'x', 'y', 'width', 'height'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'The field’s own id, kept across edits.' },
    name: { type: 'string', maxLength: 200, description: 'The key its value is filled under: a letter or _, then letters, digits, _ and -; once per template.' },
    type: { enum: PDF_FIELD_TYPES, description: 'text, date, signature, initial, checkbox or dropdown.' },
    label: { type: 'string', maxLength: 200, default: '', description: 'What the person filling it reads.' },
    required: { type: 'boolean', default: false, description: 'Whether filling refuses to go on without it.' },
    placeholder: { type: 'string', maxLength: 200, default: '', description: 'A hint shown in the empty field.' },
    page: { type: 'integer', minimum: 1, maximum: 1000, description: 'The page, from 1.' },
    x: fraction('The left edge, as a fraction of the page’s width.'),
    y: fraction('The top edge, as a fraction of the page’s height.'),
    width: fraction('The width, as a fraction of the page’s width.'),
    height: fraction('The height, as a fraction of the page’s height.'),
    options: { type: 'array', maxItems: 100, items: pdfFieldOptionSchema, default: [], description: 'A dropdown’s choices.' },
    validation: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'Limits of a filled text.',
      properties: {
        minLength: { type: 'integer', minimum: 0, maximum: 1000, description: 'The fewest characters.' },
        maxLength: { type: 'integer', minimum: 1, maximum: 1000, description: 'The most characters.' },
      },
    },
  },
} as const;

const fieldsSchema = { type: 'array', maxItems: MAX_TEMPLATE_FIELDS, items: pdfTemplateFieldSchema, description: 'The fields placed on the pages.' } as const;
const nameSchema = { type: 'string', maxLength: 255, description: 'The template’s name (required, spec 2 §5).' } as const;

/** A template as the office sees it (spec 2 §3 PDF template). */
export const pdfTemplateSchema = {
  type: 'object',
  required: ['id', 'name', 'documentId', 'documentVersion', 'pdfUrl', 'pdfFileName', 'pageCount', 'fields', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    documentId: { type: 'string', format: 'uuid', description: 'The library document holding the PDF.' },
    documentVersion: { type: 'integer', description: 'The version of the document the fields were placed on.' },
    pdfUrl: { type: 'string', description: 'Where the original PDF is read (GET …/{id}/pdf).' },
    pdfFileName: { type: 'string' },
    pageCount: { type: 'integer' },
    fields: { type: 'array', items: { ...pdfTemplateFieldSchema, required: [...pdfTemplateFieldSchema.required, 'label', 'required', 'placeholder', 'options', 'validation'] } },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** A template in the list: without its fields, with how many it has. */
export const pdfTemplateSummarySchema = {
  type: 'object',
  required: ['id', 'name', 'documentId', 'pdfUrl', 'pdfFileName', 'pageCount', 'fieldCount', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    documentId: { type: 'string', format: 'uuid' },
    pdfUrl: { type: 'string' },
    pdfFileName: { type: 'string' },
    pageCount: { type: 'integer' },
    fieldCount: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET /api/pdf/form-templates. */
export const listPdfTemplatesSchema = {
  summary: 'The office’s PDF templates, newest change first',
  description: 'Only templates whose PDF the caller sees in the library. 403 FEATURE_UNAVAILABLE when the office has pdf-forms off.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      documentId: { type: 'string', format: 'uuid', description: 'Only the templates of one library document (the signing send dialog’s).' },
      search: { type: 'string', maxLength: 100, description: 'Words of the template’s name.' },
    },
  },
  response: { 200: successResponseSchema({ type: 'array', maxItems: 500, items: pdfTemplateSummarySchema }), ...refusals },
} as const;

/** POST /api/pdf/form-templates: on a PDF already in the library. */
export const createPdfTemplateSchema = {
  summary: 'Create a PDF template on a PDF of the library',
  description: 'The document must be a PDF the caller sees; its current version is the one the fields are placed on. 400 at each wrong field with spec 2 §5’s messages. Audited (pdf_template.created).',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['documentId', 'name'],
    additionalProperties: false,
    properties: { documentId: { type: 'string', format: 'uuid', description: 'The library document holding the PDF.' }, name: nameSchema, fields: { ...fieldsSchema, default: [] } },
  },
  response: { 201: changeResponseSchema(pdfTemplateSchema), ...refusals },
} as const;

/** POST /api/pdf/form-templates/upload: a new PDF. */
export const uploadPdfTemplateSchema = {
  summary: 'Upload a PDF and create a template on it',
  description:
    'multipart/form-data with the PDF in the field `file` and, optionally, `{ name, fields }` as JSON in the field `template` (the name defaults to the file’s). The PDF is kept as a document of the library, shared with the office, under the office’s upload policy (413, 415). 400 PDF file is required without a file. Audited (pdf_template.created).',
  tags: TAGS,
  response: { 201: changeResponseSchema(pdfTemplateSchema), ...refusals, 413: errorResponseSchema, 415: errorResponseSchema },
} as const;

/** The JSON of the upload's `template` field. */
export const uploadTemplatePartSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: nameSchema, fields: { ...fieldsSchema, default: [] } },
} as const;

/** GET /api/pdf/form-templates/{templateId}. */
export const getPdfTemplateSchema = { summary: 'A PDF template with its fields', tags: TAGS, params: templateParams, response: { 200: successResponseSchema(pdfTemplateSchema), ...refusals } } as const;

/** PUT /api/pdf/form-templates/{templateId}. */
export const updatePdfTemplateSchema = {
  summary: 'Change a template’s name and fields',
  description: 'The same checks as creating. Audited (pdf_template.updated, before and after).',
  tags: TAGS,
  params: templateParams,
  body: { type: 'object', required: ['name', 'fields'], additionalProperties: false, properties: { name: nameSchema, fields: fieldsSchema } },
  response: { 200: changeResponseSchema(pdfTemplateSchema), ...refusals },
} as const;

/** DELETE /api/pdf/form-templates/{templateId}. */
export const deletePdfTemplateSchema = {
  summary: 'Delete a template (its PDF stays in the library)',
  description: 'Audited (pdf_template.deleted).',
  tags: TAGS,
  params: templateParams,
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), ...refusals },
} as const;

const pdfFile = { description: 'The PDF, as an attachment.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } as const;

/** GET /api/pdf/form-templates/{templateId}/pdf. */
export const templatePdfSchema = { summary: 'The template’s original PDF', tags: TAGS, params: templateParams, response: { 200: pdfFile, ...refusals } } as const;

/** POST /api/pdf/form-templates/{templateId}/fill. */
export const fillPdfTemplateSchema = {
  summary: 'Fill a template: the PDF with the values drawn in place',
  description:
    'values by field name: text, a date as YYYY-MM-DD, a dropdown’s option value, true/false for a checkbox, a typed signature’s words. Hebrew is drawn right to left in the embedded font; a checkbox as a tick; a dropdown as its option’s label. 400 at values.<name> for a required field left empty and each wrong value.',
  tags: TAGS,
  params: templateParams,
  body: {
    type: 'object',
    required: ['values'],
    additionalProperties: false,
    properties: {
      values: {
        type: 'object',
        maxProperties: MAX_TEMPLATE_FIELDS,
        propertyNames: { maxLength: 200 },
        additionalProperties: { type: ['string', 'boolean'], maxLength: 2000 },
        description: 'What each field is filled with, by its name.',
      },
    },
  },
  response: { 200: pdfFile, ...refusals },
} as const;
