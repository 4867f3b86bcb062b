import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import type { XmlAnalyticsPeriod } from './xml-paths';

// The intake's analytics (spec 2 §7 /analytics, §9): documents, errors and the policies the files report.

const TAGS = ['xml'];
const PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const satisfies readonly XmlAnalyticsPeriod[];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const countOf = (key: string, keySchema: object) => ({ type: 'array', items: { type: 'object', required: [key, 'count'], properties: { [key]: keySchema, count: { type: 'integer' } } } }) as const;
const productSchema = { type: ['integer', 'null'], description: 'SUG-MUTZAR-PENSIONI: 1 managers insurance, 2 pension fund, 3 kupat gemel, 4 keren hishtalmut, 5 insurance plan; null when the file names none.' } as const;
const pctSchema = { type: ['number', 'null'], description: 'A percentage as the files write it (1.00 = 1%).' } as const;

const analyticsSchema = {
  type: 'object',
  required: ['period', 'documentsByStatus', 'documentsOverTime', 'errorsByType', 'policiesByProduct', 'policiesByStatus', 'balanceByProduct', 'feesByProduct', 'totals'],
  properties: {
    period: { enum: PERIODS },
    documentsByStatus: countOf('status', { type: 'string' }),
    documentsOverTime: { type: 'array', description: 'Documents uploaded per UTC day, every day of the period listed.', items: { type: 'object', required: ['date', 'count'], properties: { date: { type: 'string', format: 'date' }, count: { type: 'integer' } } } },
    errorsByType: countOf('type', { type: 'string' }),
    policiesByProduct: { type: 'array', description: 'Each policy once, from the latest file of the period naming its number.', items: { type: 'object', required: ['productType', 'count'], properties: { productType: productSchema, count: { type: 'integer' } } } },
    policiesByStatus: countOf('status', { type: ['integer', 'null'], description: 'STATUS-POLISA-O-CHESHBON (1 active).' }),
    balanceByProduct: { type: 'array', items: { type: 'object', required: ['productType', 'total'], properties: { productType: productSchema, total: { type: 'number' } } } },
    feesByProduct: {
      type: 'array',
      description: 'Average fees by product against the caps of the simulations’ plan types (null where a product has none).',
      items: {
        type: 'object',
        required: ['productType', 'avgDepositFeePct', 'avgBalanceFeePct', 'capDepositPct', 'capBalancePct'],
        properties: { productType: productSchema, avgDepositFeePct: pctSchema, avgBalanceFeePct: pctSchema, capDepositPct: pctSchema, capBalancePct: pctSchema },
      },
    },
    totals: {
      type: 'object',
      required: ['documents', 'policies', 'members', 'balance'],
      properties: { documents: { type: 'integer' }, policies: { type: 'integer' }, members: { type: 'integer', description: 'Distinct member ID numbers.' }, balance: { type: 'number' } },
    },
  },
} as const;

/** GET /api/xml/analytics. */
export const xmlAnalyticsSchema = {
  summary: 'The intake’s analytics over a period: documents by status and per day, errors by type, policies by product and status, balances and fees',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { period: { enum: PERIODS, default: '30d', description: '7d, 30d (default), 90d, 365d or all.' } },
  },
  response: { 200: successResponseSchema(analyticsSchema), ...refusals },
} as const;
