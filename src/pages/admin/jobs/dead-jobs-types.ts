import type * as Api from '../../../api/generated/api-types';

/** A page of the office's dead background jobs, the latest to die first (generated from server/modules/jobs-admin/jobs-admin.schemas.ts). */
export type DeadJobsPage = Api.DeadJobsPage;

/** One dead background job. */
export type DeadJob = DeadJobsPage['data'][number];

/** The path of the office's dead jobs. */
export const DEAD_JOBS_PATH = '/admin/jobs/dead';

/** The SWR key of a page of dead jobs. */
export const deadJobsKey = (page: number, limit = 20) => `${DEAD_JOBS_PATH}?page=${page}&limit=${limit}`;

/** The retry call of a dead job. */
export const retryPath = (id: string) => `${DEAD_JOBS_PATH}/${id}/retry`;

/** The discard call of a dead job. */
export const discardPath = (id: string) => `${DEAD_JOBS_PATH}/${id}`;
