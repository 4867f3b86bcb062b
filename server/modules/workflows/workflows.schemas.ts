import { errorResponseSchema } from '../../http/response-schemas';
import { recordSchema } from '../records/records.schemas';

const localized = (description: string) => ({ type: 'object', required: ['he', 'en'], properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } }, description }) as const;

const runningRecordSchema = {
  type: 'object',
  required: [...recordSchema.required, 'moduleName', 'path', 'stageName', 'slaDeadline', 'slaState'],
  properties: {
    ...recordSchema.properties,
    moduleName: localized('The name of the module that holds the record, in every language.'),
    path: { type: 'string', description: 'The record’s page in the application (the module’s route and the id).' },
    stageName: { anyOf: [localized('The stage’s name in every language.'), { type: 'null' }] },
    slaDeadline: { type: ['string', 'null'], format: 'date-time', description: 'When the stage’s SLA falls due, if it has one.' },
    slaState: { type: 'string', enum: ['none', 'on-track', 'due-soon', 'breached', 'finished'], description: 'Where the record stands against its stage’s SLA (due soon: its last quarter).' },
  },
} as const;

const count = { type: 'integer', minimum: 0 } as const;

/** GET /api/workflows/records. */
export const runningRecordsSchema = {
  summary: 'The records of the office’s workflows across its modules: still moving, past their SLA, or finished',
  tags: ['workflows'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      state: { type: 'string', enum: ['active', 'overdue', 'finished'], default: 'active', description: 'Still moving (default), past their stage’s SLA, or in a final stage.' },
      module: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$', description: 'Only this module’s records.' },
      cursor: { type: 'string', minLength: 1, maxLength: 200, description: 'Where the previous page ended (its nextCursor).' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Records per page, 1 to 100 (default 25).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor', 'counts'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: runningRecordSchema },
        nextCursor: { type: ['string', 'null'], description: 'The cursor of the next page; null on the last.' },
        counts: { type: 'object', required: ['active', 'overdue', 'finished'], properties: { active: count, overdue: count, finished: count }, description: 'How many records are in each state.' },
      },
    },
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
} as const;
