import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createRecord } from '../records/records.service';
import { clientsApi } from '../clients/clients.test-support';
import { documentParts, smallPdf, uploadDocument } from '../documents/documents.test-support';
import { clientIn, signInMemberAs } from '../records/records.test-support';
import { transitionRecord } from '../workflow-runtime/record-transition.service';
import { actingAs } from '../workflow-runtime/workflow-runtime.test-support';

const matter = (title: string) => ({ title, practiceArea: 'litigation', feeArrangement: 'hourly' });

// Issue 20, /workflows: the office's workflow records across its modules, by state, with their SLA.
describe.each(testDatabaseKinds())('the workflows overview on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lists the records still moving, past their SLA and finished, with their module, stage and page', async () => {
    const ctx = await actingAs(t, 'legal', 'admin@legal.example.com', 'admin', 'attorney');
    const clientId = await clientIn(t, ctx, 'Overview');
    const late = await createRecord(ctx, 'matters', { data: matter('Late intake'), clientId });
    const fresh = await createRecord(ctx, 'matters', { data: matter('Fresh intake'), clientId });
    let done = await createRecord(ctx, 'matters', { data: matter('Closed matter'), clientId });
    for (const to of ['active', 'closed']) done = (await transitionRecord(ctx, 'matters', done.id, { to, version: done.version })).record;
    // The late one entered intake three days ago: past intake's 48 hours.
    await withContext(t.database.db, { tenantId: ctx.tenant.id }, (trx) => trx.updateTable('records').set({ stage_entered_at: new Date(Date.now() - 72 * 3_600_000) }).where('id', '=', late.id).execute());

    const admin = await t.signIn('admin@legal.example.com');
    const read = async (query: string) => (await admin.request({ method: 'GET', url: `/api/workflows/records${query}` })).json();
    const active = await read('?limit=100');
    const ids = (page: { data: { id: string }[] }) => page.data.map((record) => record.id);
    expect(ids(active)).toEqual(expect.arrayContaining([late.id, fresh.id]));
    expect(ids(active)).not.toContain(done.id);
    const lateRow = active.data.find((record: { id: string }) => record.id === late.id);
    expect(lateRow).toMatchObject({ moduleName: { en: expect.any(String) }, path: `/matters/${late.id}`, stage: 'intake', stageName: { en: expect.any(String) }, slaState: 'breached', clientName: 'Overview Cohen' });
    expect(active.data.find((record: { id: string }) => record.id === fresh.id)).toMatchObject({ slaState: 'on-track' });

    expect(ids(await read('?state=overdue&limit=100'))).toEqual([late.id]);
    const finished = await read('?state=finished&limit=100');
    expect(ids(finished)).toEqual([done.id]);
    expect(finished.data[0]).toMatchObject({ stage: 'closed', slaState: 'finished' });
    expect(finished.counts).toMatchObject({ overdue: 1, finished: 1 });
    expect(finished.counts.active).toBeGreaterThanOrEqual(2);

    const first = await read('?limit=1');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await read(`?limit=1&cursor=${first.nextCursor}`);
    expect(ids(second)).not.toEqual(ids(first));
    expect((await admin.request({ method: 'GET', url: '/api/workflows/records?cursor=garbage' })).statusCode).toBe(400);
  });

  it('shows only the modules the caller may see, and never another office’s records', async () => {
    const plainViewer = await signInMemberAs(t, 'legal', 'overview-viewer', 'viewer');
    const seen = (await plainViewer.request({ method: 'GET', url: '/api/workflows/records?limit=100' })).json();
    expect(seen).toMatchObject({ success: true, data: [], counts: { active: 0, overdue: 0, finished: 0 } });
    const insurance = await t.signIn('admin@insurance.example.com');
    const theirs = (await insurance.request({ method: 'GET', url: '/api/workflows/records?limit=100' })).json();
    expect(theirs.data.every((record: { module: string }) => record.module !== 'matters')).toBe(true);
  });

  it("lists the clients' and documents' runs of the office's client and document workflows, opening on the client's page", async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const clientId = (await clientsApi(admin).post('', { firstName: 'Runner', lastName: 'Cohen' })).json().data.id as string;
    const uploaded = await uploadDocument(admin, clientId, documentParts('engagement.pdf', await smallPdf('engagement'), 'contract', 'application/pdf'));
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().data.id as string;
    const active = (await admin.request({ method: 'GET', url: '/api/workflows/records?limit=100' })).json();
    const clientRun = active.data.find((record: { id: string }) => record.id === clientId);
    // The workflow's own name stands for the module: "Client engagement", at its first stage, on the client's page.
    expect(clientRun).toMatchObject({ module: 'clients', moduleName: { en: 'Client engagement' }, stage: 'prospective', path: `/clients/${clientId}`, slaState: 'on-track' });
    const documentRun = active.data.find((record: { id: string }) => record.id === documentId);
    expect(documentRun).toMatchObject({ module: 'documents', stage: 'draft', path: `/clients/${clientId}` });
    // The module filter reaches the client runs alone.
    const clientsOnly = (await admin.request({ method: 'GET', url: '/api/workflows/records?limit=100&module=clients' })).json();
    expect(clientsOnly.data.length).toBeGreaterThan(0);
    expect(clientsOnly.data.every((record: { module: string }) => record.module === 'clients')).toBe(true);
  });
});
