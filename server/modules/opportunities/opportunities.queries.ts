import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { LeadStatus, OpportunitiesTable } from '../../db/schema';

/** A deal as the queries read it, with its client's and owner's names. */
export interface OpportunityRecord {
  id: string;
  client_id: string;
  client_name: string;
  title: string;
  value: string;
  currency: 'ILS';
  stage: LeadStatus;
  expected_close_date: string | null;
  owner_id: string | null;
  owner_name: string | null;
  position: number;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns a deal is written with; the tenant comes from the transaction's office. */
export type OpportunityColumns = Omit<Insertable<OpportunitiesTable>, 'tenant_id'>;

/** The columns of a deal that a change may set. */
export type OpportunityChanges = Omit<Updateable<OpportunitiesTable>, 'tenant_id' | 'id' | 'created_at' | 'created_by'>;

/** How the list filters, sorts and pages. */
export interface OpportunityFilter {
  stage?: LeadStatus;
  clientId?: string;
  ownerId?: string;
  search?: string;
  sortBy: 'updatedAt' | 'expectedCloseDate' | 'value';
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

const SORT_COLUMNS = { updatedAt: 'o.updated_at', expectedCloseDate: 'o.expected_close_date', value: 'o.value' } as const;

function selectOpportunities(trx: ScopedTransaction) {
  return trx
    .selectFrom('opportunities as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .leftJoin('users as u', 'u.id', 'o.owner_id')
    .select([
      'o.id', 'o.client_id', 'o.title', 'o.value', 'o.currency', 'o.stage', 'o.owner_id', 'o.position', 'o.notes', 'o.created_at', 'o.updated_at',
      sql<string>`c.first_name || ' ' || c.last_name`.as('client_name'),
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as('owner_name'),
      // A date column as its text (YYYY-MM-DD): pg would make it a Date at the server's local midnight.
      sql<string | null>`to_char(o.expected_close_date, 'YYYY-MM-DD')`.as('expected_close_date'),
    ]);
}

/** The office's deal (row-level security hides other offices'). */
export async function readOpportunity(trx: ScopedTransaction, id: string): Promise<OpportunityRecord | undefined> {
  return selectOpportunities(trx).where('o.id', '=', id).executeTakeFirst();
}

/** Whether the office has a deal by this id; with `lock`, locked until the transaction ends. */
export async function hasOpportunity(trx: ScopedTransaction, id: string, lock = false): Promise<boolean> {
  const query = trx.selectFrom('opportunities').select('id').where('id', '=', id);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** A page of the office's deals and how many match in all. */
export async function listOpportunities(trx: ScopedTransaction, filter: OpportunityFilter): Promise<{ rows: OpportunityRecord[]; total: number }> {
  let query = selectOpportunities(trx);
  if (filter.stage) query = query.where('o.stage', '=', filter.stage);
  if (filter.clientId) query = query.where('o.client_id', '=', filter.clientId);
  if (filter.ownerId) query = query.where('o.owner_id', '=', filter.ownerId);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) => eb.or([eb('o.title', 'ilike', pattern), eb(sql`c.first_name || ' ' || c.last_name`, 'ilike', pattern)]));
  }
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await query
    .orderBy(sql.ref(SORT_COLUMNS[filter.sortBy]), sql.raw(filter.sortOrder === 'asc' ? 'asc nulls last' : 'desc nulls last'))
    .orderBy('o.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The deals of the board: every open one and the closed or lost ones changed since `recentSince`, by stage and position. */
export async function boardOpportunities(trx: ScopedTransaction, recentSince: Date): Promise<OpportunityRecord[]> {
  return selectOpportunities(trx)
    .where((eb) => eb.or([eb('o.stage', 'not in', ['closed', 'lost']), eb('o.updated_at', '>=', recentSince)]))
    .orderBy('o.stage')
    .orderBy('o.position')
    .orderBy('o.updated_at', 'desc')
    .execute();
}

/** The ids of a stage's deals in their board order, locked until the transaction ends. */
export async function stageOrder(trx: ScopedTransaction, stage: LeadStatus): Promise<{ id: string; position: number }[]> {
  return trx.selectFrom('opportunities').select(['id', 'position']).where('stage', '=', stage).orderBy('position').orderBy('updated_at', 'desc').orderBy('id').forUpdate().execute();
}

/** The next position at the end of a stage. */
export async function nextPosition(trx: ScopedTransaction, stage: LeadStatus): Promise<number> {
  const row = await trx.selectFrom('opportunities').select((eb) => eb.fn.max('position').as('last')).where('stage', '=', stage).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds a deal to the transaction's office. */
export async function insertOpportunity(trx: ScopedTransaction, tenantId: string, columns: OpportunityColumns): Promise<string> {
  return (await trx.insertInto('opportunities').values({ ...columns, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes a deal's columns and its updated time. */
export async function updateOpportunity(trx: ScopedTransaction, id: string, changes: OpportunityChanges): Promise<void> {
  await trx.updateTable('opportunities').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Sets a deal's position without touching its updated time (the renumbering of the other cards of a stage). */
export async function setPosition(trx: ScopedTransaction, id: string, position: number): Promise<void> {
  await trx.updateTable('opportunities').set({ position }).where('id', '=', id).execute();
}

/** Deletes a deal. */
export async function deleteOpportunity(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('opportunities').where('id', '=', id).execute();
}

/** Whether the office has this client. */
export async function isOfficeClient(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

/** Whether a user is an active member of the transaction's office. */
export async function isActiveMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  return (await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst()) !== undefined;
}
