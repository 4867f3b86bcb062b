import clientQuerySchema from '../../../schemas/client-query.schema.json';
import type { JSONSchema } from 'json-schema-to-ts';
import { errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';
import { refusals } from './clients.schemas';

const TAGS = ['clients'];

// The list's filters and sort (schemas/client-query.schema.json), without its paging. The engine's parseClientQuery
// reads them (readListQuery), so the handler takes their types from there, not from this schema.
const { page: _page, limit: _limit, cursor: _cursor, ...listFilters } = clientQuerySchema.properties;
const filterProperties = listFilters as Record<string, JSONSchema>;

/** The most rows one export of selected rows names. */
export const EXPORT_MAX_IDS = 1000;

/** POST /api/clients/client/export. */
export const exportClientsSchema = {
  summary: 'Export the clients that match a filter as a CSV or XLSX file',
  description:
    'Every client matching the filters of GET /api/clients/client (not one page), at most 50,000 (400 EXPORT_TOO_LARGE past that). Headers in the request’s language (X-Language, then Accept-Language: he, en or es). CSV is UTF-8 with a byte-order mark so Excel reads Hebrew. Audited as clients.export.',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['format'],
    additionalProperties: false,
    properties: {
      format: { type: 'string', enum: ['csv', 'xlsx'], description: 'The file type.' },
      ids: {
        type: 'array',
        minItems: 1,
        maxItems: EXPORT_MAX_IDS,
        uniqueItems: true,
        items: { type: 'string', format: 'uuid' },
        description: `Only these clients (the rows selected in the list), still narrowed by any filter given; at most ${EXPORT_MAX_IDS}.`,
      },
      ...filterProperties,
    },
  },
  response: {
    200: {
      description: 'The file, as an attachment named clients-<yyyy-mm-dd>.<csv|xlsx>.',
      content: {
        'text/csv': { schema: { type: 'string', format: 'binary' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      },
    },
    ...refusals,
  },
} as const;

const fileUpload =
  'multipart/form-data with one file in the field `file`: a CSV (UTF-8 text) or an XLSX workbook, told by its content (never its name), of at most 5MB and 5,000 rows; the first row holds the headers. Every limit holds while the file is read, in a worker thread: at most 200 columns, headers of 255 characters, cells of 32,767 (Excel’s own limit), 10 million characters in all; a workbook unpacking past 64MB in one part or 128MB in all, or a part over 1MB compressed more than 100 times, is refused before it is unpacked (400 IMPORT_FILE_EXPANDS); a file not read within 20 s is refused (400 IMPORT_FILE_TOO_COMPLEX); while other files wait to be read, 429 IMPORT_BUSY with Retry-After.';

const fieldErrors = {
  type: 'array',
  items: { type: 'object', required: ['field', 'message', 'messages'], properties: { field: { type: 'string' }, message: { type: 'string' }, messages: messagesSchema } },
} as const;

/** POST /api/clients/client/import/preview. The multipart body is read by the handler, so it has no body schema here. */
export const previewImportSchema = {
  summary: 'Read an import file: its columns, the suggested mapping to client fields and its first rows',
  description: fileUpload,
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['columns', 'suggestedMapping', 'sampleRows', 'rowCount'],
      properties: {
        columns: { type: 'array', items: { type: 'string' }, description: 'The file’s headers, in order.' },
        suggestedMapping: { type: 'object', additionalProperties: { type: ['string', 'null'] }, description: 'Each column’s likely client field path (by its header in he/en/es), or null.' },
        sampleRows: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } }, description: 'The first 10 rows, cells by header, each cut to 200 characters (the last one then …).' },
        rowCount: { type: 'integer', description: 'Data rows in the file.' },
      },
    }),
    ...refusals,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
  },
} as const;

/** POST /api/clients/client/import. The multipart body is read by the handler, so it has no body schema here. */
export const importClientsSchema = {
  summary: 'Import clients from a CSV or XLSX file',
  description: `${fileUpload} Fields: \`mapping\`, JSON of file column → client field path ('firstName', 'address.city', 'management.tags' comma-separated…; firstName and lastName required), and optionally \`dryRun=true\`. Rows are checked as a create checks them; a row whose e-mail or ID number the office already has is skipped as a duplicate. errorFileCsv holds the failed rows with an errors column, to fix and import again.`,
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['imported', 'skipped', 'failed', 'dryRun', 'errors', 'skippedRows', 'errorFileCsv'],
      properties: {
        imported: { type: 'integer', description: 'Clients created (in a dry run: that would be).' },
        skipped: { type: 'integer', description: 'Rows skipped as duplicates.' },
        failed: { type: 'integer', description: 'Rows refused for their data.' },
        dryRun: { type: 'boolean' },
        errors: { type: 'array', items: { type: 'object', required: ['row', 'errors'], properties: { row: { type: 'integer', description: 'The row as the file numbers it (headers are row 1).' }, errors: fieldErrors } } },
        skippedRows: {
          type: 'array',
          items: { type: 'object', required: ['row', 'skipped', 'field'], properties: { row: { type: 'integer' }, skipped: { const: 'duplicate' }, field: { type: 'string', enum: ['email', 'idNumber'] } } },
        },
        errorFileCsv: { type: ['string', 'null'], description: 'The failed rows as CSV (UTF-8 with BOM): the file’s columns and an errors column in the request’s language; null when none failed.' },
      },
    }),
    ...refusals,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
  },
} as const;
