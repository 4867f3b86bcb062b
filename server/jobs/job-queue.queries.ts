import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A job as a worker claimed it. */
export interface ClaimedJob {
  id: string;
  tenant_id: string | null;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: Date;
}

/** The columns of a new job. */
export interface NewJob {
  kind: string;
  tenantId: string | null;
  payload: object;
  runAt: Date;
  key: string | null;
  maxAttempts: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
}

/** Adds a job (in the caller's transaction when given one); a job of the same kind and key already there wins, and no id is answered. */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<string | undefined> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      tenant_id: job.tenantId,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt,
      key: job.key,
      max_attempts: job.maxAttempts,
      retry_delay_seconds: job.retryDelaySeconds,
      timeout_seconds: job.timeoutSeconds,
    })
    .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Claims up to `limit` jobs due at `now` for a worker: running ones whose worker's lease ran out (it died) first, then
 * queued ones whose time has come, oldest first; SKIP LOCKED lets several workers claim at once without taking the
 * same job. Each claim counts an attempt and holds the job for its kind's timeout. Each half walks its own partial
 * index in order and stops at the limit, so a claim costs the same however many finished jobs the table keeps (one
 * condition with OR over both read every due row and sorted them).
 */
export async function claimJobs(db: Kysely<Database>, worker: string, now: Date, limit: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`
    with expired as (
      select id from jobs where state = 'running' and locked_until <= ${now}
      order by locked_until limit ${limit}
      for update skip locked
    ), due as (
      select id from jobs where state = 'queued' and run_at <= ${now}
      order by run_at, id limit ${limit}
      for update skip locked
    ), next as (
      (select id from expired) union all (select id from due) limit ${limit}
    )
    update jobs j set state = 'running', attempts = j.attempts + 1, locked_by = ${worker},
      locked_until = ${now}::timestamptz + make_interval(secs => j.timeout_seconds), started_at = ${now}
    from next where j.id = next.id
    returning j.id, j.tenant_id, j.kind, j.payload, j.attempts, j.max_attempts, j.run_at`.execute(db);
  return rows;
}

/** Marks a job the worker holds done; false when it no longer holds it (its lease ran out and another took it). */
export async function completeJob(db: Kysely<Database>, id: string, worker: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({ state: 'done', locked_by: null, locked_until: null, finished_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', worker)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives a failed job back: queued again after its retry delay doubled per attempt (at most a day), or dead (the dead
 * letter) once its attempts are spent; the error is kept. Answers the new state, or undefined when the worker no
 * longer held it.
 */
export async function failJob(db: Kysely<Database>, id: string, worker: string, now: Date, error: string): Promise<'queued' | 'dead' | undefined> {
  const { rows } = await sql<{ state: 'queued' | 'dead' }>`
    update jobs set
      state = case when attempts >= max_attempts then 'dead' else 'queued' end,
      run_at = case when attempts >= max_attempts then run_at
        else ${now}::timestamptz + make_interval(secs => least(retry_delay_seconds * power(2, attempts - 1), 86400)) end,
      finished_at = case when attempts >= max_attempts then ${now}::timestamptz end,
      locked_by = null, locked_until = null, last_error = ${error.slice(0, 2000)}
    where id = ${id} and state = 'running' and locked_by = ${worker}
    returning state`.execute(db);
  return rows[0]?.state;
}

/** Deletes the jobs done before a time (dead ones stay, for the operators). Answers how many. */
export async function deleteDoneJobs(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('jobs').where('state', '=', 'done').where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
