import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { exportSimulationSchema } from './simulation-export.schemas';
import { exportSimulation } from './simulation-export.service';
import { requireSimulationPermission } from './simulation-access';
import { SIMULATIONS_BASE, SIMULATIONS_FEATURE } from './simulations-paths';

const byId = { tenant: true, idParam: { name: 'simulationId', kind: 'simulation' } } as const;

/**
 * A stored simulation exported as a PDF or a spreadsheet (decision 7: the old product's "not yet implemented" is
 * gone), gated as the stored simulations are: the simulations feature and simulations.view; read as GET /:simulationId.
 */
export async function simulationExportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIMULATIONS_FEATURE] });
  app.addHook('preHandler', async (request) => requireSimulationPermission(officeContextOf(request)));

  app.get(`${SIMULATIONS_BASE}/:simulationId/export`, { schema: exportSimulationSchema, config: byId }, async (request, reply) => {
    const file = await exportSimulation(officeContextOf(request), request.params.simulationId, request.query.format);
    return reply.headers(safeAttachmentHeaders(file.fileName, file.contentType)).send(file.data);
  });
}
