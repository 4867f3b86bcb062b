import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { memberNamesQuery } from '../../users/member-names';

/** The names a page of records shows beside its ids: its clients' and its assignees'. */
export interface RecordNames {
  clients: ReadonlyMap<string, string>;
  users: ReadonlyMap<string, string>;
}

type Kind = 'client' | 'user';

const unique = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

const clientName = sql<string | null>`nullif(trim(first_name || ' ' || last_name), '')`;

/**
 * The names of the clients and members a page of records names, in one query whatever the page's size (a round
 * trip fewer on every list and every move; the office's clients only: row-level security hides other offices'; a
 * member's name as `memberNamesQuery` reads it).
 */
export async function readRecordNames(trx: ScopedTransaction, rows: readonly { client_id: string | null; assigned_to: string | null }[]): Promise<RecordNames> {
  const clientIds = unique(rows.map((row) => row.client_id));
  const userIds = unique(rows.map((row) => row.assigned_to));
  const ofClients = () => trx.selectFrom('clients').select(['id', clientName.as('name'), sql<Kind>`'client'`.as('kind')]).where('id', 'in', clientIds);
  const ofUsers = () => memberNamesQuery(trx, userIds).select(sql<Kind>`'user'`.as('kind'));
  const query = clientIds.length > 0 && userIds.length > 0 ? ofClients().unionAll(ofUsers()) : clientIds.length > 0 ? ofClients() : userIds.length > 0 ? ofUsers() : undefined;
  const found = query ? await query.execute() : [];
  const named = (kind: Kind) => new Map(found.flatMap((row) => (row.kind === kind && row.name ? [[row.id, row.name] as const] : [])));
  return { clients: named('client'), users: named('user') };
}
