import simulations from '../../../schemas/simulations.schema.json';
import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { SIMULATION_KINDS } from './simulations-paths';

// The simulation templates (spec 2 §3 Template: name, description, category): the office type's (its JSON's
// simulations.templates, read only) and the ones the office's people save. Categories come from the office type's
// schema, their one source.

const TAGS = ['simulations'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const categorySchema = { enum: simulations.definitions.category.enum, description: simulations.definitions.category.description };

/** A template as the screens list it, in the caller's language. */
export const simulationTemplateSchema = {
  type: 'object',
  required: ['id', 'source', 'name', 'description', 'category', 'kind', 'inputs', 'authorName', 'canDelete'],
  properties: {
    id: { type: 'string', description: 'An office type’s template: its id in the JSON (kebab-case); a saved one: a uuid.' },
    source: { enum: ['office-type', 'office'], description: 'Whether the office type declares it (read only) or one of the office’s people saved it.' },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    category: categorySchema,
    kind: { enum: SIMULATION_KINDS },
    inputs: { type: 'object', additionalProperties: true, description: 'The inputs it fills in, as the calculation routes take them.' },
    authorName: { type: ['string', 'null'] },
    canDelete: { type: 'boolean', description: 'Whether the caller may delete it: a saved one, by its author or an admin.' },
  },
} as const;

/** GET /api/simulation/pension/templates. */
export const listSimulationTemplatesSchema = {
  summary: 'The simulation templates: the office type’s, then the ones the office saved',
  tags: TAGS,
  response: { 200: successResponseSchema({ type: 'array', maxItems: 500, items: simulationTemplateSchema }), ...refusals },
} as const;

/** POST /api/simulation/pension/templates. */
export const createSimulationTemplateSchema = {
  summary: 'Save a simulation template for the office',
  description: 'The inputs must run for the kind: 400 SIMULATION_INPUT_INVALID with spec 2 §5’s messages otherwise. Audited (simulation.template.created).',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['name', 'category', 'kind', 'inputs'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      description: { type: 'string', maxLength: 1000 },
      category: categorySchema,
      kind: { enum: SIMULATION_KINDS, description: 'complete, enhanced, disability or survivors.' },
      inputs: { type: 'object', additionalProperties: true, maxProperties: 60, description: 'The inputs of its kind, as the calculation routes take them (checked by them).' },
    },
  },
  response: { 201: changeResponseSchema(simulationTemplateSchema), ...refusals },
} as const;

/** DELETE /api/simulation/pension/templates/{templateId}. */
export const deleteSimulationTemplateSchema = {
  summary: 'Delete a template the office saved (its author or an admin)',
  description: 'An office type’s template is not the office’s to delete: 404. Audited (simulation.template.deleted).',
  tags: TAGS,
  params: { type: 'object', required: ['templateId'], additionalProperties: false, properties: { templateId: { type: 'string', format: 'uuid', description: 'The saved template’s id.' } } },
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), ...refusals },
} as const;
