import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Puts a dead job in an office, as the runner leaves one whose every attempt failed; answers its id. */
export async function addDeadJob(db: Kysely<Database>, tenantSlug: string, kind = 'sla.breach', error = 'the record could not be read'): Promise<string> {
  const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', tenantSlug).executeTakeFirstOrThrow();
  const at = new Date();
  const row = await db
    .insertInto('jobs')
    .values({ tenant_id: tenant.id, kind, payload: JSON.stringify({}), state: 'dead', run_at: at, attempts: 5, max_attempts: 5, retry_delay_seconds: 30, timeout_seconds: 300, last_error: error, started_at: at, finished_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
