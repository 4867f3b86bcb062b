import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import type { OfficeContext } from '../../context/office-context';
import { declareAccess } from '../../plugins/access';
import { recordsModule } from './record-access';
import { listRecords } from './record-list.service';
import { createRecordSchema, deleteRecordSchema, getRecordSchema, listRecordsSchema, updateRecordSchema } from './records.schemas';
import { recordChangedBody, recordDoneBody, type RecordWords } from './records.messages';
import { createRecord, deleteRecord, readRecord, updateRecord } from './records.service';

/** Where the records calls live: /api/records/<module>, the module one of the office's of kind "records". */
export const RECORDS_BASE = '/api/records/:module';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'record' } } as const;

// The words a success is said in: the collection's (a matter, a policy…), once the call has reached it.
const wordsOf = (ctx: OfficeContext, moduleId: string): RecordWords => ({ ctx, collection: recordsModule(ctx, moduleId).collection });

/**
 * The office's own records, for every module of kind "records" its office type declares. The module's feature,
 * the roles' permissions and the workflow's editors are the office's own, so they are checked per module by the
 * services (record-access.ts), not declared here; a viewer's change is refused there as well.
 */
export async function recordsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });

  app.get(RECORDS_BASE, { schema: listRecordsSchema, config: tenant }, async (request) => {
    const page = await listRecords(officeContextOf(request), request.params.module, request.query);
    return { success: true as const, data: page.items, nextCursor: page.nextCursor, total: page.total, isTotalExact: page.isTotalExact };
  });

  app.get(`${RECORDS_BASE}/:id`, { schema: getRecordSchema, config: byId }, async (request) => ({
    success: true as const,
    data: await readRecord(officeContextOf(request), request.params.module, request.params.id),
  }));

  app.post(RECORDS_BASE, { schema: createRecordSchema, config: tenant }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const created = await createRecord(ctx, request.params.module, request.body);
    reply.code(201);
    return recordChangedBody('RECORD_CREATED', wordsOf(ctx, request.params.module), created);
  });

  app.put(`${RECORDS_BASE}/:id`, { schema: updateRecordSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    const updated = await updateRecord(ctx, request.params.module, request.params.id, request.body);
    return recordChangedBody('RECORD_UPDATED', wordsOf(ctx, request.params.module), updated);
  });

  app.delete(`${RECORDS_BASE}/:id`, { schema: deleteRecordSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    await deleteRecord(ctx, request.params.module, request.params.id, request.query.version);
    return recordDoneBody('RECORD_DELETED', wordsOf(ctx, request.params.module));
  });
}
