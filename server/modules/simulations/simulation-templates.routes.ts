import type { FastifyInstance } from 'fastify';
import type { SimulationTemplate } from '../../../engine/generated/config-types';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { requireSimulationPermission } from './simulation-access';
import { templateChangedBody } from './simulation-templates.messages';
import { createSimulationTemplateSchema, deleteSimulationTemplateSchema, listSimulationTemplatesSchema } from './simulation-templates.schemas';
import { createSimulationTemplate, deleteSimulationTemplate, simulationTemplates } from './simulation-templates.service';
import { SIMULATIONS_BASE, SIMULATIONS_FEATURE } from './simulations-paths';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'templateId', kind: 'simulation-template' } } as const;

/**
 * The simulation templates (spec 2 §3, issue 26): the office type's and the office's own, listed; saved; deleted by
 * their author or an admin. The office's simulations feature and simulations.view gate each.
 */
export async function simulationTemplateRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIMULATIONS_FEATURE] });
  app.addHook('preHandler', async (request) => requireSimulationPermission(officeContextOf(request)));

  app.get(`${SIMULATIONS_BASE}/templates`, { schema: listSimulationTemplatesSchema, config: tenant }, async (request) => ({ success: true as const, data: await simulationTemplates(officeContextOf(request)) }));
  app.post(`${SIMULATIONS_BASE}/templates`, { schema: createSimulationTemplateSchema, config: tenant }, async (request, reply) => {
    const body = request.body as { name: string; description?: string; category: SimulationTemplate['category']; kind: SimulationTemplate['kind']; inputs: Record<string, unknown> };
    const created = await createSimulationTemplate(officeContextOf(request), body);
    reply.code(201);
    return templateChangedBody('SIMULATION_TEMPLATE_CREATED', created);
  });
  app.delete(`${SIMULATIONS_BASE}/templates/:templateId`, { schema: deleteSimulationTemplateSchema, config: byId }, async (request) =>
    templateChangedBody('SIMULATION_TEMPLATE_DELETED', await deleteSimulationTemplate(officeContextOf(request), request.params.templateId)),
  );
}
