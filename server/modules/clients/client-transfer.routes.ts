import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { createTableReader } from '../../files/table-reader';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { readListQuery } from './client-list-query';
import { exportClients } from './client-export.service';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, readImportTable } from './client-import-file';
import { importClients, readMapping } from './client-import.service';
import { suggestedField } from './client-transfer-fields';
import { transferError } from './client-transfer.messages';
import { exportClientsSchema, importClientsSchema, previewImportSchema } from './client-transfer.schemas';

const tenant = { tenant: true } as const;
const readsUpload = { tenant: true, readsArchive: true } as const;

/** The sample a preview answers: its first rows, each cell cut to this many characters. */
export const PREVIEW_ROWS = 10;
export const PREVIEW_CELL_CHARS = 200;

const cutCell = (text: string): string => (text.length > PREVIEW_CELL_CHARS ? `${text.slice(0, PREVIEW_CELL_CHARS - 1)}…` : text);

/** Reads the one file (field `file`) and the text fields of a multipart request; 415 when it is not one, 413 past 5MB, 400 without the file. */
async function readImportUpload(request: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw transferError(415, 'IMPORT_FILE_MISSING');
  try {
    const { data, fields } = await readSingleFilePart(request, { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES, textFields: { count: 5, maxBytes: 256 * 1024 } });
    return { data, fields };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    throw error.reason === 'too-large' ? transferError(413, 'IMPORT_FILE_TOO_LARGE') : transferError(400, 'IMPORT_FILE_MISSING');
  }
}

/** Export of the clients to a file and import from one (spec 2 §7 POST /export, /import), under `base`. */
export async function clientTransferRoutes(instance: FastifyInstance, options: { base: string }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Registered here so that only these routes accept multipart bodies; the handler sets the real limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: IMPORT_MAX_BYTES } });
  // Files are read in a worker thread, one at a time, so a heavy one never holds up other requests.
  const tables = createTableReader();
  app.addHook('onClose', () => tables.close());

  app.post(`${options.base}/export`, { schema: exportClientsSchema, config: tenant }, async (request, reply) => {
    const { format, ids, ...filters } = request.body;
    const list = readListQuery(filters);
    if (ids) list.filters.ids = ids.map((id) => id.toLowerCase());
    const file = await exportClients(officeContextOf(request), list, format);
    return reply.headers({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'x-content-type-options': 'nosniff' }).send(file.data);
  });

  app.post(`${options.base}/import/preview`, { schema: previewImportSchema, config: readsUpload }, async (request) => {
    const table = await readImportTable(tables, (await readImportUpload(request)).data, PREVIEW_ROWS);
    const suggestedMapping = Object.fromEntries(table.columns.map((column) => [column, suggestedField(column)]));
    // Bounded whatever the file: at most 200 headers of 255 characters, and 10 rows of cells cut to 200.
    const sampleRows = table.rows.map((row) => Object.fromEntries(Object.entries(row.cells).map(([column, text]) => [column, cutCell(text)])));
    return { success: true as const, data: { columns: table.columns, suggestedMapping, sampleRows, rowCount: table.rowCount } };
  });

  app.post(`${options.base}/import`, { schema: importClientsSchema, config: readsUpload }, async (request) => {
    const upload = await readImportUpload(request);
    const table = await readImportTable(tables, upload.data, IMPORT_MAX_ROWS);
    const mapping = readMapping(upload.fields.mapping, table.columns);
    const dryRun = upload.fields.dryRun === 'true';
    return { success: true as const, data: await importClients(officeContextOf(request), table, mapping, { dryRun }) };
  });
}
