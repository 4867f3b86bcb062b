import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { HEBREW, signInViewer } from '../clients/clients.test-support';
import { signInMemberAs } from '../records/records.test-support';
import { libraryApi, smallPdf, uploaded, uploadParts } from './library.test-support';

describe.each(testDatabaseKinds())('the library’s per-member shares and each document’s history on $kind', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let colleague: TestAgent;
  let colleagueId: string;

  const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const listedIds = async (agent: TestAgent, query = '?limit=100') => ((await libraryApi(agent).get(query)).json().data.documents as { id: string }[]).map((document) => document.id);
  const share = (agent: TestAgent, id: string, shares: { userId: string; permission: string }[]) => libraryApi(agent).put(`/${id}/shares`, { shares });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('pro@insurance.example.com');
    colleague = await signInMemberAs(t, 'insurance', 'sharer', 'user', 'agent');
    colleagueId = await userId('sharer@insurance.example.com');
  });
  afterAll(async () => t?.close());

  it('shows a private document to a colleague once shared with view, who may then neither change nor delete it', async () => {
    const secret = await uploaded(owner, 'private-plan.pdf', await smallPdf('Plan'), { sharing: 'private', tags: ['plan-tag'] });
    const api = libraryApi(colleague);
    expect(await listedIds(colleague)).not.toContain(secret.id);
    expect((await api.get(`/${secret.id}`)).statusCode).toBe(404);
    expect((await api.get(`/${secret.id}/shares`)).statusCode).toBe(404);

    const shared = await share(owner, secret.id, [{ userId: colleagueId, permission: 'view' }]);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ messages: { he: expect.stringMatching(HEBREW) }, data: { canManage: true, shares: [{ userId: colleagueId, userName: 'Test sharer', permission: 'view' }] } });

    expect(await listedIds(colleague)).toContain(secret.id);
    expect((await api.get('/search?q=private')).json().data.documents.map((document: { id: string }) => document.id)).toContain(secret.id);
    expect(((await api.get('/tags')).json().data as { tag: string }[]).map((row) => row.tag)).toContain('plan-tag');
    expect((await api.get(`/${secret.id}/download`)).statusCode).toBe(200);
    expect((await api.get(`/${secret.id}/shares`)).json().data).toMatchObject({ canManage: false });
    for (const response of [await api.put(`/${secret.id}`, { name: 'Mine now' }), await api.delete(`/${secret.id}`), await api.send(`/${secret.id}/versions`, uploadParts('v2.pdf', await smallPdf('v2'))), await share(colleague, secret.id, [])]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_PERMISSION_TOO_LOW', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/permission/) } });
    }
    // Sharing with no one takes it away again.
    expect((await share(owner, secret.id, [])).statusCode).toBe(200);
    expect(await listedIds(colleague)).not.toContain(secret.id);
  });

  it('lets edit change details and upload versions but not delete or share; manage share and delete', async () => {
    const doc = await uploaded(owner, 'team-contract.pdf', await smallPdf('Contract'), { sharing: 'team' });
    const api = libraryApi(colleague);
    expect((await api.put(`/${doc.id}`, { name: 'Not yet' })).json()).toMatchObject({ code: 'DOCUMENT_OWNER_ONLY' });

    await share(owner, doc.id, [{ userId: colleagueId, permission: 'edit' }]);
    expect((await api.put(`/${doc.id}`, { name: 'Edited contract' })).statusCode).toBe(200);
    expect((await api.send(`/${doc.id}/versions`, uploadParts('v2.pdf', await smallPdf('v2')))).statusCode).toBe(201);
    expect((await api.put(`/${doc.id}`, { sharing: 'organization' })).json()).toMatchObject({ code: 'DOCUMENT_PERMISSION_TOO_LOW' });
    expect((await share(colleague, doc.id, [])).json()).toMatchObject({ code: 'DOCUMENT_PERMISSION_TOO_LOW' });
    expect((await api.delete(`/${doc.id}`)).json()).toMatchObject({ code: 'DOCUMENT_PERMISSION_TOO_LOW' });

    await share(owner, doc.id, [{ userId: colleagueId, permission: 'manage' }]);
    const ownerId = await userId('pro@insurance.example.com');
    const managed = await share(colleague, doc.id, [{ userId: colleagueId, permission: 'manage' }, { userId: ownerId, permission: 'sign' }]);
    expect(managed.statusCode).toBe(200);
    expect(managed.json().data.shares.map((entry: { permission: string }) => entry.permission).sort()).toEqual(['manage', 'sign']);
    expect((await api.put(`/${doc.id}`, { sharing: 'private' })).statusCode).toBe(200);
    expect((await api.delete(`/${doc.id}`)).statusCode).toBe(200);
    expect((await libraryApi(owner).get(`/${doc.id}`)).statusCode).toBe(404);
  });

  it('refuses to share with one who is no active member of the office, or with one member twice (400, nothing changed)', async () => {
    const doc = await uploaded(owner, 'shared-once.pdf', await smallPdf('Once'), { sharing: 'private' });
    const stranger = await userId('admin@realestate.example.com');
    const refused = await share(owner, doc.id, [{ userId: colleagueId, permission: 'view' }, { userId: stranger, permission: 'view' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENT_SHARE_NOT_MEMBER', messages: { he: expect.stringMatching(HEBREW) }, errors: [{ field: 'shares.1.userId' }] });
    const unknown = await share(owner, doc.id, [{ userId: '00000000-0000-4000-8000-000000000001', permission: 'view' }]);
    expect(unknown.json()).toMatchObject({ code: 'DOCUMENT_SHARE_NOT_MEMBER' });
    const twice = await share(owner, doc.id, [{ userId: colleagueId, permission: 'view' }, { userId: colleagueId, permission: 'edit' }]);
    expect(twice.json()).toMatchObject({ code: 'DOCUMENT_SHARE_TWICE', errors: [{ field: 'shares.1.userId' }] });
    expect((await share(owner, doc.id, [{ userId: colleagueId, permission: 'everything' }])).statusCode).toBe(400);
    expect((await libraryApi(owner).get(`/${doc.id}/shares`)).json().data.shares).toEqual([]);
  });

  it('adds to what the role allows, never past it: a platform viewer shared with to manage still only reads', async () => {
    const viewer = await signInViewer(t, 'insurance');
    const doc = await uploaded(owner, 'for-the-viewer.pdf', await smallPdf('Viewer'), { sharing: 'private' });
    expect((await share(owner, doc.id, [{ userId: await userId('viewer@insurance.example.com'), permission: 'manage' }])).statusCode).toBe(200);
    const api = libraryApi(viewer);
    expect((await api.get(`/${doc.id}`)).statusCode).toBe(200);
    expect((await api.get(`/${doc.id}/shares`)).json().data).toMatchObject({ canManage: false });
    for (const response of [await api.put(`/${doc.id}`, { name: 'Viewer' }), await api.delete(`/${doc.id}`), await share(viewer, doc.id, [])]) expect(response.json()).toMatchObject({ code: 'DOCUMENTS_READ_ONLY' });
  });

  it('answers a document’s history newest first: who did what, the download as document.downloaded, the sharing as document.shared', async () => {
    const doc = await uploaded(owner, 'history.pdf', await smallPdf('History'));
    const api = libraryApi(owner);
    expect((await api.put(`/${doc.id}`, { name: 'History, renamed', status: 'in_review' })).statusCode).toBe(200);
    expect((await api.get(`/${doc.id}/download`)).statusCode).toBe(200);
    await share(owner, doc.id, [{ userId: colleagueId, permission: 'view' }]);
    const history = (await api.get(`/${doc.id}/history`)).json().data;
    expect(history).toMatchObject({ total: history.entries.length, page: 1, limit: 20 });
    // The office's document workflow writes its own entries on the document (the insurance office's trigger sets a field).
    const library = (history.entries as { eventType: string; changes: string[] }[]).filter((entry) => entry.eventType.startsWith('document.'));
    expect(library.map((entry) => entry.eventType)).toEqual(['document.shared', 'document.downloaded', 'document.update', 'document.upload']);
    expect(library[0]).toMatchObject({ changes: ['shares'] });
    expect(library[1]).toMatchObject({ userName: expect.any(String), version: 1 });
    expect(library[2]!.changes.sort()).toEqual(['name', 'status']);
    expect(library[3]).toMatchObject({ version: 1, occurredAt: expect.any(String) });
    const last = (await api.get(`/${doc.id}/history?page=${history.total}&limit=1`)).json().data;
    expect(last.entries.map((entry: { eventType: string }) => entry.eventType)).toEqual(['document.upload']);
    // The colleague it is shared with reads it too; one who does not see the document does not.
    expect((await libraryApi(colleague).get(`/${doc.id}/history`)).statusCode).toBe(200);
    const hidden = await uploaded(owner, 'hidden.pdf', await smallPdf('Hidden'), { sharing: 'private' });
    expect((await libraryApi(colleague).get(`/${hidden.id}/history`)).statusCode).toBe(404);
  });

  it('filters by several statuses at once (the pending review tab: pending and in_review)', async () => {
    const pdf = await smallPdf('Status');
    const [pending, inReview, approved] = [await uploaded(owner, 's1.pdf', pdf, { status: 'pending' }), await uploaded(owner, 's2.pdf', pdf, { status: 'in_review' }), await uploaded(owner, 's3.pdf', pdf, { status: 'approved' })];
    const both = await listedIds(owner, '?status=pending&status=in_review&limit=100');
    expect(both).toEqual(expect.arrayContaining([pending.id, inReview.id]));
    expect(both).not.toContain(approved.id);
    expect(await listedIds(owner, '?status=approved&limit=100')).toContain(approved.id);
    expect(await listedIds(owner, '?status=approved&limit=100')).not.toContain(pending.id);
    expect((await libraryApi(owner).get('/search?q=s1&status=pending&status=approved')).json().data.documents.map((document: { id: string }) => document.id)).toEqual([pending.id]);
    expect((await libraryApi(owner).get('?status=pending&status=nonsense')).statusCode).toBe(400);
  });
});
