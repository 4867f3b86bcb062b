import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../db/context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('client counters on $kind', (kind) => {
  let t: TestApp;
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  // The counters that are not zero, and the same figures counted from the rows (as the owner, past row-level security).
  const compare = async () => {
    const counted = await sql<{ key: string; n: string }>`
      select concat_ws('|', span, starts, kind, status, priority, lead_status) as key, n::text as n
      from client_counts where tenant_id = ${tenantId} and n <> 0 order by 1`.execute(t.database.db);
    const fromRows = await sql<{ key: string; n: string }>`
      select concat_ws('|', span, starts, kind, status, priority, lead_status) as key, count(*)::text as n from (
        select 'day' as span, (created_at at time zone 'UTC')::date as starts, kind, status, priority, lead_status from clients where tenant_id = ${tenantId}
        union all select 'month', date_trunc('month', created_at at time zone 'UTC')::date, kind, status, priority, lead_status from clients where tenant_id = ${tenantId}
        union all select 'all', '-infinity'::date, kind, status, priority, lead_status from clients where tenant_id = ${tenantId}
      ) r group by 1 order by 1`.execute(t.database.db);
    return { counted: counted.rows, fromRows: fromRows.rows };
  };

  it('follow every insert, change and removal of a client, in one transaction or several', async () => {
    const now = Date.now();
    const ids = await withContext(t.database.db, { tenantId }, async (trx) => {
      const rows = Array.from({ length: 12 }, (_, index) => ({
        tenant_id: tenantId,
        first_name: 'Counted',
        last_name: `Client${index}`,
        status: (['active', 'inactive', 'pending'] as const)[index % 3],
        priority: (['low', 'medium', 'high'] as const)[index % 3],
        kind: index % 4 === 0 ? ('lead' as const) : ('client' as const),
        lead_status: index % 4 === 0 ? ('new' as const) : null,
        created_at: new Date(now - index * 17 * DAY),
      }));
      return (await trx.insertInto('clients').values(rows).returning('id').execute()).map((row) => row.id);
    });
    await withContext(t.database.db, { tenantId }, async (trx) => {
      await trx.updateTable('clients').set({ status: 'inactive', priority: 'high' }).where('id', '=', ids[1]!).execute();
      // Changed twice in one transaction: counted once, where it ends.
      await trx.updateTable('clients').set({ kind: 'lead', lead_status: 'contacted' }).where('id', '=', ids[2]!).execute();
      await trx.updateTable('clients').set({ lead_status: 'qualified' }).where('id', '=', ids[2]!).execute();
      await trx.updateTable('clients').set({ created_at: new Date(now - 400 * DAY) }).where('id', '=', ids[3]!).execute();
      // A change that moves nothing, and one to a client created and removed in the same transaction.
      await trx.updateTable('clients').set({ first_name: 'Renamed' }).where('id', '=', ids[5]!).execute();
      const passing = await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Passing', last_name: 'Through' }).returning('id').executeTakeFirstOrThrow();
      await trx.deleteFrom('clients').where('id', '=', passing.id).execute();
    });
    await withContext(t.database.db, { tenantId }, (trx) => trx.deleteFrom('clients').where('id', 'in', [ids[4]!, ids[7]!]).execute());
    const { counted, fromRows } = await compare();
    expect(counted).toEqual(fromRows);
    expect(fromRows.find((row) => row.key.startsWith('all|'))).toBeDefined();
  });

  it('keep nothing of a client whose change is rolled back', async () => {
    const before = await compare();
    await expect(
      withContext(t.database.db, { tenantId }, async (trx) => {
        await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Never', last_name: 'Kept' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await compare()).toEqual(before);
  });

  it('are read by the office alone, and written by no one but their trigger', async () => {
    const seen = (office: string | undefined) =>
      withContext(t.database.db, office ? { tenantId: office } : {}, async (trx) => (await trx.selectFrom('client_counts').select('tenant_id').distinct().execute()).map((row) => row.tenant_id));
    expect(await seen(tenantId)).toEqual([tenantId]);
    expect(await seen(undefined)).toEqual([]);
    await expect(withContext(t.database.db, { tenantId }, (trx) => trx.updateTable('client_counts').set({ n: 0 }).execute())).rejects.toThrow(/permission denied/);
  });
});
