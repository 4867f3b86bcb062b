import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { deadlineCountsSchema, listDeadlinesSchema } from './deadlines.schemas';
import { deadlineCounts, listDeadlinePage } from './deadlines.service';

/** Where the deadlines calls live. */
export const DEADLINES_BASE = '/api/deadlines';

const tenant = { tenant: true } as const;

/** The office's deadlines in one model (issue 21): a page of them and their counts; read-only. */
export async function deadlinesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Every office has deadlines (the shared quick action); each source is gated by its own module's feature.
  declareAccess(app, { features: [] });

  app.get(DEADLINES_BASE, { schema: listDeadlinesSchema, config: tenant }, async (request) => ({ success: true as const, ...(await listDeadlinePage(officeContextOf(request), request.query)) }));

  app.get(`${DEADLINES_BASE}/counts`, { schema: deadlineCountsSchema, config: tenant }, async (request) => ({ success: true as const, data: await deadlineCounts(officeContextOf(request), request.query) }));
}
