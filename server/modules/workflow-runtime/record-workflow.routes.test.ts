import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createRecord } from '../records/records.service';
import { actingAs, clientWithEmail } from './workflow-runtime.test-support';

const HEBREW = /[\u0590-\u05FF]/;

// The calls of the workflow runtime through the real app: their schemas, the office's words, and a viewer's refusal.
describe.each(testDatabaseKinds())('the record workflow calls on $kind', (kind) => {
  let t: TestApp;
  let matterId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const attorney = await actingAs(t, 'legal', 'pro@legal.example.com', 'user', 'attorney');
    const clientId = await clientWithEmail(t, attorney, 'Dana', 'dana.routes@example.com');
    matterId = (await createRecord(attorney, 'matters', { data: { title: 'Cohen v. Levi', practiceArea: 'litigation', feeArrangement: 'hourly' }, clientId })).id;
  });
  afterAll(async () => t?.close());

  it('shows where a matter stands, moves it, answers its history, and words a refusal in the office’s language', async () => {
    const pro = await t.signIn('pro@legal.example.com');
    const base = `/api/records/matters/${matterId}`;
    const view = await pro.request({ method: 'GET', url: `${base}/workflow` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ workflowId: 'legal-matter', stage: 'intake', pending: null, canDecide: false, moves: [{ to: 'active', mode: 'move', requiresApproval: true }], sla: { breached: false } });

    const refused = await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'trial', version: 1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('no move') } });

    const moved = await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'active', version: 1 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ success: true, outcome: 'moved', message: 'The matter moved to «Active»', data: { id: matterId, stage: 'active', version: 2 } });

    const nothing = await pro.request({ method: 'POST', url: `${base}/approval`, csrf: true, payload: { decision: 'approve', version: 2 } });
    expect(nothing.statusCode).toBe(409);
    const history = await pro.request({ method: 'GET', url: `${base}/history` });
    expect(history.json().data.filter((entry: { kind: string }) => entry.kind !== 'action').map((entry: { kind: string; to: string }) => [entry.kind, entry.to])).toEqual([
      ['created', 'intake'],
      ['moved', 'active'],
    ]);
    expect((await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'discovery' } })).statusCode).toBe(400);
  });

  it('refuses a viewer’s move before anything is read', async () => {
    const db = t.database.db;
    const user = await db.insertInto('users').values({ email: 'viewer@legal.example.com', password_hash: null, first_name: 'Vera', last_name: 'Viewer', email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role: 'viewer' }).execute();
    const viewer = await t.signIn('viewer@legal.example.com');
    const refused = await viewer.request({ method: 'POST', url: `/api/records/matters/${matterId}/transition`, csrf: true, payload: { to: 'discovery', version: 2 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'RECORDS_READ_ONLY', messages: { he: expect.stringMatching(HEBREW) } });
  });
});
