import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { jobsAdminText, type JobsAdminCode } from './jobs-admin.messages';
import { discardDeadJobSchema, listDeadJobsSchema, retryDeadJobSchema } from './jobs-admin.schemas';
import { deadJobs, discardDeadJob, retryDeadJob } from './jobs-admin.service';

/** Where the dead-jobs calls live. */
export const JOBS_ADMIN_BASE = '/api/admin/jobs/dead';

const tenant = { tenant: true } as const;
const jobConfig = { tenant: true, idParam: { name: 'id', kind: 'dead-job' } } as const;

const done = (code: JobsAdminCode) => {
  const messages = jobsAdminText(code);
  return { success: true as const, message: messages.en, messages };
};

/** The office's dead background jobs for its admins (issue 21): listed, queued again or discarded, each audited. */
export async function jobsAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Dead jobs are the office's operations: its admins only, whatever features the office has.
  declareAccess(app, { features: [], roles: ['admin'] });

  app.get(JOBS_ADMIN_BASE, { schema: listDeadJobsSchema, config: tenant }, async (request) => {
    const { jobs, pagination } = await deadJobs(officeContextOf(request), request.query);
    return { success: true as const, data: jobs, pagination };
  });

  app.post(`${JOBS_ADMIN_BASE}/:id/retry`, { schema: retryDeadJobSchema, config: jobConfig }, async (request) => {
    await retryDeadJob(officeContextOf(request), request.params.id);
    return done('DEAD_JOB_RETRIED');
  });

  app.delete(`${JOBS_ADMIN_BASE}/:id`, { schema: discardDeadJobSchema, config: jobConfig }, async (request) => {
    await discardDeadJob(officeContextOf(request), request.params.id);
    return done('DEAD_JOB_DISCARDED');
  });
}
