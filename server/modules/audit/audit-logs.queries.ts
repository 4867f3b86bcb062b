import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { containsPattern, type AuditCriteria, type AuditOrderColumn } from './audit-criteria';
import type { AuditLogRow } from './audit-log-view';

const entriesWithUsers = (trx: ScopedTransaction) => trx.selectFrom('audit_log').leftJoin('users as u', 'u.id', 'audit_log.user_id');

type LogQuery = ReturnType<typeof entriesWithUsers>;

const ORDER_COLUMNS = { occurredAt: 'audit_log.occurred_at', eventType: 'audit_log.event_type', serviceName: 'audit_log.service_name', userId: 'audit_log.user_id', entityType: 'audit_log.entity_type' } as const;

/**
 * The office's entries that pass the criteria (row-level security keeps to the office). The user's name comes
 * from users, which shows only the office's members: an entry by someone who left keeps its user id, without a name.
 */
export function filteredLogs(trx: ScopedTransaction, criteria: AuditCriteria): LogQuery {
  let query = entriesWithUsers(trx);
  if (criteria.userId) query = query.where('audit_log.user_id', '=', criteria.userId);
  if (criteria.eventType) query = query.where('audit_log.event_type', '=', criteria.eventType);
  if (criteria.serviceName) query = query.where('audit_log.service_name', '=', criteria.serviceName);
  if (criteria.entityType) query = query.where('audit_log.entity_type', '=', criteria.entityType);
  if (criteria.entityId) query = query.where('audit_log.entity_id', '=', criteria.entityId);
  if (criteria.from) query = query.where('audit_log.occurred_at', '>=', criteria.from);
  if (criteria.before) query = query.where('audit_log.occurred_at', '<', criteria.before);
  if (criteria.successOnly) query = query.where('audit_log.success', '=', true);
  if (criteria.searchText) {
    const pattern = containsPattern(criteria.searchText);
    query = query.where(
      sql<boolean>`(audit_log.event_type ilike ${pattern} or audit_log.service_name ilike ${pattern} or audit_log.entity_type ilike ${pattern}
        or audit_log.entity_id ilike ${pattern} or audit_log.before::text ilike ${pattern} or audit_log.after::text ilike ${pattern})`,
    );
  }
  return query;
}

/** How many entries pass the criteria. */
export async function countLogs(query: LogQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A window of the entries, in the order asked, ties broken by their place in the chain. */
export async function logRows(query: LogQuery, order: { orderBy: AuditOrderColumn; orderDescending: boolean }, window: { offset: number; limit: number }): Promise<AuditLogRow[]> {
  const direction = order.orderDescending ? 'desc' : 'asc';
  return query
    .select([
      'audit_log.id',
      'audit_log.seq',
      'audit_log.occurred_at',
      'audit_log.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'audit_log.event_type',
      'audit_log.service_name',
      'audit_log.entity_type',
      'audit_log.entity_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.success',
      'audit_log.ip',
      'audit_log.user_agent',
    ])
    .orderBy(ORDER_COLUMNS[order.orderBy], (builder) => (order.orderDescending ? builder.desc().nullsLast() : builder.asc().nullsFirst()))
    .orderBy('audit_log.seq', direction)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
