import { changeResponseSchema, errorResponseSchema, messagesSchema } from '../../http/response-schemas';
import { binary, refusals, TAGS, xmlDocumentSummarySchema, xmlTransformationSchema, xmlValidationSchema } from './xml-documents.schemas';

// The XML intake's actions (spec 2 §7): upload, validate, transform, the batch actions on a selection, and export.

/** The most documents one batch or export names. */
export const BATCH_LIMIT = 100;

const uuid = { type: 'string', format: 'uuid' } as const;
const documentIds = { type: 'array', minItems: 1, maxItems: BATCH_LIMIT, uniqueItems: true, items: uuid, description: `At most ${BATCH_LIMIT}.` } as const;
const schemaId = { type: 'string', format: 'uuid', description: 'An office schema, or the shipped holdings schema’s id (the default).' } as const;
const rules = {
  type: 'array',
  maxItems: 60,
  items: { type: 'object', required: ['field'], additionalProperties: false, properties: { field: { type: 'string', minLength: 1, maxLength: 100 }, header: { type: 'string', minLength: 1, maxLength: 100 } } },
  description: 'The flat spreadsheet’s columns: fields of a policy by dotted path, under a heading.',
} as const;
const transformProperties = { transformationType: { enum: ['json', 'flat', 'business'] }, outputFormat: { enum: ['json', 'csv', 'xlsx'] }, transformationRules: rules } as const;

/** POST /api/xml/upload. */
export const uploadXmlSchema = {
  summary: 'Upload a clearing-house file: .xml, .dat, or a .zip of them',
  description:
    "multipart/form-data: `file`, and optionally `description`, `tags` (JSON array or comma list), `autoValidate` ('true'|'false', default the office's xml module setting) and `schemaId`. The office's upload size limit holds (413). A zip's XML files become documents (archiveName), its PDFs documents of the library, other entries are skipped with a reason. Validated at once, in the request, when autoValidate. Audited (xml.document.uploaded).",
  tags: TAGS,
  response: {
    201: changeResponseSchema({
      type: 'object',
      required: ['documents', 'libraryDocuments', 'skipped'],
      properties: {
        documents: { type: 'array', items: xmlDocumentSummarySchema },
        libraryDocuments: { type: 'array', items: { type: 'object', required: ['id', 'fileName'], properties: { id: { type: 'string' }, fileName: { type: 'string' } } } },
        skipped: { type: 'array', items: { type: 'object', required: ['fileName', 'reason'], properties: { fileName: { type: 'string' }, reason: messagesSchema } } },
      },
    }),
    ...refusals,
    413: errorResponseSchema,
    415: errorResponseSchema,
  },
} as const;

/** POST /api/xml/validate. */
export const validateXmlSchema = {
  summary: 'Validate a document against a schema: XSD, and the clearing house’s business checks for the holdings schema',
  description: 'The status becomes validated or invalid. Audited (xml.document.validated).',
  tags: TAGS,
  body: { type: 'object', required: ['documentId'], additionalProperties: false, properties: { documentId: uuid, schemaId } },
  response: { 200: changeResponseSchema(xmlValidationSchema), ...refusals },
} as const;

/** POST /api/xml/transform. */
export const transformXmlSchema = {
  summary: 'Transform a document: to JSON, a flat spreadsheet, or the normalised business data; the result is kept',
  description: 'The status becomes transformed. Audited (xml.document.transformed).',
  tags: TAGS,
  body: { type: 'object', required: ['documentId', 'transformationType', 'outputFormat'], additionalProperties: false, properties: { documentId: uuid, ...transformProperties } },
  response: { 200: changeResponseSchema(xmlTransformationSchema), ...refusals },
} as const;

const batchAnswer = changeResponseSchema({
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: { type: 'object', required: ['documentId', 'success'], properties: { documentId: { type: 'string' }, success: { type: 'boolean' }, message: messagesSchema } } } },
});

export const batchValidateXmlSchema = {
  summary: 'Validate several documents',
  tags: TAGS,
  body: { type: 'object', required: ['documentIds'], additionalProperties: false, properties: { documentIds, schemaId } },
  response: { 200: batchAnswer, ...refusals },
} as const;

export const batchTransformXmlSchema = {
  summary: 'Transform several documents',
  tags: TAGS,
  body: { type: 'object', required: ['documentIds', 'transformationType', 'outputFormat'], additionalProperties: false, properties: { documentIds, ...transformProperties } },
  response: { 200: batchAnswer, ...refusals },
} as const;

export const batchDeleteXmlSchema = {
  summary: 'Delete several documents',
  tags: TAGS,
  body: { type: 'object', required: ['documentIds'], additionalProperties: false, properties: { documentIds } },
  response: { 200: batchAnswer, ...refusals },
} as const;

/** POST /api/xml/export. */
export const exportXmlSchema = {
  summary: 'Export chosen documents with their validation and transformation results',
  description: 'json: the documents as JSON; csv: a summary row per document; xlsx: the summary sheet and a sheet of the errors. Audited (xml.document.exported).',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['documentIds', 'format'],
    additionalProperties: false,
    properties: { documentIds, format: { enum: ['json', 'csv', 'xlsx'] }, includeValidationResults: { type: 'boolean', default: true }, includeTransformations: { type: 'boolean', default: true } },
  },
  response: { 200: { description: 'The export, as an attachment.', content: { 'application/octet-stream': binary } }, ...refusals },
} as const;

/** The batch answer's item. */
export type BatchResult = { documentId: string; success: boolean; message?: { he: string; en: string; es: string } };

