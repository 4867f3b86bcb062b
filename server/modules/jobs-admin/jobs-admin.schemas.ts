import { pageQuerySchema, pagedResponseSchema } from '../../http/pagination';
import { errorResponseSchema, messageResponseSchema } from '../../http/response-schemas';

const TAGS = ['background jobs'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** A dead job (the dead letter) of the office, as its admins see it. */
const deadJobSchema = {
  type: 'object',
  required: ['id', 'kind', 'tenantId', 'tenantName', 'attempts', 'maxAttempts', 'lastError', 'runAt', 'createdAt', 'startedAt', 'finishedAt'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The job’s id, which the retry and discard calls name it by.' },
    kind: { type: 'string', description: 'The kind of job, by its name in the server’s registry (sla.breach, appointments.reminder…).' },
    tenantId: { type: 'string', format: 'uuid', description: 'The office the job ran in: always the caller’s own.' },
    tenantName: { type: 'string', description: 'The office’s name.' },
    attempts: { type: 'integer', minimum: 0, description: 'How many times it ran.' },
    maxAttempts: { type: 'integer', minimum: 1, description: 'How many runs its kind allows before it is dead.' },
    lastError: { type: ['string', 'null'], description: 'The error of its last run, as the server wrote it.' },
    runAt: { type: 'string', format: 'date-time', description: 'When it was last due.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When it was queued.' },
    startedAt: { type: ['string', 'null'], format: 'date-time', description: 'When its last run started.' },
    finishedAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was declared dead.' },
  },
} as const;

const jobParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid', description: 'The dead job’s id.' } } } as const;

/** GET /api/admin/jobs/dead. */
export const listDeadJobsSchema = {
  summary: 'The office’s dead jobs (those whose every attempt failed), the latest first (admins)',
  tags: TAGS,
  querystring: pageQuerySchema,
  response: { 200: pagedResponseSchema(deadJobSchema), ...refusals },
} as const;

/** POST /api/admin/jobs/dead/:id/retry. */
export const retryDeadJobSchema = {
  summary: 'Queues a dead job again, due now, with its attempts counted afresh; audited as job.retried (admins)',
  tags: TAGS,
  params: jobParams,
  response: { 200: messageResponseSchema, ...refusals, 404: errorResponseSchema },
} as const;

/** DELETE /api/admin/jobs/dead/:id. */
export const discardDeadJobSchema = {
  summary: 'Discards a dead job for good; audited as job.discarded with what it was (admins)',
  tags: TAGS,
  params: jobParams,
  response: { 200: messageResponseSchema, ...refusals, 404: errorResponseSchema },
} as const;
