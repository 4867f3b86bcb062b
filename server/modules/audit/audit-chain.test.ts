import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditApi, chainOf, tenantIdOf, writeEntries } from './audit.test-support';

const GENESIS = '0'.repeat(64);

describe.each(testDatabaseKinds())('audit hash chain on $kind', (kind) => {
  let t: TestApp;
  let verify: (slug: string) => Promise<{ valid: boolean; checked: number; firstBroken: { id: string; seq: number; reason: string } | null }>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admins = new Map<string, ReturnType<typeof auditApi>>();
    verify = async (slug) => {
      if (!admins.has(slug)) admins.set(slug, auditApi(await t.signIn(`admin@${slug}.example.com`)));
      const response = await admins.get(slug)!.get('/verify');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
  });
  afterAll(async () => t?.close());

  const expectLinked = (chain: Awaited<ReturnType<typeof chainOf>>) => {
    expect(chain.map((entry) => entry.seq)).toEqual(chain.map((_, index) => index + 1));
    chain.forEach((entry, index) => expect(entry.prev_hash).toBe(index === 0 ? GENESIS : chain[index - 1]!.hash));
    expect(chain.every((entry) => /^[0-9a-f]{64}$/.test(entry.hash))).toBe(true);
  };

  it('chains entries written concurrently in one office into one unbroken chain, each office its own', async () => {
    await Promise.all(Array.from({ length: 24 }, (_, index) => writeEntries(t, index % 3 === 0 ? 'vet' : 'accounting', [{ eventType: 'test.concurrent', after: { index } }])));
    // Several entries in one statement are chained too.
    const tenantId = await tenantIdOf(t, 'accounting');
    await withContext(t.database.db, { tenantId }, (trx) =>
      trx.insertInto('audit_log').values([1, 2, 3].map((n) => ({ tenant_id: tenantId, event_type: 'test.batch', service_name: 'test', success: true, after: JSON.stringify({ n }) }))).execute(),
    );
    const accounting = await chainOf(t, 'accounting');
    const vet = await chainOf(t, 'vet');
    expect(accounting).toHaveLength(16 + 3);
    expect(vet).toHaveLength(8);
    expectLinked(accounting);
    expectLinked(vet);
    expect(await verify('accounting')).toEqual({ valid: true, checked: 19, firstBroken: null });
    expect(await verify('vet')).toMatchObject({ valid: true, checked: 8 });
  });

  it('ignores what an insert says of its place in the chain', async () => {
    const tenantId = await tenantIdOf(t, 'vet');
    await sql`insert into audit_log (tenant_id, event_type, service_name, success, seq, prev_hash, hash) values (${tenantId}, 'test.forged', 'test', true, 1, 'x', 'y')`.execute(t.database.db);
    const chain = await chainOf(t, 'vet');
    expectLinked(chain);
    expect(chain.at(-1)!.hash).not.toBe('y');
  });

  it('reports an entry altered in the database, past the application, as the first broken link', async () => {
    const [, target] = await writeEntries(t, 'realestate', [{ eventType: 'test.a', after: { amount: 100 } }, { eventType: 'test.b', after: { amount: 200 } }, { eventType: 'test.c' }]);
    const before = await verify('realestate');
    expect(before.valid).toBe(true);
    // A tamperer with database access (the owner, past row-level security) changes what an entry says.
    await sql`update audit_log set after = '{"amount": 1}'::jsonb where id = ${target}`.execute(t.database.db);
    const chain = await chainOf(t, 'realestate');
    const altered = chain.find((entry) => entry.id === target)!;
    expect(await verify('realestate')).toEqual({ valid: false, checked: before.checked, firstBroken: { id: target, seq: altered.seq, occurredAt: expect.any(String), reason: 'hash-mismatch' } });

    // Recomputing the altered entry's hash moves the break to the entry after it, whose link no longer matches.
    await sql`update audit_log a set hash = audit_entry_hash(a) where id = ${target}`.execute(t.database.db);
    const next = chain.find((entry) => entry.seq === altered.seq + 1)!;
    expect((await verify('realestate')).firstBroken).toMatchObject({ id: next.id, seq: next.seq, reason: 'prev-hash-mismatch' });
  });

  it('reports an entry removed from the middle of the chain', async () => {
    await writeEntries(t, 'medical', [{ eventType: 'test.1' }, { eventType: 'test.2' }, { eventType: 'test.3' }, { eventType: 'test.4' }]);
    const chain = await chainOf(t, 'medical');
    expect((await verify('medical')).valid).toBe(true);
    const removed = chain[chain.length - 3]!;
    const after = chain[chain.length - 2]!;
    await sql`delete from audit_log where id = ${removed.id}`.execute(t.database.db);
    expect(await verify('medical')).toMatchObject({ valid: false, checked: chain.length - 1, firstBroken: { id: after.id, seq: after.seq, reason: 'seq-gap' } });
  });

  it('lets the application role neither change nor delete an entry', async () => {
    const tenantId = await tenantIdOf(t, 'legal');
    const [id] = await writeEntries(t, 'legal', [{ eventType: 'test.kept' }]);
    await expect(withContext(t.database.db, { tenantId }, (trx) => trx.updateTable('audit_log').set({ success: false }).where('id', '=', id!).execute())).rejects.toThrow(/permission denied/);
    await expect(withContext(t.database.db, { tenantId }, (trx) => trx.deleteFrom('audit_log').where('id', '=', id!).execute())).rejects.toThrow(/permission denied/);
    await expect(withContext(t.database.db, { tenantId }, (trx) => sql`truncate audit_log`.execute(trx))).rejects.toThrow(/permission denied/);
    await expect(withContext(t.database.db, { tenantId }, (trx) => trx.insertInto('audit_chain_anchors').values({ tenant_id: tenantId, seq: 1, hash: 'x' }).execute())).rejects.toThrow(/permission denied/);
    const kept = await t.database.db.selectFrom('audit_log').select('success').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(kept.success).toBe(true);
    expect((await verify('legal')).valid).toBe(true);
  });

  it('starts a pruned chain at its anchor, as the operator’s pruning job leaves it', async () => {
    await writeEntries(t, 'legal', [{ eventType: 'test.old-1' }, { eventType: 'test.old-2' }, { eventType: 'test.recent' }]);
    const chain = await chainOf(t, 'legal');
    const cut = chain[1]!;
    const tenantId = await tenantIdOf(t, 'legal');
    await sql`delete from audit_log where tenant_id = ${tenantId} and seq <= ${cut.seq}`.execute(t.database.db);
    expect((await verify('legal')).firstBroken).toMatchObject({ id: chain[2]!.id, reason: 'seq-gap' });
    await sql`insert into audit_chain_anchors (tenant_id, seq, hash) values (${tenantId}, ${cut.seq}, ${cut.hash})`.execute(t.database.db);
    expect(await verify('legal')).toMatchObject({ valid: true, checked: chain.length - 2 });
    // The next entry follows the chain as it stands.
    await writeEntries(t, 'legal', [{ eventType: 'test.after-prune' }]);
    expect(await verify('legal')).toMatchObject({ valid: true, checked: chain.length - 1 });
  });
});
