import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** Who a unit of work runs for: the tenant whose rows it may see, and the user whose own rows it may see. */
export interface DataContext {
  tenantId?: string | null;
  userId?: string | null;
}

/** A transaction that runs as the application role, bound to one tenant and one user. */
export type ScopedTransaction = Transaction<Database>;

/**
 * Runs work in a transaction as the application role (lishka_app), with the tenant and user set for its
 * duration only; row-level security then shows only their rows, whatever the queries forget to filter.
 */
export async function withContext<T>(db: Kysely<Database>, context: DataContext, work: (trx: ScopedTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // One round trip for the three: set_config('role', …, true) is SET LOCAL ROLE.
    await sql`select set_config('app.tenant_id', ${context.tenantId ?? ''}, true), set_config('app.user_id', ${context.userId ?? ''}, true), set_config('role', 'lishka_app', true)`.execute(trx);
    return work(trx);
  });
}
