import type { ScopedTransaction } from '../../db/context';

/** A page of rows and how many there are in all. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** The user's own entries in the audit log of the transaction's office, newest first. */
export async function ownAuditEntries(trx: ScopedTransaction, userId: string, limit: number, offset: number) {
  const base = trx.selectFrom('audit_log').where('user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'occurred_at', 'event_type', 'service_name', 'entity_type', 'entity_id', 'success', 'ip', 'user_agent'])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

/** The user's security events (row-level security shows only their own), newest first. */
export async function ownSecurityEvents(trx: ScopedTransaction, userId: string, limit: number, offset: number) {
  const base = trx.selectFrom('security_events').where('user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'created_at', 'event_type', 'success', 'ip', 'user_agent', 'details'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}
