import { successResponseSchema, errorResponseSchema } from '../../http/response-schemas';

// The presets a simulation starts from (A1, A2, A7; spec 2 §9's risk profiles): served so the browser and a caller
// read the same tables the calculation uses.

const TAGS = ['simulations'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
const rates = {
  type: 'object',
  required: ['employeeRate', 'employerRate', 'severanceRate'],
  properties: { employeeRate: { type: 'number' }, employerRate: { type: 'number' }, severanceRate: { type: 'number' } },
} as const;

const planSchema = {
  type: 'object',
  required: ['id', 'feeCaps', 'paysPension', 'defaultRates'],
  properties: {
    id: { enum: ['pension_fund', 'managers_insurance', 'hishtalmut', 'combined'] },
    feeCaps: { type: 'object', required: ['deposit', 'accumulation'], properties: { deposit: { type: 'number' }, accumulation: { type: 'number' } }, description: 'The most taken from deposits and, yearly, from the accumulation (A2).' },
    paysPension: { type: 'boolean', description: 'A keren hishtalmut is a lump sum.' },
    defaultSalaryCeiling: { type: 'number' },
    defaultRates: rates,
    components: { type: 'array', items: { type: 'string' }, description: 'A combined plan’s components.' },
  },
} as const;

export const plansSchema = {
  summary: 'The plan types with their fee caps and usual rates',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['plans', 'riskProfiles'],
      properties: {
        plans: { type: 'array', items: planSchema },
        riskProfiles: {
          type: 'array',
          items: { type: 'object', required: ['id', 'low', 'high', 'defaultReturn'], properties: { id: { enum: ['conservative', 'moderate', 'aggressive'] }, low: { type: 'number' }, high: { type: 'number' }, defaultReturn: { type: 'number' } } },
        },
      },
    }),
    ...refusals,
  },
} as const;

export const contributionConfigurationsSchema = {
  summary: 'The contribution configurations: mandatory minimum, full severance, tax-recognised maximum and the common mixes',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'array',
      items: { type: 'object', required: ['id', 'employeeRate', 'employerRate', 'severanceRate', 'totalRate'], properties: { id: { type: 'string' }, ...rates.properties, totalRate: { type: 'number' } } },
    }),
    ...refusals,
  },
} as const;
