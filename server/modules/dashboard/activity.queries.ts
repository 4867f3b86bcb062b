import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientActivityType } from '../../db/schema';

/** An activity entry with its client's name and kind and its performer's name. */
export interface ActivityFeedRow {
  id: string;
  client_id: string;
  type: ClientActivityType;
  description: string;
  metadata: Record<string, unknown>;
  performed_by: string | null;
  occurred_at: Date | string;
  client_first_name: string;
  client_last_name: string;
  client_kind: 'client' | 'lead';
  performer_first_name: string | null;
  performer_last_name: string | null;
}

/**
 * The newest entries of each group of activity types, at most `perGroup` of each, then the newest `total` of those:
 * one statement, each group read newest first from the (tenant_id, type, occurred_at) index and cut at its limit.
 * Performers who are no longer visible in the office (row-level security on users) come back without a name.
 */
export async function newestPerGroup(trx: ScopedTransaction, tenantId: string, groups: readonly ClientActivityType[][], perGroup: number, total: number): Promise<ActivityFeedRow[]> {
  const parts = groups
    .filter((types) => types.length > 0)
    .map((types) => sql`(select * from client_activities where tenant_id = ${tenantId} and type in (${sql.join(types)}) order by occurred_at desc, id desc limit ${perGroup})`);
  if (parts.length === 0) return [];
  const { rows } = await sql<ActivityFeedRow>`
    select r.id, r.client_id, r.type, r.description, r.metadata, r.performed_by, r.occurred_at,
      c.first_name as client_first_name, c.last_name as client_last_name, c.kind as client_kind,
      u.first_name as performer_first_name, u.last_name as performer_last_name
    from (${sql.join(parts, sql` union all `)}) r
    join clients c on c.tenant_id = r.tenant_id and c.id = r.client_id
    left join users u on u.id = r.performed_by
    order by r.occurred_at desc, r.id desc
    limit ${total}`.execute(trx);
  return rows;
}

/** A page of the office's activity of some types (every type when none are given), newest first, and how many there are in all. */
export async function activityPage(trx: ScopedTransaction, tenantId: string, types: readonly ClientActivityType[] | null, limit: number, offset: number): Promise<{ rows: ActivityFeedRow[]; total: number }> {
  let base = trx.selectFrom('client_activities as a').where('a.tenant_id', '=', tenantId);
  if (types) base = types.length > 0 ? base.where('a.type', 'in', types) : base.where(sql<boolean>`false`);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('clients as c', (join) => join.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.client_id'))
    .leftJoin('users as u', 'u.id', 'a.performed_by')
    .select([
      'a.id',
      'a.client_id',
      'a.type',
      'a.description',
      'a.metadata',
      'a.performed_by',
      'a.occurred_at',
      'c.first_name as client_first_name',
      'c.last_name as client_last_name',
      'c.kind as client_kind',
      'u.first_name as performer_first_name',
      'u.last_name as performer_last_name',
    ])
    .orderBy('a.occurred_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows as ActivityFeedRow[], total: Number(total) };
}
