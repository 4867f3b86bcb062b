import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { importClients } from '../clients/client-import.service';
import { createClient } from '../clients/clients.service';
import { clientsApi, HEBREW } from '../clients/clients.test-support';
import { documentParts, smallPdf, uploadDocument } from '../documents/documents.test-support';
import { decideSubjectApproval, transitionSubject } from './subject-workflow.service';
import { actingAs, outboxTo, writtenFor } from './workflow-runtime.test-support';

const runOf = (t: TestApp, id: string) => t.database.db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirst();

// Clients and their documents move through the office's client and document workflows, each run a record of the
// records store: started with its subject, moved, approved and recorded through the record workflow's own calls.
describe.each(testDatabaseKinds())('the workflows of clients and documents on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('starts a new client’s run in its creation’s transaction, with the create trigger’s welcome mail in the outbox', async () => {
    const pro = await t.signIn('pro@generic.example.com');
    const created = await clientsApi(pro).post('', { firstName: 'Maya', lastName: 'Katz', email: 'maya.subject@example.com' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(await runOf(t, id)).toMatchObject({ module: 'clients', entity: 'client', stage: 'new', subject_client_id: id, client_id: null, title: 'Maya Katz' });
    expect(await outboxTo(t, 'maya.subject@example.com')).toEqual([expect.objectContaining({ template: 'welcome_email', subject: expect.stringContaining('Maya Katz') })]);

    const base = `/api/clients/client/${id}/workflow`;
    const view = await pro.request({ method: 'GET', url: base });
    expect(view.statusCode).toBe(200);
    expect(view.json().run).toEqual({ id, version: 1 });
    expect(view.json().data).toMatchObject({ workflowId: 'client-lifecycle', stage: 'new', pending: null, moves: [{ to: 'active', mode: 'move' }], refused: [] });
    const moved = await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'active', version: 1 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ outcome: 'moved', message: 'The client moved to «Active»', data: { id, stage: 'active', version: 2 } });
    const history = (await pro.request({ method: 'GET', url: `${base}/history` })).json().data as { kind: string; to: string | null; detail: { type?: string } | null }[];
    expect(history.map((entry) => [entry.kind, entry.detail?.type ?? entry.to])).toEqual([
      ['created', 'new'],
      ['action', 'send_email'],
      ['moved', 'active'],
    ]);
    const graph = await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'new', version: 2 } });
    expect(graph.statusCode).toBe(409);
    expect(graph.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', messages: { he: expect.stringMatching(HEBREW) } });

    // The run goes with its client: a client's own run is no record that keeps it from being deleted.
    expect((await clientsApi(pro).delete(`/${id}`)).statusCode).toBe(200);
    expect(await runOf(t, id)).toBeUndefined();
  });

  it('gates a client’s moves by the workflow’s roles and takes an approval both ways', async () => {
    const paralegal = await actingAs(t, 'legal', 'pro@legal.example.com', 'user', 'paralegal');
    const client = await createClient(paralegal, { firstName: 'Omer', lastName: 'Levi', email: 'omer.subject@example.com' });
    const { tasks, record } = await writtenFor(t, client.id);
    expect(record).toMatchObject({ stage: 'prospective', module: 'clients' });
    expect(tasks).toEqual([expect.objectContaining({ task_type: 'conflict-check', assigned_role: 'paralegal', module: 'clients' })]);

    const pro = await t.signIn('pro@legal.example.com');
    const admin = await t.signIn('admin@legal.example.com');
    const base = `/api/clients/client/${client.id}/workflow`;
    const subject = { kind: 'client', clientId: client.id } as const;
    // pro is the office's attorney: the move to conflict-cleared needs a partner's approval, so it is asked for.
    const asked = await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'conflict-cleared', version: 1 } });
    expect(asked.json()).toMatchObject({ outcome: 'requested' });
    const view = (await pro.request({ method: 'GET', url: base })).json().data;
    expect(view).toMatchObject({ stage: 'prospective', pending: { to: 'conflict-cleared' }, canDecide: false });
    const notPartner = await pro.request({ method: 'POST', url: `${base}/approval`, csrf: true, payload: { decision: 'approve', version: 2 } });
    expect(notPartner.statusCode).toBe(403);
    expect(notPartner.json()).toMatchObject({ code: 'TRANSITION_ROLE_REFUSED', messages: { he: expect.stringMatching(HEBREW) } });
    // The office's partner decides: turned down first, then asked again and approved.
    const partner = await actingAs(t, 'legal', 'admin@legal.example.com', 'admin', 'partner');
    const rejected = await decideSubjectApproval(partner, subject, { decision: 'reject', reason: 'Conflict found', version: 2 });
    expect(rejected).toMatchObject({ outcome: 'rejected', record: { stage: 'prospective' } });
    await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'conflict-cleared', version: 3 } });
    const approved = await decideSubjectApproval(partner, subject, { decision: 'approve', version: 4 });
    expect(approved).toMatchObject({ outcome: 'approved', record: { stage: 'conflict-cleared', data: { conflictClearedAt: expect.any(String) } } });
    expect((await admin.request({ method: 'GET', url: `${base}/history` })).json().data.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['requested', 'rejected', 'approved']));
    const secretary = await actingAs(t, 'legal', 'pro@legal.example.com', 'user', 'secretary');
    await expect(transitionSubject(secretary, subject, { to: 'active', version: 5 })).rejects.toMatchObject({ statusCode: 403, code: 'TRANSITION_ROLE_REFUSED' });
  });

  it('starts an uploaded document’s run, moves it with its required input, and keeps each office’s runs to itself', async () => {
    const pro = await t.signIn('pro@legal.example.com');
    const client = (await clientsApi(pro).post('', { firstName: 'Noa', lastName: 'Bar' })).json().data.id as string;
    const uploaded = await uploadDocument(pro, client, documentParts('brief.pdf', await smallPdf('brief'), 'contract', 'application/pdf'));
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().data.id as string;
    expect(await runOf(t, documentId)).toMatchObject({ module: 'documents', entity: 'document', stage: 'draft', document_id: documentId, title: 'brief.pdf' });
    const base = `/api/clients/client/${client}/documents/${documentId}/workflow`;
    const view = (await pro.request({ method: 'GET', url: base })).json().data;
    expect(view).toMatchObject({ workflowId: 'legal-document', stage: 'draft', moves: [{ to: 'review' }] });
    expect((await pro.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'review', version: 1 } })).json()).toMatchObject({ outcome: 'moved' });
    // The library lists it by its run's stage, as the dashboard's tile of documents in review links and counts it.
    const ids = async (stage: string) => (await pro.request({ method: 'GET', url: `/api/pdf/docs?stage=${stage}&limit=100` })).json().data.documents.map((document: { id: string }) => document.id);
    expect(await ids('review')).toContain(documentId);
    expect(await ids('draft')).not.toContain(documentId);

    const elsewhere = await t.signIn('admin@generic.example.com');
    expect((await elsewhere.request({ method: 'GET', url: base })).statusCode).toBe(404);
    expect((await elsewhere.request({ method: 'GET', url: `/api/clients/client/${client}/workflow` })).statusCode).toBe(404);
    expect((await elsewhere.request({ method: 'POST', url: `${base}/transition`, csrf: true, payload: { to: 'draft', version: 2 } })).statusCode).toBe(404);
    // Another client's path does not reach the document.
    const other = (await clientsApi(pro).post('', { firstName: 'Tal', lastName: 'Or' })).json().data.id as string;
    expect((await pro.request({ method: 'GET', url: `/api/clients/client/${other}/documents/${documentId}/workflow` })).statusCode).toBe(404);
  });

  it('starts a run for every imported client, with its welcome mail, and none on a dry run', async () => {
    const pro = await actingAs(t, 'generic', 'pro@generic.example.com', 'user', 'professional');
    const table = { columns: ['First', 'Last', 'Email'], rowCount: 2, rows: [1, 2].map((row) => ({ row, cells: { First: `Imported ${'AB'[row - 1]}`, Last: 'Cohen', Email: `imported${row}.subject@example.com` } })) };
    const mapping = { First: 'firstName', Last: 'lastName', Email: 'email' };
    await importClients(pro, table, mapping, { dryRun: true });
    expect(await outboxTo(t, 'imported1.subject@example.com')).toEqual([]);
    const imported = await importClients(pro, table, mapping, { dryRun: false });
    expect(imported, JSON.stringify(imported.errors)).toMatchObject({ imported: 2 });
    for (const row of [1, 2]) expect(await outboxTo(t, `imported${row}.subject@example.com`)).toEqual([expect.objectContaining({ template: 'welcome_email' })]);
    const runs = await t.database.db.selectFrom('records').innerJoin('clients', 'clients.id', 'records.subject_client_id').select(['records.stage', 'clients.first_name']).where('clients.first_name', 'like', 'Imported%').execute();
    expect(runs.map((run) => run.stage)).toEqual(['new', 'new']);
  });

  it('runs no client workflow where the leads board is the authority (insurance’s lead pipeline)', async () => {
    const pro = await t.signIn('pro@insurance.example.com');
    const id = (await clientsApi(pro).post('', { firstName: 'Gil', lastName: 'Paz' })).json().data.id as string;
    expect(await runOf(t, id)).toBeUndefined();
    expect((await pro.request({ method: 'GET', url: `/api/clients/client/${id}/workflow` })).json()).toEqual({ success: true, data: null, run: null });
  });
});
