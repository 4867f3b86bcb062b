import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { databaseAtMigration } from '../../testing/migration-databases';
import { testDatabaseKinds } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('audit chain migration on $kind', (kind) => {
  it('chains the entries written before it, per office in the order they happened, so that an upgraded log verifies', async () => {
    const database = await databaseAtMigration(kind.kind, 12);
    try {
      const db = database.handle.db;
      const tenants = await db.insertInto('tenants').values([{ slug: 'old-one', name: 'Old one', office_type: 'legal' }, { slug: 'old-two', name: 'Old two', office_type: 'legal' }]).returning('id').execute();
      // Written out of time order, as a restore or clock skew might leave them.
      const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12));
      const rows = [5, 1, 3, 2, 4].flatMap((n) => tenants.map((tenant) => ({ tenant_id: tenant.id, event_type: `old.${n}`, service_name: 'old', success: n !== 3, occurred_at: day(n), after: JSON.stringify({ n }) })));
      await db.insertInto('audit_log').values(rows as never).execute();

      await database.migrateTo(13);
      for (const tenant of tenants) {
        const chained = await withContext(db, { tenantId: tenant.id }, async (trx) => ({
          order: (await sql<{ event_type: string }>`select event_type from audit_log order by seq`.execute(trx)).rows.map((row) => row.event_type),
          verified: (await sql<{ checked: string | number; reason: string | null }>`select checked, reason from audit_chain_verify()`.execute(trx)).rows[0]!,
        }));
        expect(chained.order).toEqual(['old.1', 'old.2', 'old.3', 'old.4', 'old.5']);
        expect({ checked: Number(chained.verified.checked), reason: chained.verified.reason }).toEqual({ checked: 5, reason: null });
      }
      // New entries follow on.
      const tenantId = tenants[0]!.id;
      await withContext(db, { tenantId }, (trx) => trx.insertInto('audit_log').values({ tenant_id: tenantId, event_type: 'new.1', service_name: 'new', success: true }).execute());
      const verified = await withContext(db, { tenantId }, async (trx) => (await sql<{ checked: string | number; reason: string | null }>`select checked, reason from audit_chain_verify()`.execute(trx)).rows[0]!);
      expect({ checked: Number(verified.checked), reason: verified.reason }).toEqual({ checked: 6, reason: null });
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
