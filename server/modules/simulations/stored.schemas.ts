import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { HISTORY_PERIOD_NAMES, SIMULATION_KINDS } from './simulations-paths';

// The stored simulations (spec 2 §3 Simulation: name, client, inputs, result, tags, shared flag, created). The server
// recomputes the result from the inputs on every save: what is stored is what the engine says, never what was sent.

const TAGS = ['simulations'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const idParams = { type: 'object', required: ['simulationId'], additionalProperties: false, properties: { simulationId: { type: 'string', format: 'uuid', description: 'The simulation id.' } } } as const;

/** Most tags on a simulation, and their length. */
export const TAG_LIMITS = { count: 10, length: 30 } as const;

const tagsSchema = { type: 'array', maxItems: TAG_LIMITS.count, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: TAG_LIMITS.length }, description: `At most ${TAG_LIMITS.count}, each up to ${TAG_LIMITS.length} characters.` } as const;
const inputsSchema = { type: 'object', additionalProperties: true, maxProperties: 60, description: 'The inputs of its kind, as the calculation routes take them (checked by them).' } as const;

const headlineSchema = {
  type: 'object',
  required: ['totalSavings', 'monthlyPension'],
  properties: { totalSavings: { type: ['number', 'null'] }, monthlyPension: { type: ['number', 'null'], description: 'The pension, or the disability or survivors’ pension.' } },
} as const;

const summaryProperties = {
  id: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  clientId: { type: ['string', 'null'], format: 'uuid' },
  clientName: { type: ['string', 'null'] },
  kind: { enum: SIMULATION_KINDS },
  planType: { type: ['string', 'null'] },
  headline: headlineSchema,
  tags: { type: 'array', items: { type: 'string' } },
  isShared: { type: 'boolean' },
  isMine: { type: 'boolean', description: 'Whether the caller made it (and may change it, as an admin may).' },
  authorName: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

const summaryRequired = ['id', 'name', 'clientId', 'clientName', 'kind', 'planType', 'headline', 'tags', 'isShared', 'isMine', 'authorName', 'createdAt', 'updatedAt'] as const;

export const simulationSummarySchema = { type: 'object', required: summaryRequired, properties: summaryProperties } as const;
export const simulationSchema = {
  type: 'object',
  required: [...summaryRequired, 'inputs', 'result'],
  properties: { ...summaryProperties, inputs: { type: 'object', additionalProperties: true }, result: { type: 'object', additionalProperties: true, description: 'What the calculation route of its kind answers in data.result.' } },
} as const;

const writeProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  clientId: { type: ['string', 'null'], format: 'uuid', description: 'The client or lead it was made for.' },
  kind: { enum: SIMULATION_KINDS, description: 'complete (default), enhanced, disability or survivors.' },
  inputs: inputsSchema,
  tags: tagsSchema,
  isShared: { type: 'boolean', description: 'Whether the whole office sees it (else its author and the admins).' },
} as const;

/** POST /api/simulation/pension. */
export const createSimulationSchema = {
  summary: 'Save a simulation: the server computes its result from the inputs',
  description: '400 SIMULATION_INPUT_INVALID with spec 2 §5’s messages when the inputs cannot run; 400 at clientId for a client the office does not have. Audited (simulation.created).',
  tags: TAGS,
  body: { type: 'object', required: ['name', 'inputs'], additionalProperties: false, properties: writeProperties },
  response: { 201: changeResponseSchema(simulationSchema), ...refusals },
} as const;

/** PUT /api/simulation/pension/{simulationId}. */
export const updateSimulationSchema = {
  summary: 'Change a simulation (its author or an admin): name, client, inputs, tags, sharing',
  description: 'A change of inputs recomputes the result. Audited (simulation.updated, before and after).',
  tags: TAGS,
  params: idParams,
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: writeProperties },
  response: { 200: changeResponseSchema(simulationSchema), ...refusals },
} as const;

export const getSimulationSchema = { summary: 'A simulation with its inputs and result', tags: TAGS, params: idParams, response: { 200: successResponseSchema(simulationSchema), ...refusals } } as const;

export const deleteSimulationSchema = {
  summary: 'Delete a simulation (its author or an admin)',
  description: 'Audited (simulation.deleted).',
  tags: TAGS,
  params: idParams,
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), ...refusals },
} as const;

/** GET /api/simulation/pension/all. */
export const listSimulationsSchema = {
  summary: 'The simulations the caller sees, newest first: their own, the shared ones (every one for an admin)',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      period: { enum: HISTORY_PERIOD_NAMES, default: 'all', description: 'all, 7d, 30d or 90d (spec 2 §1).' },
      tag: { type: 'string', minLength: 1, maxLength: TAG_LIMITS.length },
      search: { type: 'string', maxLength: 100, description: 'Words of the name.' },
    },
  },
  response: { 200: successResponseSchema({ type: 'array', maxItems: 500, items: simulationSummarySchema }), ...refusals },
} as const;

/** GET /api/simulation/pension/client/{clientId}. */
export const clientSimulationsSchema = {
  summary: 'A client’s simulations the caller sees, newest first',
  tags: TAGS,
  params: { type: 'object', required: ['clientId'], additionalProperties: false, properties: { clientId: { type: 'string', format: 'uuid' } } },
  response: { 200: successResponseSchema({ type: 'array', maxItems: 500, items: simulationSummarySchema }), ...refusals },
} as const;
