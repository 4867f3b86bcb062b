import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { requireSimulationPermission } from './simulation-access';
import { SIMULATIONS_BASE, SIMULATIONS_FEATURE } from './simulations-paths';
import { simulationChangedBody } from './simulations.messages';
import { changeSimulation, clientSimulations, createSimulation, deleteSimulation, getSimulation, simulationHistory } from './simulations.service';
import { clientSimulationsSchema, createSimulationSchema, deleteSimulationSchema, getSimulationSchema, listSimulationsSchema, updateSimulationSchema } from './stored.schemas';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'simulationId', kind: 'simulation' } } as const;
const byClient = { tenant: true, idParam: { name: 'clientId', kind: 'client' } } as const;

/**
 * The stored simulations (spec 2 §7, issue 26): create, read, change, delete, the history with its period filter, and
 * a client's. The office's simulations feature and simulations.view gate each; a change is its author's or an admin's.
 */
export async function simulationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIMULATIONS_FEATURE] });
  app.addHook('preHandler', async (request) => requireSimulationPermission(officeContextOf(request)));

  app.get(`${SIMULATIONS_BASE}/all`, { schema: listSimulationsSchema, config: tenant }, async (request) => ({ success: true as const, data: await simulationHistory(officeContextOf(request), request.query) }));
  app.get(`${SIMULATIONS_BASE}/client/:clientId`, { schema: clientSimulationsSchema, config: byClient }, async (request) => ({ success: true as const, data: await clientSimulations(officeContextOf(request), request.params.clientId) }));
  app.post(SIMULATIONS_BASE, { schema: createSimulationSchema, config: tenant }, async (request, reply) => {
    const created = await createSimulation(officeContextOf(request), request.body);
    reply.code(201);
    return simulationChangedBody('SIMULATION_CREATED', created);
  });
  app.get(`${SIMULATIONS_BASE}/:simulationId`, { schema: getSimulationSchema, config: byId }, async (request) => ({ success: true as const, data: await getSimulation(officeContextOf(request), request.params.simulationId) }));
  app.put(`${SIMULATIONS_BASE}/:simulationId`, { schema: updateSimulationSchema, config: byId }, async (request) =>
    simulationChangedBody('SIMULATION_UPDATED', await changeSimulation(officeContextOf(request), request.params.simulationId, request.body)),
  );
  app.delete(`${SIMULATIONS_BASE}/:simulationId`, { schema: deleteSimulationSchema, config: byId }, async (request) =>
    simulationChangedBody('SIMULATION_DELETED', await deleteSimulation(officeContextOf(request), request.params.simulationId)),
  );
}
