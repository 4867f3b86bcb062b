import { sql } from 'kysely';
import type { ScopedTransaction } from '../db/context';

/** A user's first and last name, trimmed; null when they gave neither. */
const memberName = sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`;

/**
 * The query of the given users' names (`id`, `name`): the office's members only, as row-level security shows no
 * other user but the caller. A query, not its rows, so that a caller may read other names in the same round trip.
 */
export function memberNamesQuery(trx: ScopedTransaction, userIds: readonly string[]) {
  return trx.selectFrom('users').select(['users.id', memberName.as('name')]).where('users.id', 'in', userIds);
}

/** Members' names by id (those of the office; one who gave no name is left out). */
export async function readMemberNames(trx: ScopedTransaction, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await memberNamesQuery(trx, ids).execute();
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}
