import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { retirementSchema } from './retirement.schemas';
import { clientRetirement } from './retirement.service';
import { requireSimulationPermission } from './simulation-access';
import { SIMULATIONS_BASE, SIMULATIONS_FEATURE } from './simulations-paths';

/**
 * POST /retirement (spec 2 §7, issue 26): everything at retirement from a client's saved plans. The office's
 * simulations feature and simulations.view gate it; it reads only, so nothing is audited.
 */
export async function simulationRetirementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIMULATIONS_FEATURE] });
  app.addHook('preHandler', async (request) => requireSimulationPermission(officeContextOf(request)));

  app.post(`${SIMULATIONS_BASE}/retirement`, { schema: retirementSchema, config: { tenant: true } }, async (request) => ({ success: true as const, data: await clientRetirement(officeContextOf(request), request.body) }));
}
