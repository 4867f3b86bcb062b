import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readListQuery } from './client-list-query';
import { exportClients } from './client-export.service';
import { createTableReader } from '../../files/table-reader';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, readImportTable, readImportUpload } from './client-import-file';
import { importClients, readMapping } from './client-import.service';
import { suggestedField, transferLanguage } from './client-transfer-fields';
import { exportClientsSchema, importClientsSchema, previewImportSchema } from './client-transfer.schemas';

const tenant = { tenant: true } as const;
const readsUpload = { tenant: true, readsArchive: true } as const;

/** The sample a preview answers: its first rows, each cell cut to this many characters. */
export const PREVIEW_ROWS = 10;
export const PREVIEW_CELL_CHARS = 200;

const cutCell = (text: string): string => (text.length > PREVIEW_CELL_CHARS ? `${text.slice(0, PREVIEW_CELL_CHARS - 1)}…` : text);

/** Export of the clients to a file and import from one (spec 2 §7 POST /export, /import), under `base`. */
export async function clientTransferRoutes(app: FastifyInstance, options: { base: string }): Promise<void> {
  const { db } = app.database;
  // Registered here so that only these routes accept multipart bodies; the handler sets the real limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: IMPORT_MAX_BYTES } });
  // Files are read in a worker thread, one at a time, so a heavy one never holds up other requests.
  const tables = createTableReader();
  app.addHook('onClose', () => tables.close());

  app.post<{ Body: Record<string, unknown> & { format: 'csv' | 'xlsx'; ids?: string[] } }>(`${options.base}/export`, { schema: exportClientsSchema, config: tenant }, async (request, reply) => {
    const { format, ids, ...filters } = request.body;
    const list = readListQuery(filters);
    if (ids) list.filters.ids = ids.map((id) => id.toLowerCase());
    const file = await exportClients(db, request, list, format, transferLanguage(request));
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
    return { success: true as const, data: await importClients(db, request, table, mapping, { dryRun, language: transferLanguage(request) }) };
  });
}
