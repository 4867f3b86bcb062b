import { changeResponseSchema, errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';
import { XML_MAX_PAGE_SIZE, XML_PAGE_SIZE, XML_STATUSES } from './xml-paths';

// The XML intake's documents (spec 2 §3 XML document, §7 /xml): the list, the search, one document, its content,
// download, validation, transformations, data and tags, and deleting it.

export const TAGS = ['xml'];
export const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
export const binary = { schema: { type: 'string', format: 'binary' } } as const;
const documentParams = { type: 'object', required: ['documentId'], additionalProperties: false, properties: { documentId: { type: 'string', format: 'uuid', description: 'The XML document id.' } } } as const;

/** Most tags on a document, and their length. */
export const TAG_LIMITS = { count: 10, length: 30 } as const;

export const xmlTagsSchema = { type: 'array', maxItems: TAG_LIMITS.count, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: TAG_LIMITS.length }, description: `At most ${TAG_LIMITS.count}, each up to ${TAG_LIMITS.length} characters.` } as const;

const nullableString = { type: ['string', 'null'] } as const;

/** XmlIssue (server/xml/xml-types.ts). */
export const xmlIssueSchema = {
  type: 'object',
  required: ['type', 'severity', 'message'],
  properties: { type: { type: 'string' }, severity: { enum: ['error', 'warning'] }, code: { type: 'integer' }, message: messagesSchema, line: { type: 'integer' }, column: { type: 'integer' }, path: { type: 'string' } },
} as const;

/** XmlValidation. */
export const xmlValidationSchema = {
  type: 'object',
  required: ['isValid', 'errors', 'warnings', 'schemaId', 'checkedAt', 'durationMs'],
  properties: { isValid: { type: 'boolean' }, errors: { type: 'array', items: xmlIssueSchema }, warnings: { type: 'array', items: xmlIssueSchema }, schemaId: { type: 'string' }, checkedAt: { type: 'string' }, durationMs: { type: 'number' } },
} as const;

/** XmlTransformation. */
export const xmlTransformationSchema = {
  type: 'object',
  required: ['id', 'type', 'outputFormat', 'success', 'error', 'rowCount', 'fileSize', 'createdAt', 'createdBy'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    type: { enum: ['json', 'flat', 'business'] },
    outputFormat: { enum: ['json', 'csv', 'xlsx'] },
    success: { type: 'boolean' },
    error: { oneOf: [messagesSchema, { type: 'null' }] },
    rowCount: { type: ['integer', 'null'] },
    fileSize: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    createdBy: nullableString,
  },
} as const;

const summaryProperties = {
  id: { type: 'string', format: 'uuid' },
  fileName: { type: 'string' },
  fileSize: { type: 'integer' },
  uploadedAt: { type: 'string', format: 'date-time' },
  uploadedBy: { oneOf: [{ type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: nullableString } }, { type: 'null' }] },
  status: { enum: XML_STATUSES },
  validationStatus: { enum: ['valid', 'invalid', null] },
  tags: { type: 'array', items: { type: 'string' } },
  description: nullableString,
  archiveName: { type: ['string', 'null'], description: 'The zip it came in.' },
  rootElement: nullableString,
  namespace: nullableString,
  encoding: nullableString,
  elementCount: { type: ['integer', 'null'] },
  schemaId: { type: ['string', 'null'], description: 'The office schema it was validated against; null for the shipped holdings schema.' },
  schemaName: nullableString,
  businessData: {
    type: 'object',
    required: ['policyNumber', 'clientIdNumber', 'amount', 'effectiveDate'],
    properties: { policyNumber: nullableString, clientIdNumber: nullableString, amount: { type: ['number', 'null'] }, effectiveDate: nullableString },
  },
  errorCount: { type: 'integer' },
  policyCount: { type: 'integer' },
  memberCount: { type: 'integer' },
  unmatchedMembers: { type: 'integer' },
} as const;

const summaryRequired = [
  'id', 'fileName', 'fileSize', 'uploadedAt', 'uploadedBy', 'status', 'validationStatus', 'tags', 'description', 'archiveName', 'rootElement', 'namespace', 'encoding',
  'elementCount', 'schemaId', 'schemaName', 'businessData', 'errorCount', 'policyCount', 'memberCount', 'unmatchedMembers',
] as const;

