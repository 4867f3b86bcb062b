import { sql, type RawBuilder } from 'kysely';
import { countPieces, type Window } from './count-spans';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function range(column: RawBuilder<unknown>, from: RawBuilder<unknown> | null, to: RawBuilder<unknown> | null): RawBuilder<boolean> {
  return sql<boolean>`${from ? sql`${column} >= ${from}` : sql`true`} and ${to ? sql`${column} < ${to}` : sql`true`}`;
}

/**
 * How many of an office's clients created in a window pass the conditions, as an SQL expression: the counters of the
 * window's whole months and days and of all time (client_counts, migration 019) added to the rows of its part-days
 * at the ends, each piece its own look-up so that an index range serves it. The conditions may name only what the
 * counters keep (kind, status, priority, lead_status); the office is named as well as enforced by row-level
 * security, so that the indexes on tenant_id serve.
 */
export function clientsCreatedIn(tenantId: string, window: Window, conditions: readonly RawBuilder<boolean>[] = []): RawBuilder<string> {
  const where = (...more: RawBuilder<boolean>[]) => sql.join([sql`tenant_id = ${tenantId}`, ...more, ...conditions], sql` and `);
  const day = (at: Date | null) => (at ? sql`${isoDay(at)}::date` : null);
  const parts = countPieces(window).map((piece) => {
    if (piece.span === 'rows') return sql`(select count(*) from clients where ${where(range(sql.ref('created_at'), sql`${piece.from}`, sql`${piece.to}`))})`;
    if (piece.span === 'all') return sql`(select coalesce(sum(n), 0) from client_counts where ${where(sql<boolean>`span = 'all'`)})`;
    return sql`(select coalesce(sum(n), 0) from client_counts where ${where(sql<boolean>`span = ${piece.span}`, range(sql.ref('starts'), day(piece.from), day(piece.to)))})`;
  });
  return parts.length > 0 ? sql<string>`(${sql.join(parts, sql` + `)})` : sql<string>`0`;
}
