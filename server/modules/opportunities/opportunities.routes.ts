import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { OPPORTUNITIES_FEATURE, refuseOpportunityCall, VIEWERS_READ_DEALS } from './opportunity-access';
import { dealBoard, listDeals, moveDeal } from './opportunity-board.service';
import { changedBody, doneBody } from './opportunities.messages';
import {
  boardSchema,
  createOpportunitySchema,
  deleteOpportunitySchema,
  getOpportunitySchema,
  listOpportunitiesSchema,
  moveOpportunitySchema,
  updateOpportunitySchema,
} from './opportunities.schemas';
import { changeOpportunity, createOpportunity, readOneOpportunity, removeOpportunity } from './opportunities.service';

/** Where the opportunities calls live. */
export const OPPORTUNITIES_BASE = '/api/opportunities';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'opportunity' } } as const;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The office's deals with its clients and the pipeline board (feature 'opportunities'); a viewer may only read. */
export async function opportunitiesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // The deals pipeline is the office's 'opportunities' feature: off, every route answers 403 FEATURE_UNAVAILABLE.
  declareAccess(app, { features: [OPPORTUNITIES_FEATURE], readOnly: VIEWERS_READ_DEALS });
  // Once the input is valid: the deal a call names must be the office's (404), and a viewer may only read.
  app.addHook('preHandler', async (request) => {
    const { idParam } = request.routeOptions.config;
    const dealId = idParam ? (request.params as Record<string, string>)[idParam.name] : undefined;
    await refuseOpportunityCall(officeContextOf(request), { dealId, isChange: STATE_CHANGING.has(request.method) });
  });

  app.get(OPPORTUNITIES_BASE, { schema: listOpportunitiesSchema, config: tenant }, async (request) => ({
    success: true as const,
    ...(await listDeals(officeContextOf(request), request.query)),
  }));

  app.get(`${OPPORTUNITIES_BASE}/board`, { schema: boardSchema, config: tenant }, async (request) => ({ success: true as const, data: await dealBoard(officeContextOf(request)) }));

  app.get(`${OPPORTUNITIES_BASE}/:id`, { schema: getOpportunitySchema, config: byId }, async (request) => ({
    success: true as const,
    data: await readOneOpportunity(officeContextOf(request), request.params.id),
  }));

  app.post(OPPORTUNITIES_BASE, { schema: createOpportunitySchema, config: tenant }, async (request, reply) => {
    reply.code(201);
    return changedBody('OPPORTUNITY_CREATED', await createOpportunity(officeContextOf(request), request.body));
  });

  app.put(`${OPPORTUNITIES_BASE}/:id`, { schema: updateOpportunitySchema, config: byId }, async (request) =>
    changedBody('OPPORTUNITY_UPDATED', await changeOpportunity(officeContextOf(request), request.params.id, request.body)),
  );

  app.delete(`${OPPORTUNITIES_BASE}/:id`, { schema: deleteOpportunitySchema, config: byId }, async (request) => {
    await removeOpportunity(officeContextOf(request), request.params.id);
    return doneBody('OPPORTUNITY_DELETED');
  });

  app.post(`${OPPORTUNITIES_BASE}/:id/move`, { schema: moveOpportunitySchema, config: byId }, async (request) =>
    changedBody('OPPORTUNITY_MOVED', await moveDeal(officeContextOf(request), request.params.id, request.body)),
  );
}
