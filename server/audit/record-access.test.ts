import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../context/office-context';
import { officeContextFor } from '../context/system-context';
import { withContext } from '../db/context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { recordAccess } from './record-access';

describe.each(testDatabaseKinds())('record access on $kind', (kind) => {
  let t: TestApp;
  let ctx: OfficeContext;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ctx = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'legal', { kind: 'system', name: 'test' }))!;
  });
  afterAll(async () => t?.close());

  const views = (entityId: string) =>
    withContext(t.database.db, { tenantId: ctx.tenant.id }, async (trx) => {
      const { rows } = await sql<{ entity_id: string; tx: string }>`
        select entity_id, xmin::text as tx from audit_log where event_type = 'client.viewed' and entity_id like ${`${entityId}%`} order by seq`.execute(trx);
      const [chain] = (await sql<{ reason: string | null }>`select reason from audit_chain_verify()`.execute(trx)).rows;
      return { rows, isChainIntact: chain?.reason === null };
    });

  it('keeps every read of many at once, in the order they came, chained, in at most two writes', async () => {
    const reads = Array.from({ length: 20 }, (_, index) => recordAccess(ctx, { eventType: 'client.viewed', serviceName: 'clients', entityType: 'client', entityId: `many-${String(index).padStart(2, '0')}` }));
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 20 }, () => true));
    const { rows, isChainIntact } = await views('many-');
    expect(rows.map((row) => row.entity_id)).toEqual(Array.from({ length: 20 }, (_, index) => `many-${String(index).padStart(2, '0')}`));
    expect(isChainIntact).toBe(true);
    // The first read's write started at once; the nineteen that came meanwhile went together in the next one.
    expect(new Set(rows.map((row) => row.tx)).size).toBe(2);
  });

  it('writes nothing the office excludes, and answers each read whether it was kept', async () => {
    await withContext(t.database.db, { tenantId: ctx.tenant.id }, (trx) =>
      trx.insertInto('audit_settings').values({ tenant_id: ctx.tenant.id, excluded_event_types: ['client.document.downloaded'] }).execute(),
    );
    const [viewed, downloaded] = await Promise.all([
      recordAccess(ctx, { eventType: 'client.viewed', serviceName: 'clients', entityType: 'client', entityId: 'kept-1' }),
      recordAccess(ctx, { eventType: 'client.document.downloaded', serviceName: 'clients', entityType: 'client_document', entityId: 'kept-2' }),
    ]);
    expect([viewed, downloaded]).toEqual([true, false]);
    expect((await views('kept-')).rows.map((row) => row.entity_id)).toEqual(['kept-1']);
  });

  it('writes as the application role in the office, so row-level security refuses an entry of another office', async () => {
    const other = await t.database.db.selectFrom('tenants').select('id').where('id', '!=', ctx.tenant.id).executeTakeFirstOrThrow();
    const entry = { tenant_id: other.id, user_id: null, event_type: 'client.viewed', service_name: 'clients', entity_type: 'client', entity_id: 'elsewhere-1', after: null, ip: null, user_agent: null };
    const role = await t.database.db.connection().execute(async (connection) => {
      await expect(sql`select * from app_record_accesses(${ctx.tenant.id}::uuid, ${JSON.stringify([entry])}::json)`.execute(connection)).rejects.toThrow(/row-level security/);
      return (await sql<{ role: string }>`select current_user as role`.execute(connection)).rows[0]?.role;
    });
    // Its settings last for its own statement only: the connection is back to its own role.
    expect(role).not.toBe('lishka_app');
  });
});
