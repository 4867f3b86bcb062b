import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../db/context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { followUpsDueIn } from './follow-up-counts.queries';

const [HOUR, DAY] = [3_600_000, 86_400_000];

describe.each(testDatabaseKinds())('follow-up counters on $kind', (kind) => {
  let t: TestApp;
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  // The counters that are not zero, and the same figures counted from the rows (as the owner, past row-level security),
  // in a session whose time zone is not UTC: the counters' hours, days and months are UTC's whatever the session's.
  const compare = async () => {
    const counted = await sql<{ key: string; n: string }>`
      select concat_ws('|', span, to_char(starts at time zone 'UTC', 'YYYY-MM-DD HH24')) as key, n::text as n
      from follow_up_counts where tenant_id = ${tenantId} and n <> 0 order by 1`.execute(t.database.db);
    const fromRows = await sql<{ key: string; n: string }>`
      select concat_ws('|', span, to_char(starts at time zone 'UTC', 'YYYY-MM-DD HH24')) as key, count(*)::text as n from (
        select 'hour' as span, date_trunc('hour', next_follow_up_date at time zone 'UTC') at time zone 'UTC' as starts from clients where tenant_id = ${tenantId} and next_follow_up_date is not null
        union all select 'day', date_trunc('day', next_follow_up_date at time zone 'UTC') at time zone 'UTC' from clients where tenant_id = ${tenantId} and next_follow_up_date is not null
        union all select 'month', date_trunc('month', next_follow_up_date at time zone 'UTC') at time zone 'UTC' from clients where tenant_id = ${tenantId} and next_follow_up_date is not null
        union all select 'all', '-infinity'::timestamptz from clients where tenant_id = ${tenantId} and next_follow_up_date is not null
      ) r group by 1 order by 1`.execute(t.database.db);
    return { counted: counted.rows, fromRows: fromRows.rows };
  };

  it('follow every follow-up set, moved, completed, set again and removed, in one transaction or several', async () => {
    const now = Date.now();
    const ids = await withContext(t.database.db, { tenantId }, async (trx) => {
      await sql`set local time zone 'Asia/Kolkata'`.execute(trx);
      const rows = Array.from({ length: 12 }, (_, index) => ({
        tenant_id: tenantId,
        first_name: 'Followed',
        last_name: `Client${index}`,
        kind: index % 4 === 0 ? ('lead' as const) : ('client' as const),
        lead_status: index % 4 === 0 ? ('new' as const) : null,
        // Spread over hours, days and months, before and after now; every third has none.
        next_follow_up_date: index % 3 === 2 ? null : new Date(now + (index - 5) * 13 * DAY + index * 37 * 60_000),
      }));
      return (await trx.insertInto('clients').values(rows).returning('id').execute()).map((row) => row.id);
    });
    await withContext(t.database.db, { tenantId }, async (trx) => {
      // Moved by an hour, and by a month.
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now + HOUR / 2) }).where('id', '=', ids[0]!).execute();
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now + 31 * DAY) }).where('id', '=', ids[1]!).execute();
      // Completed (cleared, as completing a follow-up does), and set where there was none.
      await trx.updateTable('clients').set({ next_follow_up_date: null, last_contact_date: new Date(now) }).where('id', '=', ids[3]!).execute();
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now - 2 * DAY) }).where('id', '=', ids[2]!).execute();
      // Changed twice in one transaction: counted once, where it ends.
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now + 3 * DAY) }).where('id', '=', ids[4]!).execute();
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now + 4 * DAY + 90 * 60_000) }).where('id', '=', ids[4]!).execute();
      // Changes that move no follow-up: a client made inactive (archived), renamed, made a lead.
      await trx.updateTable('clients').set({ status: 'inactive' }).where('id', '=', ids[6]!).execute();
      await trx.updateTable('clients').set({ first_name: 'Renamed', kind: 'lead', lead_status: 'contacted' }).where('id', '=', ids[7]!).execute();
      // A client created and removed in the same transaction.
      const passing = await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Passing', last_name: 'Through', next_follow_up_date: new Date(now) }).returning('id').executeTakeFirstOrThrow();
      await trx.deleteFrom('clients').where('id', '=', passing.id).execute();
    });
    await withContext(t.database.db, { tenantId }, async (trx) => {
      // Completed, then set again (reopened).
      await trx.updateTable('clients').set({ next_follow_up_date: null }).where('id', '=', ids[9]!).execute();
      await trx.updateTable('clients').set({ next_follow_up_date: new Date(now + 7 * DAY) }).where('id', '=', ids[9]!).execute();
    });
    await withContext(t.database.db, { tenantId }, (trx) => trx.deleteFrom('clients').where('id', 'in', [ids[1]!, ids[10]!, ids[11]!]).execute());
    const { counted, fromRows } = await compare();
    expect(counted).toEqual(fromRows);
    expect(fromRows.find((row) => row.key.startsWith('hour|'))).toBeDefined();
  });

  it('keep nothing of a follow-up whose change is rolled back', async () => {
    const before = await compare();
    await expect(
      withContext(t.database.db, { tenantId }, async (trx) => {
        await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Never', last_name: 'Kept', next_follow_up_date: new Date() }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await compare()).toEqual(before);
  });

  it('count a window as the rows do, from counters and part-hours', async () => {
    const windows = [
      { from: null, to: null },
      { from: new Date(Date.now() - 40 * DAY), to: new Date(Date.now() + 40 * DAY) },
      // Midnight in Kolkata (a part-hour at each end), and a window inside one hour.
      { from: new Date('2026-01-01T18:30:00Z'), to: new Date(Date.now() + 3 * DAY + 30 * 60_000) },
      { from: new Date(Date.now() - 10 * 60_000), to: new Date(Date.now() + 10 * 60_000) },
    ];
    await withContext(t.database.db, { tenantId }, async (trx) => {
      for (const window of windows) {
        const fromCounters = await sql<{ n: string }>`select ${followUpsDueIn(tenantId, window)}::text as n`.execute(trx);
        const fromRows = await sql<{ n: string }>`
          select count(*)::text as n from clients where next_follow_up_date is not null
            and ${window.from ? sql`next_follow_up_date >= ${window.from}` : sql`true`} and ${window.to ? sql`next_follow_up_date < ${window.to}` : sql`true`}`.execute(trx);
        expect(fromCounters.rows[0]!.n).toBe(fromRows.rows[0]!.n);
      }
    });
  });

  it('are read by the office alone, and written by no one but their trigger', async () => {
    const seen = (office: string | undefined) =>
      withContext(t.database.db, office ? { tenantId: office } : {}, async (trx) => (await trx.selectFrom('follow_up_counts').select('tenant_id').distinct().execute()).map((row) => row.tenant_id));
    expect(await seen(tenantId)).toEqual([tenantId]);
    expect(await seen(undefined)).toEqual([]);
    await expect(withContext(t.database.db, { tenantId }, (trx) => trx.updateTable('follow_up_counts').set({ n: 0 }).execute())).rejects.toThrow(/permission denied/);
  });
});
