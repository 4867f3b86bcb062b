import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

// POST /api/simulation/pension/retirement (spec 2 §7, issue 26): a client's saved plans summed at retirement.

/** Most simulations a caller may choose to sum. */
export const RETIREMENT_CHOICE_LIMIT = 20;

const money = (description: string) => ({ type: 'number', description }) as const;
const moneyOrNull = (description: string) => ({ type: ['number', 'null'], description }) as const;

const planSchema = {
  type: 'object',
  required: ['simulationId', 'name', 'planType', 'retirementAge', 'totalSavingsNominal', 'totalSavingsReal', 'monthlyPensionNominal', 'monthlyPensionReal', 'lumpSumNominal', 'lumpSumReal', 'liquidAtRetirement', 'liquidFromAge'],
  properties: {
    simulationId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    planType: { enum: ['pension_fund', 'managers_insurance', 'hishtalmut', 'combined'] },
    retirementAge: money('The retirement age; for a keren hishtalmut the age its saving ends.'),
    totalSavingsNominal: money('The balance at that age.'),
    totalSavingsReal: money('The same in today’s money.'),
    monthlyPensionNominal: moneyOrNull('The pension by the conversion coefficient (a combined plan’s pension component); null for a hishtalmut.'),
    monthlyPensionReal: moneyOrNull('The same in today’s money.'),
    lumpSumNominal: money('The hishtalmut balance (a combined plan’s hishtalmut component); 0 for a plan that only pays a pension.'),
    lumpSumReal: money('The same in today’s money.'),
    liquidAtRetirement: { type: 'boolean', description: 'Whether the lump sum is liquid and tax-free when saving ends (A7: after 6 years, or 3 at the retirement age).' },
    liquidFromAge: moneyOrNull('The age the lump sum becomes liquid; null without one.'),
  },
} as const;

const totalsSchema = {
  type: 'object',
  required: ['planCount', 'monthlyPensionNominal', 'monthlyPensionReal', 'lumpSumNominal', 'lumpSumReal', 'liquidLumpSumNominal', 'liquidLumpSumReal', 'totalSavingsNominal', 'totalSavingsReal', 'earliestRetirementAge', 'latestRetirementAge'],
  properties: {
    planCount: { type: 'integer' },
    monthlyPensionNominal: money('The plans’ pensions together.'),
    monthlyPensionReal: money('The same in today’s money.'),
    lumpSumNominal: money('The lump sums together.'),
    lumpSumReal: money('The same in today’s money.'),
    liquidLumpSumNominal: money('The lump sums liquid when their saving ends.'),
    liquidLumpSumReal: money('The same in today’s money.'),
    totalSavingsNominal: money('The balances together.'),
    totalSavingsReal: money('The same in today’s money.'),
    earliestRetirementAge: money('The earliest of the plans’ ages.'),
    latestRetirementAge: money('The latest of the plans’ ages.'),
  },
} as const;

export const retirementSchema = {
  summary: 'Everything at retirement from a client’s saved plans: pensions, lump sums and hishtalmut liquidity',
  description: `Sums the client’s saved complete and enhanced simulations the caller sees (their own, the shared ones, all for an admin), or only the chosen ones (1–${RETIREMENT_CHOICE_LIMIT}), each recomputed from its inputs. A hishtalmut is a lump sum, liquid after 6 years or after 3 at the retirement age (A7); a combined plan pays the pension of its pension component and the lump sum of its hishtalmut. 404 SIMULATION_CLIENT_NOT_FOUND for a client the office does not have; 400 SIMULATION_RETIREMENT_NO_PLANS with nothing to sum; 400 SIMULATION_NOT_OF_CLIENT at simulationIds for a chosen simulation that is not one of the client’s saved plans. Reads only: nothing is audited.`,
  tags: ['simulations'],
  body: {
    type: 'object',
    required: ['clientId'],
    additionalProperties: false,
    properties: {
      clientId: { type: 'string', format: 'uuid', description: 'The client or lead whose plans are summed.' },
      simulationIds: { type: 'array', minItems: 1, maxItems: RETIREMENT_CHOICE_LIMIT, uniqueItems: true, items: { type: 'string', format: 'uuid' }, description: 'Only these of the client’s saved plans (else all of them).' },
    },
  },
  response: {
    200: successResponseSchema({ type: 'object', required: ['plans', 'totals'], properties: { plans: { type: 'array', items: planSchema }, totals: totalsSchema } } as const),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;
