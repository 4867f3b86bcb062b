import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** A dead job as the office's admins see it. */
export interface DeadJobRow {
  id: string;
  kind: string;
  tenant_id: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS = ['id', 'kind', 'tenant_id', 'attempts', 'max_attempts', 'last_error', 'run_at', 'created_at', 'started_at', 'finished_at'] as const;

/** A page of the office's dead jobs (row-level security keeps to the office), the latest to die first, and how many in all. */
export async function listDeadJobs(trx: ScopedTransaction, limit: number, offset: number): Promise<{ rows: DeadJobRow[]; total: number }> {
  const rows = await trx.selectFrom('jobs').select(COLUMNS).where('state', '=', 'dead').orderBy('finished_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  const { n } = await trx.selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).where('state', '=', 'dead').executeTakeFirstOrThrow();
  return { rows: rows as DeadJobRow[], total: Number(n) };
}

/** Queues a dead job of the office again, due at `now`, with its attempts counted afresh; answers what it was, or undefined when no such dead job. */
export async function requeueDeadJob(trx: ScopedTransaction, id: string, now: Date): Promise<DeadJobRow | undefined> {
  const before = await trx.selectFrom('jobs').select(COLUMNS).where('id', '=', id).where('state', '=', 'dead').forUpdate().executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable('jobs').set({ state: 'queued', attempts: 0, run_at: now, finished_at: null }).where('id', '=', id).execute();
  return before as DeadJobRow;
}

/** Deletes a dead job of the office; answers what it was, or undefined when no such dead job. */
export async function deleteDeadJob(trx: ScopedTransaction, id: string): Promise<DeadJobRow | undefined> {
  const { rows } = await sql<DeadJobRow>`delete from jobs where id = ${id} and state = 'dead' returning ${sql.join(COLUMNS.map((column) => sql.ref(column)))}`.execute(trx);
  return rows[0];
}