/** XmlDocumentSummary. */
export const xmlDocumentSummarySchema = { type: 'object', required: summaryRequired, properties: summaryProperties } as const;

const holdingsHeaderSchema = {
  oneOf: [
    { type: 'object', required: ['producerName', 'producedAt', 'senderName', 'fileNumber', 'version'], properties: { producerName: nullableString, producedAt: nullableString, senderName: nullableString, fileNumber: nullableString, version: nullableString } },
    { type: 'null' },
  ],
} as const;

/** One document with its validation, transformations and holdings header. */
export const xmlDocumentSchema = {
  type: 'object',
  required: [...summaryRequired, 'validation', 'transformations', 'holdingsHeader'],
  properties: { ...summaryProperties, validation: { oneOf: [xmlValidationSchema, { type: 'null' }] }, transformations: { type: 'array', items: xmlTransformationSchema }, holdingsHeader: holdingsHeaderSchema },
} as const;

const filterProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'The page, from 1.' },
  limit: { type: 'integer', minimum: 1, maximum: XML_MAX_PAGE_SIZE, default: XML_PAGE_SIZE, description: 'Documents per page (spec 2 §9: default 10).' },
  status: { enum: XML_STATUSES },
  search: { type: 'string', maxLength: 100, description: 'Words of the file name, description, tags, policy numbers, member ID numbers or names.' },
  tags: { type: 'string', maxLength: 400, description: 'Comma-separated: documents carrying every one of them.' },
  dateFrom: { type: 'string', format: 'date', description: 'Uploaded on or after this day (UTC).' },
  dateTo: { type: 'string', format: 'date', description: 'Uploaded on or before this day (UTC).' },
  sortBy: { enum: ['uploadedAt', 'fileName', 'fileSize', 'status'], default: 'uploadedAt' },
  sortOrder: { enum: ['asc', 'desc'], default: 'desc' },
} as const;

const pageAnswer = {
  type: 'object',
  required: ['success', 'data', 'pagination'],
  properties: {
    success: { const: true },
    data: { type: 'array', maxItems: XML_MAX_PAGE_SIZE, items: xmlDocumentSummarySchema },
    pagination: { type: 'object', required: ['page', 'limit', 'total', 'totalPages'], properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer', description: 'Exact up to 10,000.' }, totalPages: { type: 'integer' } } },
  },
} as const;

/** GET /api/xml/documents. */
export const listXmlDocumentsSchema = {
  summary: 'The office’s XML documents, a page at a time, newest first by default',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
  response: { 200: pageAnswer, ...refusals },
} as const;

/** GET /api/xml/search. */
export const searchXmlDocumentsSchema = {
  summary: 'Search the XML documents: q in file names, descriptions, tags, policy numbers, member ID numbers and names',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: { ...filterProperties, q: { type: 'string', maxLength: 100, description: 'What to look for.' } } },
  response: { 200: pageAnswer, ...refusals },
} as const;

export const getXmlDocumentSchema = { summary: 'An XML document with its validation, transformations and holdings header', tags: TAGS, params: documentParams, response: { 200: successResponseSchema(xmlDocumentSchema), ...refusals } } as const;

export const deleteXmlDocumentSchema = {
  summary: 'Delete an XML document (its row stays for the audit trail; its holdings no longer show)',
  description: 'Audited (xml.document.deleted).',
  tags: TAGS,
  params: documentParams,
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), ...refusals },
} as const;

export const xmlContentSchema = {
  summary: 'The document’s source as text (at most 5 MB)',
  tags: TAGS,
  params: documentParams,
  response: { 200: successResponseSchema({ type: 'object', required: ['text', 'lineCount', 'truncated'], properties: { text: { type: 'string' }, lineCount: { type: 'integer' }, truncated: { type: 'boolean' } } }), ...refusals },
} as const;

