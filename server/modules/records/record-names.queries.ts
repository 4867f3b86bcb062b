import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** The names a page of records shows beside its ids: its clients' and its assignees'. */
export interface RecordNames {
  clients: ReadonlyMap<string, string>;
  users: ReadonlyMap<string, string>;
}

const unique = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

/**
 * The names of the clients and members a page of records names, in two queries whatever the page's size (the
 * office's clients only: row-level security hides other offices'; a member's name from their user).
 */
export async function readRecordNames(trx: ScopedTransaction, rows: readonly { client_id: string | null; assigned_to: string | null }[]): Promise<RecordNames> {
  const clientIds = unique(rows.map((row) => row.client_id));
  const userIds = unique(rows.map((row) => row.assigned_to));
  // One after the other: a transaction is one connection.
  const clients = clientIds.length === 0 ? [] : await trx.selectFrom('clients').select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')]).where('id', 'in', clientIds).execute();
  const users = userIds.length === 0 ? [] : await trx.selectFrom('users').select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')]).where('id', 'in', userIds).execute();
  const named = (found: { id: string; name: string }[]) => new Map(found.filter((row) => row.name !== '').map((row) => [row.id, row.name]));
  return { clients: named(clients), users: named(users) };
}
