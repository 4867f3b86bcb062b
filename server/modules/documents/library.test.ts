import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { clientsApi, HEBREW, tenantIdOf } from '../clients/clients.test-support';
import { auditOf, systemContextIn } from '../records/records.test-support';
import { listDocuments } from './library.service';
import { libraryApi, onePixelPng, smallPdf, uploaded, uploadParts } from './library.test-support';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDatabaseKinds())('the document library on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
  });
  afterAll(async () => t?.close());

  const newClient = async (firstName: string): Promise<string> => (await clientsApi(admin).post('', { firstName, lastName: 'Library' })).json().data.id;

  it('uploads with metadata, pages (10 by default), filters by type, status, tag, client and record, and shows a client’s in its tab', async () => {
    const api = libraryApi(admin);
    const clientId = await newClient('Paged');
    const pdf = await smallPdf('Policy');
    const policy = await uploaded(admin, 'פוליסה.pdf', pdf, { type: 'policy', tags: ['vip', ' renewal ', 'vip'], description: 'Car policy', clientId });
    expect(policy).toMatchObject({ name: 'פוליסה.pdf', fileName: 'פוליסה.pdf', type: 'policy', status: 'active', tags: ['vip', 'renewal'], clientId, recordId: null, contentType: 'application/pdf', size: pdf.length, checksum: sha256(pdf), sharing: 'organization', version: 1, ownerName: 'Dana Admin', uploadedByName: 'Dana Admin' });
    const contract = await uploaded(admin, 'deal.pdf', pdf, { name: 'Deal', type: 'application', status: 'pending', tags: ['renewal'] });
    const picture = await uploaded(admin, 'scan.png', onePixelPng());
    expect(picture).toMatchObject({ type: 'other', status: 'active', contentType: 'image/png', tags: [] });
    for (let index = 0; index < 9; index += 1) await uploaded(admin, `bulk-${index}.pdf`, pdf, { type: 'pension-report' });

    const first = (await api.get()).json().data;
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10, isTotalExact: true });
    expect(first.documents).toHaveLength(10);
    const second = (await api.get('?page=2&documentType=all')).json().data;
    expect(second.documents.map((document: { id: string }) => document.id)).toEqual([contract.id, policy.id]);
    expect((await api.get('?limit=100')).json().data.documents).toHaveLength(12);

    const ids = async (query: string) => ((await api.get(query)).json().data.documents as { id: string }[]).map((document) => document.id);
    expect(await ids('?documentType=policy')).toEqual([policy.id]);
    expect(await ids('?status=pending')).toEqual([contract.id]);
    expect(await ids('?tag=renewal')).toEqual([contract.id, policy.id]);
    expect(await ids(`?clientId=${clientId}`)).toEqual([policy.id]);
    expect((await api.get(`/${policy.id}`)).json().data).toEqual(policy);

    // The client's documents tab reads the same rows.
    const tab = (await clientsApi(admin).get(`/${clientId}/documents`)).json().data;
    expect(tab).toEqual([expect.objectContaining({ id: policy.id, fileName: 'פוליסה.pdf', type: 'policy' })]);
    expect((await clientsApi(admin).get(`/${clientId}`)).json().data.documentsCount).toBe(1);
    const activity = (await clientsApi(admin).get(`/${clientId}/activities`)).json().data;
    expect(activity[0]).toMatchObject({ type: 'document_added', metadata: { documentId: policy.id } });

    for (const query of ['?limit=101', '?limit=0', '?page=0', '?status=lost', '?documentType=Bad Type', '?clientId=nope', '?color=red']) {
      const response = await api.get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_QUERY_PARAMETERS', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    }
  });

  it('changes details (audited, before and after), links a record, refuses bad details in every language, and deletes with every file', async () => {
    const api = libraryApi(admin);
    const pdf = await smallPdf('Letter');
    const document = await uploaded(admin, 'letter.pdf', pdf);
    const tenantId = await tenantIdOf(t, 'insurance');
    const recordId = await withContext(t.database.db, { tenantId }, async (trx) => (await trx.insertInto('records').values({ tenant_id: tenantId, module: 'policies', entity: 'policy', data: '{}' }).returning('id').executeTakeFirstOrThrow()).id);

    const changed = await api.put(`/${document.id}`, { name: 'Signed letter', status: 'approved', tags: ['signed'], description: 'Back from the client', recordId });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Document updated', messages: { he: expect.stringMatching(HEBREW), es: expect.any(String) }, data: { name: 'Signed letter', status: 'approved', tags: ['signed'], recordId } });
    expect(((await api.get(`?recordId=${recordId}`)).json().data.documents as { id: string }[]).map((row) => row.id)).toEqual([document.id]);

    const refusals: [object, number, string][] = [
      [{ type: 'lab-result' }, 400, 'DOCUMENT_DETAILS_INVALID'],
      [{ clientId: '00000000-0000-4000-8000-000000000000' }, 400, 'DOCUMENT_DETAILS_INVALID'],
      [{ tags: ['x'.repeat(31)] }, 400, 'INVALID_REQUEST'],
      [{ status: 'lost' }, 400, 'INVALID_REQUEST'],
      [{ name: '   ' }, 400, 'INVALID_REQUEST'],
      [{}, 400, 'INVALID_REQUEST'],
      [{ owner: 'me' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await api.put(`/${document.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    }
    expect((await api.get(`/${document.id}`)).json().data).toMatchObject({ name: 'Signed letter', type: 'other', clientId: null });

    const key = `tenants/${tenantId}/documents/${document.id}/v1.pdf`;
    expect(await t.app.storage.exists(key)).toBe(true);
    const deleted = await api.delete(`/${document.id}`);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Document deleted' });
    expect(await t.app.storage.exists(key)).toBe(false);
    expect((await api.get(`/${document.id}`)).json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', messages: { en: 'Document not found', he: expect.stringMatching(HEBREW), es: 'Documento no encontrado' } });
    const audit = (await auditOf(t, document.id)).filter((entry) => entry.service_name === 'documents');
    expect(audit.map((entry) => entry.event_type)).toEqual(['document.upload', 'document.update', 'document.delete']);
    expect(audit[1]).toMatchObject({ service_name: 'documents', entity_type: 'document', before: { name: 'letter.pdf', status: 'active' }, after: { name: 'Signed letter', status: 'approved' } });
  });

  it('keeps every version: a new file adds one, each downloads byte for byte with safe headers; a draft gets its file later', async () => {
    const api = libraryApi(admin);
    const [v1, v2] = [await smallPdf('First'), await smallPdf('Second draft of the contract')];
    const document = await uploaded(admin, 'חוזה.pdf', v1, { type: 'application' });
    const added = await api.send(`/${document.id}/versions`, uploadParts('contract-v2.pdf', v2));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ version: 2, fileName: 'contract-v2.pdf', size: v2.length, checksum: sha256(v2), name: 'חוזה.pdf' });

    const versions = (await api.get(`/${document.id}/versions`)).json().data;
    expect(versions).toEqual([
      expect.objectContaining({ version: 2, fileName: 'contract-v2.pdf', checksum: sha256(v2), uploadedByName: 'Dana Admin' }),
      expect.objectContaining({ version: 1, fileName: 'חוזה.pdf', checksum: sha256(v1) }),
    ]);
    const current = await api.get(`/${document.id}/download`);
    expect(current.rawPayload.equals(v2)).toBe(true);
    const old = await api.get(`/${document.id}/download?version=1`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(v1)).toBe(true);
    expect(old.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('חוזה.pdf')}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await api.get(`/${document.id}/download?version=3`)).json()).toMatchObject({ code: 'DOCUMENT_VERSION_NOT_FOUND' });

    const draft = await api.post('', { name: 'Engagement letter', type: 'application', tags: ['draft'] });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data).toMatchObject({ status: 'draft', version: 0, fileName: null, contentType: null, size: 0 });
    const id = draft.json().data.id;
    expect((await api.get(`/${id}/download`)).json()).toMatchObject({ code: 'DOCUMENT_HAS_NO_FILE' });
    expect((await api.send(`/${id}/versions`, uploadParts('engagement.pdf', v1))).json().data).toMatchObject({ status: 'active', version: 1, fileName: 'engagement.pdf' });
    expect((await api.get(`/${id}/download`)).rawPayload.equals(v1)).toBe(true);
    expect((await auditOf(t, id)).filter((entry) => entry.service_name === 'documents').map((entry) => entry.event_type)).toEqual(['document.create', 'document.version.create', 'document.downloaded']);
  });

  it('searches names, file names, tags, descriptions and the text inside files (Hebrew too); counts tags; lists the recent', async () => {
    const office = await t.signIn('admin@legal.example.com');
    const api = libraryApi(office);
    const pdf = await smallPdf('x');
    const brief = await uploaded(office, 'כתב-תביעה_2025.pdf', pdf, { name: 'כתב תביעה נגד לוי', tags: ['urgent', 'court'] });
    const memo = await uploaded(office, 'memo.pdf', pdf, { description: 'Settlement terms for Cohen', tags: ['court'] });
    // The words inside the file itself, read from the PDF at upload.
    const scan = await uploaded(office, 'scan.pdf', await smallPdf('Affidavit of Yossi Mizrahi, sworn in Haifa'));

    const found = async (q: string) => ((await api.get(`/search?q=${encodeURIComponent(q)}`)).json().data.documents as { id: string }[]).map((document) => document.id);
    expect(await found('תביעה')).toEqual([brief.id]);
    expect(await found('תבי')).toEqual([brief.id]);
    expect(await found('2025')).toEqual([brief.id]);
    expect(await found('URGENT')).toEqual([brief.id]);
    expect((await found('court')).sort()).toEqual([brief.id, memo.id].sort());
    expect(await found('settlement cohen')).toEqual([memo.id]);
    expect(await found('mizrahi haifa')).toEqual([scan.id]);
    expect(await found('nothing-like-this')).toEqual([]);
    expect((await api.get('/search?q=court&documentType=contract')).json().data.total).toBe(0);
    for (const q of ['', '%20', '!!!']) expect((await api.get(`/search?q=${q}`)).statusCode, q).toBe(400);

    expect((await api.get('/tags')).json().data).toEqual([{ tag: 'court', count: 2 }, { tag: 'urgent', count: 1 }]);
    expect(((await api.get('/recent')).json().data as { id: string }[]).map((document) => document.id)).toEqual([scan.id, memo.id, brief.id]);
    expect((await api.get('/recent?limit=1')).json().data).toHaveLength(1);
  });

  it('refuses the library where the office has its documents module’s feature off', async () => {
    const ctx = await systemContextIn(t, 'generic');
    const modules = ctx.office.features.modules.map((module) => (module.kind === 'documents' ? { ...module, feature: 'pdf-forms' } : module));
    const off = { ...ctx, office: { ...ctx.office, features: { ...ctx.office.features, modules }, enabledFeatures: ctx.office.enabledFeatures.filter((feature) => feature !== 'pdf-forms') } };
    await expect(listDocuments(off, {})).rejects.toMatchObject({ status: 403, code: 'FEATURE_UNAVAILABLE' });
    await expect(listDocuments(ctx, {})).resolves.toMatchObject({ page: 1, limit: 10 });
  });
});
