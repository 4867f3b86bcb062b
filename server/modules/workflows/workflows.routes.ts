import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { listRunningRecords } from './running-records.service';
import { runningRecordsSchema } from './workflows.schemas';

/**
 * The office's workflows at a glance (spec 1 §2, /workflows): every record they move, across the modules the caller
 * may see. Which modules those are is the office's own (features, permissions), decided per module by the records'
 * rules, so nothing is declared here beyond membership.
 */
export async function workflowsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  app.get('/api/workflows/records', { schema: runningRecordsSchema, config: { tenant: true } }, async (request) => {
    const page = await listRunningRecords(officeContextOf(request), request.query);
    return { success: true as const, data: page.items, nextCursor: page.nextCursor, counts: page.counts };
  });
}
