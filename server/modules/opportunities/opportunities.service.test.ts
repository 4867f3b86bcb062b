import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { moveDeal } from './opportunity-board.service';
import { refuseOpportunityCall } from './opportunity-access';
import { createOpportunity, readOneOpportunity } from './opportunities.service';
import { auditOf, dealActivitiesOf, userIdOf } from './opportunities.test-support';

// Issue 18: the deals services run with an office context and no HTTP at all, as a workflow effect or an SLA timer will.
describe.each(testDatabaseKinds())('the opportunities services without a request on $kind', (kind) => {
  let t: TestApp;
  let system: OfficeContext;

  const contextIn = async (slug: string) => (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, slug, { kind: 'system', name: 'sla-timer' }))!;
  const clientIn = (ctx: OfficeContext, firstName: string) =>
    withContext(t.database.db, { tenantId: ctx.tenant.id }, async (trx) => (await trx.insertInto('clients').values({ tenant_id: ctx.tenant.id, first_name: firstName, last_name: 'Buyer' }).returning('id').executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    system = await contextIn('legal');
  });
  afterAll(async () => t?.close());

  it('creates and moves a deal as the system: audited as the system’s work, on the client’s activity with no performer', async () => {
    const clientId = await clientIn(system, 'Dana');
    const created = await createOpportunity(system, { clientId, title: 'Renewal', value: 1200.5 });
    expect(created).toMatchObject({ clientId, title: 'Renewal', value: 1200.5, stage: 'new' });
    const moved = await moveDeal(system, created.id, { stage: 'proposal', position: 0 });
    expect(moved).toMatchObject({ id: created.id, stage: 'proposal', position: 0 });

    expect((await auditOf(t, created.id)).map((entry) => [entry.event_type, entry.user_id])).toEqual([
      ['opportunity.create', null],
      ['opportunity.move', null],
    ]);
    const origins = await t.database.db.selectFrom('audit_log').select(['tenant_id', 'ip', 'user_agent']).where('entity_id', '=', created.id).execute();
    expect(origins).toEqual([0, 1].map(() => ({ tenant_id: system.tenant.id, ip: null, user_agent: 'lishka:sla-timer' })));
    expect((await dealActivitiesOf(t, clientId)).map((entry) => (entry.metadata as { event: string }).event)).toEqual(['opportunity.create', 'opportunity.move']);
    const performers = await t.database.db.selectFrom('client_activities').select('performed_by').where('client_id', '=', clientId).execute();
    expect(performers).toEqual([{ performed_by: null }, { performed_by: null }]);
  });

  it('acts for the member a context names, and keeps another office’s deal out of reach', async () => {
    const adminId = await userIdOf(t, 'admin@legal.example.com');
    const member: OfficeContext = { ...system, actor: { kind: 'member', userId: adminId, role: 'admin', professionalRole: null } };
    const deal = await createOpportunity(member, { clientId: await clientIn(member, 'Omer'), title: 'Annual retainer', value: 800 });
    expect((await auditOf(t, deal.id))[0]).toMatchObject({ event_type: 'opportunity.create', user_id: adminId });

    const medical = await contextIn('medical');
    await expect(readOneOpportunity(medical, deal.id)).rejects.toMatchObject({ status: 404 });
    await expect(refuseOpportunityCall(medical, { dealId: deal.id, isChange: false })).rejects.toMatchObject({ status: 404 });
    await expect(refuseOpportunityCall(member, { dealId: deal.id, isChange: true })).resolves.toBeUndefined();
  });

  it('lets a viewer read but not change, and the system change', async () => {
    const viewer: OfficeContext = { ...system, actor: { kind: 'member', userId: '00000000-0000-4000-8000-000000000000', role: 'viewer', professionalRole: null } };
    await expect(refuseOpportunityCall(viewer, { isChange: false })).resolves.toBeUndefined();
    await expect(refuseOpportunityCall(viewer, { isChange: true })).rejects.toMatchObject({ status: 403, code: 'OPPORTUNITY_READ_ONLY' });
    await expect(refuseOpportunityCall(system, { isChange: true })).resolves.toBeUndefined();
  });
});
