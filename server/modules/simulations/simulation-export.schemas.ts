import { errorResponseSchema } from '../../http/response-schemas';
import { SIMULATION_EXPORT_FORMATS } from './simulation-export.service';

/** GET /api/simulation/pension/{simulationId}/export. */
export const exportSimulationSchema = {
  summary: 'A simulation as a PDF or a spreadsheet',
  description:
    'In the caller’s language (Hebrew right to left): its name, client, date, plan, key results, assumptions, the balance over the years as a chart (PDF) and a table, and what is not modelled. A simulation the caller does not see is 404. Audited as simulation.exported.',
  tags: ['simulations'],
  params: { type: 'object', required: ['simulationId'], additionalProperties: false, properties: { simulationId: { type: 'string', format: 'uuid', description: 'The simulation id.' } } },
  querystring: {
    type: 'object',
    required: ['format'],
    additionalProperties: false,
    properties: { format: { type: 'string', enum: SIMULATION_EXPORT_FORMATS, description: 'pdf or xlsx.' } },
  },
  response: {
    200: {
      description: 'The file, as an attachment named after the simulation.',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      },
    },
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;
