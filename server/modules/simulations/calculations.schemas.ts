import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { completeInputSchema, coverInputSchema } from './simulation-input.schemas';
import { completeResultSchema, disabilityResultSchema, survivorsResultSchema } from './simulation-result.schemas';

// The calculation routes of /api/simulation/pension (spec 2 §7, issue 26): pure arithmetic on the inputs, nothing
// stored. The browser runs the same functions as the user types; these answer a caller (or a reference case) exactly.

const TAGS = ['simulations'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;
const resultOf = <const Result extends object>(result: Result) => successResponseSchema({ type: 'object', required: ['result'], properties: { result } } as const);
const coverResultSchema = { type: 'object', required: [...disabilityResultSchema.required, ...survivorsResultSchema.required], properties: { ...disabilityResultSchema.properties, ...survivorsResultSchema.properties } } as const;
const INVALID = '400 SIMULATION_INPUT_INVALID at each field with spec 2 §5’s messages (age and salary required, a valid age, retirement age greater than current age, rates 0–100%, return 0–20%, positive amounts).';

export const completeSchema = {
  summary: 'A complete simulation: the projection to retirement and the pension it pays',
  description: `The A5 projection month by month (salary steps once a year, deposits at the month’s end, the effective monthly return, fees on deposits and monthly on the accumulation), the pension by the conversion coefficient and the annuity alternative; a combined plan answers its pension and hishtalmut components and their sums. Not modelled: the fund’s risk premium, the deposit cap and tax. ${INVALID}`,
  tags: TAGS,
  body: completeInputSchema,
  response: { 200: resultOf(completeResultSchema), ...refusals },
} as const;

export const enhancedCompleteSchema = {
  ...completeSchema,
  summary: 'An enhanced simulation: the complete simulation with disability and survivors cover beside it',
  description: `As /complete, with result.cover: the disability and survivors pensions of the current salary under the standard by-laws and the default cover (75% / 100%). ${INVALID}`,
  response: { 200: resultOf({ ...completeResultSchema, properties: { ...completeResultSchema.properties, cover: coverResultSchema } }), ...refusals },
} as const;

export const disabilitySchema = {
  summary: 'Disability and survivors pensions of an active member (A6)',
  description: `disability = insured salary × cover (at most 75%) × the pay factor of the loss of capacity; the survivors’ shares of the standard or legacy by-laws beside it. ${INVALID}`,
  tags: TAGS,
  body: coverInputSchema,
  response: { 200: resultOf(coverResultSchema), ...refusals },
} as const;

export const survivorsSchema = { ...disabilitySchema, summary: 'Survivors’ pensions of an active member (A6), and the disability pension beside them' } as const;
