import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { SimulationsTable } from '../../db/schema';

/** A stored simulation with its client's name. */
export interface SimulationRow {
  id: string;
  name: string;
  client_id: string | null;
  client_name: string | null;
  kind: string;
  plan_type: string | null;
  inputs: Record<string, unknown>;
  result: Record<string, unknown>;
  tags: string[];
  is_shared: boolean;
  created_by: string | null;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Who reads: their id, and whether they see every simulation of the office (an admin does). */
export interface SimulationReader {
  userId: string | null;
  seesAll: boolean;
}

export interface SimulationFilters {
  since?: Date;
  tag?: string;
  clientId?: string;
  search?: string;
}

// The office's live simulations the reader sees: their own, the shared ones, every one for an admin.
function seen(trx: ScopedTransaction, reader: SimulationReader) {
  let query = trx
    .selectFrom('simulations as s')
    .leftJoin('clients as c', (join) => join.onRef('c.id', '=', 's.client_id').onRef('c.tenant_id', '=', 's.tenant_id'))
    .leftJoin('users as u', 'u.id', 's.created_by')
    .where('s.deleted_at', 'is', null)
    .select([
      's.id', 's.name', 's.client_id', 's.kind', 's.plan_type', 's.inputs', 's.result', 's.tags', 's.is_shared', 's.created_by', 's.created_at', 's.updated_at',
      sql<string | null>`nullif(trim(c.first_name || ' ' || c.last_name), '')`.as('client_name'),
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('author_name'),
    ]);
  if (!reader.seesAll) query = query.where((eb) => eb.or([eb('s.is_shared', '=', true), eb('s.created_by', '=', reader.userId)]));
  return query;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The simulations the reader sees (at most 500), newest first. */
export async function listSimulations(trx: ScopedTransaction, reader: SimulationReader, filters: SimulationFilters): Promise<SimulationRow[]> {
  let query = seen(trx, reader);
  if (filters.since) query = query.where('s.created_at', '>=', filters.since);
  if (filters.tag) query = query.where((eb) => eb(eb.val(filters.tag!), '=', eb.fn.any('s.tags')));
  if (filters.clientId) query = query.where('s.client_id', '=', filters.clientId);
  const words = filters.search?.trim();
  if (words) query = query.where('s.name', 'ilike', `%${escapeLike(words)}%`);
  return (await query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(500).execute()) as SimulationRow[];
}

/** One simulation the reader sees, locked for a change when asked. */
export async function readSimulation(trx: ScopedTransaction, reader: SimulationReader, id: string, lock = false): Promise<SimulationRow | undefined> {
  const query = seen(trx, reader).where('s.id', '=', id);
  return (await (lock ? query.forUpdate('s') : query).executeTakeFirst()) as SimulationRow | undefined;
}

/** Whether a client or lead of the office exists. */
export async function clientExists(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

export async function insertSimulation(trx: ScopedTransaction, row: Insertable<SimulationsTable>): Promise<void> {
  await trx.insertInto('simulations').values(row).execute();
}

export async function updateSimulation(trx: ScopedTransaction, id: string, change: Updateable<SimulationsTable>): Promise<void> {
  await trx.updateTable('simulations').set({ ...change, updated_at: new Date() }).where('id', '=', id).execute();
}
