import { sql, type RawBuilder } from 'kysely';
import type { Window } from '../client-counts/count-spans';
import { followUpPieces } from './follow-up-pieces';

function range(column: RawBuilder<unknown>, from: Date | null, to: Date | null): RawBuilder<boolean> {
  return sql<boolean>`${from ? sql`${column} >= ${from}` : sql`true`} and ${to ? sql`${column} < ${to}` : sql`true`}`;
}

/**
 * How many of an office's clients have their next follow-up due in a window, as an SQL expression: the counters of
 * the window's whole months, days and hours and of all time (follow_up_counts, migration 035) added to the rows of
 * its part-hours at the ends, each piece its own look-up so that an index range serves it. The office is named as
 * well as enforced by row-level security, so that the indexes on tenant_id serve.
 */
export function followUpsDueIn(tenantId: string, window: Window): RawBuilder<string> {
  const parts = followUpPieces(window).map((piece) => {
    if (piece.span === 'rows') {
      return sql`(select count(*) from clients where tenant_id = ${tenantId} and ${range(sql.ref('next_follow_up_date'), piece.from, piece.to)})`;
    }
    const within = piece.span === 'all' ? sql<boolean>`true` : range(sql.ref('starts'), piece.from, piece.to);
    return sql`(select coalesce(sum(n), 0) from follow_up_counts where tenant_id = ${tenantId} and span = ${piece.span} and ${within})`;
  });
  return parts.length > 0 ? sql<string>`(${sql.join(parts, sql` + `)})` : sql<string>`0`;
}
