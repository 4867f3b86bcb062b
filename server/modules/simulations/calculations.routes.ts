import type { FastifyInstance } from 'fastify';
import type { CompleteSimulationInput, CoverSimulationInput } from '../../../engine/generated/config-types';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { completeSchema, disabilitySchema, enhancedCompleteSchema, survivorsSchema } from './calculations.schemas';
import { completeSimulation, contributionConfigurations, coverOf, enhancedSimulation, plans } from './calculations.service';
import { contributionConfigurationsSchema, plansSchema } from './presets.schemas';
import { requireSimulationPermission } from './simulation-access';
import { SIMULATIONS_BASE, SIMULATIONS_FEATURE } from './simulations-paths';

const tenant = { tenant: true } as const;

/**
 * The simulations' calculations and presets (spec 2 §7, issue 26): POST /complete, /enhanced-complete, /disability,
 * /survivors; GET /plans, /contribution-configurations. The office's simulations feature and simulations.view gate
 * each; nothing is stored, so nothing is audited.
 */
export async function simulationCalculationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIMULATIONS_FEATURE] });
  app.addHook('preHandler', async (request) => requireSimulationPermission(officeContextOf(request)));

  app.post(`${SIMULATIONS_BASE}/complete`, { schema: completeSchema, config: tenant }, async (request) => ({ success: true as const, data: { result: completeSimulation(request.body as CompleteSimulationInput) } }));
  app.post(`${SIMULATIONS_BASE}/enhanced-complete`, { schema: enhancedCompleteSchema, config: tenant }, async (request) => ({ success: true as const, data: { result: enhancedSimulation(request.body as CompleteSimulationInput) } }));
  app.post(`${SIMULATIONS_BASE}/disability`, { schema: disabilitySchema, config: tenant }, async (request) => ({ success: true as const, data: { result: coverOf(request.body as CoverSimulationInput) } }));
  app.post(`${SIMULATIONS_BASE}/survivors`, { schema: survivorsSchema, config: tenant }, async (request) => ({ success: true as const, data: { result: coverOf(request.body as CoverSimulationInput) } }));
  app.get(`${SIMULATIONS_BASE}/plans`, { schema: plansSchema, config: tenant }, async () => ({ success: true as const, data: plans() }));
  app.get(`${SIMULATIONS_BASE}/contribution-configurations`, { schema: contributionConfigurationsSchema, config: tenant }, async () => ({ success: true as const, data: contributionConfigurations() }));
}
