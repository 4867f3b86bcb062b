import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readListQuery } from './client-list-query';
import { exportClients } from './client-export.service';
import { IMPORT_MAX_BYTES, readImportTable, readImportUpload } from './client-import-file';
import { importClients, readMapping } from './client-import.service';
import { suggestedField, transferLanguage } from './client-transfer-fields';
import { exportClientsSchema, importClientsSchema, previewImportSchema } from './client-transfer.schemas';

const tenant = { tenant: true } as const;

/** Export of the clients to a file and import from one (spec 2 §7 POST /export, /import), under `base`. */
export async function clientTransferRoutes(app: FastifyInstance, options: { base: string }): Promise<void> {
  const { db } = app.database;
  // Registered here so that only these routes accept multipart bodies; the handler sets the real limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: IMPORT_MAX_BYTES } });

  app.post<{ Body: Record<string, unknown> & { format: 'csv' | 'xlsx'; ids?: string[] } }>(`${options.base}/export`, { schema: exportClientsSchema, config: tenant }, async (request, reply) => {
    const { format, ids, ...filters } = request.body;
    const list = readListQuery(filters);
    if (ids) list.filters.ids = ids.map((id) => id.toLowerCase());
    const file = await exportClients(db, request, list, format, transferLanguage(request));
    return reply.headers({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'x-content-type-options': 'nosniff' }).send(file.data);
  });

  app.post(`${options.base}/import/preview`, { schema: previewImportSchema, config: tenant }, async (request) => {
    const table = await readImportTable((await readImportUpload(request)).data);
    const suggestedMapping = Object.fromEntries(table.columns.map((column) => [column, suggestedField(column)]));
    return { success: true as const, data: { columns: table.columns, suggestedMapping, sampleRows: table.rows.slice(0, 10).map((row) => row.cells), rowCount: table.rows.length } };
  });

  app.post(`${options.base}/import`, { schema: importClientsSchema, config: tenant }, async (request) => {
    const upload = await readImportUpload(request);
    const table = await readImportTable(upload.data);
    const mapping = readMapping(upload.fields.mapping, table.columns);
    const dryRun = upload.fields.dryRun === 'true';
    return { success: true as const, data: await importClients(db, request, table, mapping, { dryRun, language: transferLanguage(request) }) };
  });
}
