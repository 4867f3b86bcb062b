import { sql, type RawBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** A badge counts no further: the menu shows 99+ past 99. */
export const BADGE_COUNT_LIMIT = 100;

/**
 * How many of the tenant's records pass each condition, each counted up to BADGE_COUNT_LIMIT, in one statement.
 * The tenant is named as well as enforced by row-level security, so that the (tenant_id, module, …) indexes serve.
 */
export async function countRecordsUpTo(trx: ScopedTransaction, tenantId: string, conditions: readonly RawBuilder<boolean>[]): Promise<number[]> {
  if (conditions.length === 0) return [];
  const counts = conditions.map(
    (condition, index) =>
      sql`(select count(*) from (select 1 from records where tenant_id = ${tenantId} and ${condition} limit ${BADGE_COUNT_LIMIT}) as matching) as ${sql.ref(`f${index}`)}`,
  );
  const { rows } = await sql<Record<string, string | number>>`select ${sql.join(counts)}`.execute(trx);
  const row = rows[0] ?? {};
  return conditions.map((_, index) => Number(row[`f${index}`] ?? 0));
}
