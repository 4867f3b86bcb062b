import type { ScopedTransaction } from '../../db/context';

/** How many entries the office's log holds, and the times of the oldest and newest. */
export async function logExtent(trx: ScopedTransaction): Promise<{ totalEntries: number; oldestEntryAt: string | null; newestEntryAt: string | null }> {
  const row = await trx
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), eb.fn.min('occurred_at').as('oldest'), eb.fn.max('occurred_at').as('newest')])
    .executeTakeFirstOrThrow();
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return { totalEntries: Number(row.total), oldestEntryAt: iso(row.oldest), newestEntryAt: iso(row.newest) };
}

/** The event types the office's log holds, in order. */
export async function recordedEventTypes(trx: ScopedTransaction): Promise<string[]> {
  const rows = await trx.selectFrom('audit_log').select('event_type').distinct().orderBy('event_type').execute();
  return rows.map((row) => row.event_type);
}