export const downloadXmlDocumentSchema = {
  summary: 'Download the document: its original bytes, or a transformation made on the fly',
  tags: TAGS,
  params: documentParams,
  querystring: { type: 'object', additionalProperties: false, properties: { format: { enum: ['original', 'json', 'csv', 'xlsx'], default: 'original', description: 'json: the file as JSON; csv, xlsx: one row per policy.' } } },
  response: { 200: { description: 'The file, as an attachment.', content: { 'application/octet-stream': binary } }, ...refusals, 422: errorResponseSchema },
} as const;

export const xmlValidationResultSchema = { summary: 'The document’s last validation, or null', tags: TAGS, params: documentParams, response: { 200: successResponseSchema({ oneOf: [xmlValidationSchema, { type: 'null' }] }), ...refusals } } as const;

export const xmlTransformationsSchema = { summary: 'The document’s transformations, newest first', tags: TAGS, params: documentParams, response: { 200: successResponseSchema({ type: 'array', items: xmlTransformationSchema }), ...refusals } } as const;

export const downloadXmlTransformationSchema = {
  summary: 'Download what a transformation produced',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['documentId', 'transformationId'],
    additionalProperties: false,
    properties: { documentId: { type: 'string', format: 'uuid' }, transformationId: { type: 'string', format: 'uuid' } },
  },
  response: { 200: { description: 'The file, as an attachment.', content: { 'application/octet-stream': binary } }, ...refusals },
} as const;

const treeNodeSchema = { type: 'object', required: ['name', 'path', 'line'], properties: { name: { type: 'string' }, path: { type: 'string' }, line: { type: 'integer' }, text: { type: 'string' }, children: { type: 'array' } } } as const;

/** HoldingsRow. */
export const holdingsRowSchema = {
  type: 'object',
  required: ['id', 'policyNumber', 'planName', 'productType', 'policyStatus', 'memberIdNumber', 'memberName', 'producerName', 'valuationDate', 'balance', 'monthlyDeposit', 'depositFeePct', 'balanceFeePct', 'clientId', 'clientName', 'documentId', 'fileName', 'line'],
  properties: {
    id: { type: 'string' }, policyNumber: { type: 'string' }, planName: nullableString, productType: { type: ['integer', 'null'] }, policyStatus: { type: ['integer', 'null'] },
    memberIdNumber: { type: 'string' }, memberName: nullableString, producerName: nullableString, valuationDate: nullableString, balance: { type: ['number', 'null'] },
    monthlyDeposit: { type: ['number', 'null'] }, depositFeePct: { type: ['number', 'null'] }, balanceFeePct: { type: ['number', 'null'] }, clientId: nullableString, clientName: nullableString,
    documentId: { type: 'string' }, fileName: { type: 'string' }, line: { type: ['integer', 'null'] },
  },
} as const;

export const xmlDataSchema = {
  summary: 'The document’s data: the holdings header, its policies, and the readable tree (at most 5,000 nodes)',
  tags: TAGS,
  params: documentParams,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['header', 'policies', 'tree', 'truncated'],
      properties: { header: { type: ['object', 'null'], additionalProperties: true }, policies: { type: 'array', items: holdingsRowSchema }, tree: { oneOf: [treeNodeSchema, { type: 'null' }] }, truncated: { type: 'boolean' } },
    }),
    ...refusals,
  },
} as const;

export const xmlTagsRouteSchema = {
  summary: 'Replace the document’s tags',
  description: 'Audited (xml.document.tagged).',
  tags: TAGS,
  params: documentParams,
  body: { type: 'object', required: ['tags'], additionalProperties: false, properties: { tags: xmlTagsSchema } },
  response: { 200: changeResponseSchema(xmlDocumentSummarySchema), ...refusals },
} as const;

/** Most tags the office's tag list answers. */
export const OFFICE_TAGS_LIMIT = 500;

/** GET /api/xml/tags. */
export const officeXmlTagsSchema = {
  summary: 'The tags on the office’s files, the most used first',
  description: `What the list's tag filter offers: every tag on a live file of the office (at most ${OFFICE_TAGS_LIMIT}), with how many files carry it.`,
  tags: TAGS,
  response: {
    200: successResponseSchema({ type: 'array', maxItems: OFFICE_TAGS_LIMIT, items: { type: 'object', required: ['tag', 'count'], properties: { tag: { type: 'string' }, count: { type: 'integer' } } } }),
    ...refusals,
  },
} as const;
