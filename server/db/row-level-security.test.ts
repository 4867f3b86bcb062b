import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { withContext } from './context';

describe.each(testDatabaseKinds())('row-level security on $kind', ({ create }) => {
  let database: TestDatabase;
  const ids = { a: '', b: '', alice: '', bob: '' };

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    // Seeding runs as the connecting (super)user, as the demo data does.
    const [a, b] = await db.insertInto('tenants').values([
      { slug: 'tenant-a', name: 'A', office_type: 'legal' },
      { slug: 'tenant-b', name: 'B', office_type: 'medical' },
    ]).returning('id').execute();
    const [alice, bob] = await db.insertInto('users').values([{ email: 'alice@a.example' }, { email: 'bob@b.example' }]).returning('id').execute();
    Object.assign(ids, { a: a!.id, b: b!.id, alice: alice!.id, bob: bob!.id });
    await db.insertInto('memberships').values([
      { tenant_id: ids.a, user_id: ids.alice, role: 'admin' },
      { tenant_id: ids.b, user_id: ids.bob, role: 'admin' },
    ]).execute();
    await db.insertInto('audit_log').values([
      { tenant_id: ids.a, event_type: 'seed', service_name: 'test', success: true },
      { tenant_id: ids.b, event_type: 'seed', service_name: 'test', success: true },
      { tenant_id: ids.b, event_type: 'seed', service_name: 'test', success: true },
    ]).execute();
  });

  afterAll(async () => database?.dispose());

  it('shows a query with no WHERE tenant_id only the current tenant’s rows', async () => {
    const { db } = database.handle;
    const inA = await withContext(db, { tenantId: ids.a }, async (trx) => ({
      memberships: await trx.selectFrom('memberships').selectAll().execute(),
      audit: await trx.selectFrom('audit_log').selectAll().execute(),
    }));
    expect(inA.memberships.map((row) => row.tenant_id)).toEqual([ids.a]);
    expect(inA.audit.map((row) => row.tenant_id)).toEqual([ids.a]);
    const inB = await withContext(db, { tenantId: ids.b }, (trx) => trx.selectFrom('audit_log').select('tenant_id').execute());
    expect(inB.map((row) => row.tenant_id)).toEqual([ids.b, ids.b]);
  });

  it('shows nothing when no tenant is set', async () => {
    const rows = await withContext(database.handle.db, {}, (trx) => trx.selectFrom('memberships').selectAll().execute());
    expect(rows).toEqual([]);
  });

  it('keeps concurrent transactions of different tenants apart', async () => {
    const { db } = database.handle;
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const tenantId = index % 2 ? ids.b : ids.a;
        return withContext(db, { tenantId }, async (trx) => ({ tenantId, seen: (await trx.selectFrom('audit_log').select('tenant_id').execute()).map((row) => row.tenant_id) }));
      }),
    );
    for (const run of runs) expect(new Set(run.seen)).toEqual(new Set([run.tenantId]));
  });

  it('refuses writing a row into another tenant', async () => {
    const attempt = withContext(database.handle.db, { tenantId: ids.a }, (trx) =>
      trx.insertInto('audit_log').values({ tenant_id: ids.b, event_type: 'forged', service_name: 'test', success: true }).execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it('lets the application add audit entries but never change or delete them', async () => {
    const { db } = database.handle;
    await withContext(db, { tenantId: ids.a }, (trx) => trx.insertInto('audit_log').values({ tenant_id: ids.a, event_type: 'kept', service_name: 'test', success: true }).execute());
    await expect(withContext(db, { tenantId: ids.a }, (trx) => trx.updateTable('audit_log').set({ event_type: 'rewritten' }).execute())).rejects.toThrow(/permission denied/);
    await expect(withContext(db, { tenantId: ids.a }, (trx) => trx.deleteFrom('audit_log').execute())).rejects.toThrow(/permission denied/);
  });

  it('shows a user only themselves and the members of the current tenant', async () => {
    const { db } = database.handle;
    const asAlice = await withContext(db, { userId: ids.alice }, (trx) => trx.selectFrom('users').select('email').execute());
    expect(asAlice.map((row) => row.email)).toEqual(['alice@a.example']);
    const inB = await withContext(db, { tenantId: ids.b }, (trx) => trx.selectFrom('users').select('email').execute());
    expect(inB.map((row) => row.email)).toEqual(['bob@b.example']);
  });

  it('serves as a role that row-level security applies to', async () => {
    const role = await withContext(database.handle.db, {}, async (trx) => (await sql<{ role: string; superuser: string }>`select current_user as role, current_setting('is_superuser') as superuser`.execute(trx)).rows[0]);
    expect(role).toEqual({ role: 'lishka_app', superuser: 'off' });
  });

  it('forces row-level security on every table whose rows each belong to a tenant', async () => {
    const { rows } = await sql<{ table_name: string; forced: boolean; enabled: boolean }>`
      select c.relname as table_name, c.relforcerowsecurity as forced, c.relrowsecurity as enabled
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id' and col.is_nullable = 'NO')
      order by 1`.execute(database.handle.db);
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['clients', 'client_notes', 'client_activities', 'documents', 'document_versions', 'client_communications', 'opportunities', 'records', 'record_sequences', 'record_events', 'tasks', 'notifications', 'sla_timers', 'appointments']));
    expect(rows.filter((row) => !row.enabled || !row.forced).map((row) => row.table_name)).toEqual([]);
  });

  // README, Security model: these tables are not forced, because FORCE binds only their owner, which reads them on purpose.
  it('keeps sign-in tables to their own user for the application role without forcing, and gives it no read of the mail outbox', async () => {
    const { db } = database.handle;
    const expires = new Date(Date.now() + 3_600_000);
    for (const [user, byte] of [[ids.alice, 1], [ids.bob, 2]] as const) {
      await db.insertInto('sessions').values({ id_hash: Buffer.alloc(32, byte), user_id: user, idle_timeout_minutes: 30, expires_at: expires }).execute();
      await db.insertInto('sign_in_challenges').values({ id_hash: Buffer.alloc(32, byte), user_id: user, purpose: 'otp', method: 'password', expires_at: expires }).execute();
      await db.insertInto('security_events').values({ user_id: user, event_type: 'seed', success: true }).execute();
    }
    await db.insertInto('mail_outbox').values({ to_address: 'alice@a.example', subject: 'code', text_body: '123456', transport: 'outbox' }).execute();
    const seen = await withContext(db, { userId: ids.alice }, async (trx) => ({
      sessions: (await trx.selectFrom('sessions').select('user_id').execute()).map((row) => row.user_id),
      challenges: (await trx.selectFrom('sign_in_challenges').select('user_id').execute()).map((row) => row.user_id),
      events: (await trx.selectFrom('security_events').select('user_id').execute()).map((row) => row.user_id),
    }));
    expect(seen).toEqual({ sessions: [ids.alice], challenges: [ids.alice], events: [ids.alice] });
    expect(await withContext(db, {}, (trx) => trx.selectFrom('sessions').select('user_id').execute())).toEqual([]);
    await expect(withContext(db, { userId: ids.alice }, (trx) => trx.selectFrom('mail_outbox').select('text_body').execute())).rejects.toThrow(/permission denied/);
    await expect(withContext(db, { userId: ids.alice }, (trx) => trx.updateTable('mail_outbox').set({ subject: 'x' }).execute())).rejects.toThrow(/permission denied/);
  });

  it("keeps each office's clients, and what hangs on them, to that office", async () => {
    const { db } = database.handle;
    const add = (tenantId: string, firstName: string) =>
      withContext(db, { tenantId }, async (trx) => {
        const client = await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: firstName, last_name: 'Cohen', email: `${firstName.toLowerCase()}@example.com` }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('client_notes').values({ tenant_id: tenantId, client_id: client.id, content: 'first meeting' }).execute();
        return client.id;
      });
    const inA = await add(ids.a, 'Dana');
    await add(ids.b, 'Noa');
    const seenByA = await withContext(db, { tenantId: ids.a }, async (trx) => ({
      clients: (await trx.selectFrom('clients').select(['id', 'first_name']).execute()).map((row) => row.first_name),
      notes: (await trx.selectFrom('client_notes').select('client_id').execute()).map((row) => row.client_id),
    }));
    expect(seenByA).toEqual({ clients: ['Dana'], notes: [inA] });
    // A note of office B pointing at office A's client is refused by the policy, whatever the foreign key says.
    await expect(withContext(db, { tenantId: ids.b }, (trx) => trx.insertInto('client_notes').values({ tenant_id: ids.a, client_id: inA, content: 'forged' }).execute())).rejects.toThrow(/row-level security/);
  });

  it("answers a client search, which runs past the policy to use its index, with the current office's clients only", async () => {
    const { db } = database.handle;
    // Both offices have a Cohen (the test above); each sees its own, and no office set sees none.
    const search = (tenantId: string | undefined) =>
      withContext(db, tenantId ? { tenantId } : {}, async (trx) => (await sql<{ id: string }>`SELECT id FROM app_client_search(${'%cohen%'})`.execute(trx)).rows.map((row) => row.id));
    const inA = await withContext(db, { tenantId: ids.a }, (trx) => trx.selectFrom('clients').select('id').execute());
    const inB = await withContext(db, { tenantId: ids.b }, (trx) => trx.selectFrom('clients').select('id').execute());
    expect(await search(ids.a)).toEqual(inA.map((row) => row.id));
    expect(await search(ids.b)).toEqual(inB.map((row) => row.id));
    expect(await search(undefined)).toEqual([]);
  });
});
