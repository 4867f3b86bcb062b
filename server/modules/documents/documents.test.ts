import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_HEADS } from '../../../engine/policies/file-heads.fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { zipOf } from '../../testing/zip-writer';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { documentParts, onePixelPng, PROGRAM, smallPdf, uploadDocument } from './documents.test-support';
import { activityTypesOf, auditOf, clientsApi, HEBREW, signInViewer, tenantIdOf } from '../clients/clients.test-support';

const MB = 1024 * 1024;

describe.each(testDatabaseKinds())('client documents on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const newClient = async (agent: TestAgent, firstName: string): Promise<{ id: string }> => (await clientsApi(agent).post('', { firstName, lastName: 'Filed' })).json().data;
  const keyOf = async (documentId: string) => (await t.database.db.selectFrom('documents').select('storage_key').where('id', '=', documentId).executeTakeFirst())?.storage_key;
  const documentsOf = async (agent: TestAgent, clientId: string) => (await clientsApi(agent).get(`/${clientId}/documents`)).json().data as { id: string; fileName: string; type: string }[];

  it('uploads a PDF and a PNG, lists them newest first, serves them back byte for byte, and deletes one, audited and in the activity', async () => {
    const agent = await t.signIn('admin@insurance.example.com');
    const api = clientsApi(agent);
    const client = await newClient(agent, 'Documented');
    const pdf = await smallPdf('Policy 2025');
    const png = onePixelPng();

    // The client's content type is ignored: the stored type comes from the bytes.
    const first = await uploadDocument(agent, client.id, documentParts('פוליסה 2025.pdf', pdf, 'policy', 'text/html'));
    expect(first.statusCode, first.body).toBe(201);
    const document = first.json().data;
    expect(first.json()).toMatchObject({ success: true, message: 'Document uploaded', messages: { he: expect.stringMatching(HEBREW), en: 'Document uploaded', es: 'Documento subido' } });
    expect(document).toEqual({ id: expect.any(String), type: 'policy', fileName: 'פוליסה 2025.pdf', contentType: 'application/pdf', size: pdf.length, uploadedBy: expect.any(String), uploadedByName: 'Dana Admin', uploadedAt: expect.any(String) });
    const tenantId = await tenantIdOf(t, 'insurance');
    const key = await keyOf(document.id);
    expect(key).toBe(`tenants/${tenantId}/clients/${client.id}/documents/${document.id}.pdf`);
    expect(await t.app.storage.exists(key!)).toBe(true);

    const picture = (await uploadDocument(agent, client.id, documentParts('scan.PNG', png))).json().data;
    expect(picture).toMatchObject({ type: 'other', fileName: 'scan.PNG', contentType: 'image/png', size: png.length });
    expect((await documentsOf(agent, client.id)).map((row) => row.id)).toEqual([picture.id, document.id]);
    expect((await api.get(`/${client.id}`)).json().data.documentsCount).toBe(2);

    const download = await api.get(`/${client.id}/documents/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="______ 2025.pdf"; filename*=UTF-8''${encodeURIComponent('פוליסה 2025.pdf')}`,
      'content-security-policy': expect.stringMatching(/^default-src 'none'/),
    });
    expect((await api.get(`/${client.id}/documents/${picture.id}/download`)).rawPayload.equals(png)).toBe(true);

    const deleted = await api.delete(`/${client.id}/documents/${document.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Document deleted', messages: { he: expect.stringMatching(HEBREW) } });
    expect(await t.app.storage.exists(key!)).toBe(false);
    expect((await documentsOf(agent, client.id)).map((row) => row.id)).toEqual([picture.id]);
    expect((await api.get(`/${client.id}`)).json().data.documentsCount).toBe(1);
    for (const again of [await api.get(`/${client.id}/documents/${document.id}/download`), await api.delete(`/${client.id}/documents/${document.id}`)]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, code: 'CLIENT_DOCUMENT_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'Document not found' } });
    }

    expect((await activityTypesOf(t, client.id)).slice(-3)).toEqual(['document_added', 'document_added', 'updated']);
    const activities = (await api.get(`/${client.id}/activities`)).json().data;
    expect(activities[0]).toMatchObject({ type: 'updated', description: '', metadata: { documentId: document.id, fileName: 'פוליסה 2025.pdf', deleted: true } });
    expect(activities[2]).toMatchObject({ type: 'document_added', description: '', metadata: { documentId: document.id, documentType: 'policy', fileName: 'פוליסה 2025.pdf' } });
    const audit = await auditOf(t, document.id);
    expect(audit.map((entry) => entry.event_type)).toEqual(['client.document.create', 'client.document.delete']);
    expect(audit[0]).toMatchObject({ success: true, after: { clientId: client.id, fileName: 'פוליסה 2025.pdf', contentType: 'application/pdf' } });
    expect(audit[1]).toMatchObject({ before: { id: document.id, type: 'policy' } });
  });

  it('refuses a program named .pdf, formats the office does not take, unknown types and a missing file, storing nothing', async () => {
    const agent = await t.signIn('pro@insurance.example.com');
    const api = clientsApi(agent);
    const client = await newClient(agent, 'Refused');
    const pdf = await smallPdf('ok');

    const renamed = await uploadDocument(agent, client.id, documentParts('invoice.pdf', PROGRAM, 'policy', 'application/pdf'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({
      code: 'CLIENT_DOCUMENT_UNSUPPORTED',
      messages: { he: expect.stringMatching(HEBREW), en: 'Unsupported format', es: expect.any(String) },
      errors: [{ field: 'document', messages: { he: expect.stringMatching(HEBREW), en: "The file's content is not the PDF its name claims", es: expect.any(String) } }],
    });
    // The library's own refusal: a zip named .docx whose directory lists no Word body (legal takes .docx).
    const lawyer = await t.signIn('admin@legal.example.com');
    const legalClient = await newClient(lawyer, 'Zipped');
    const zipped = zipOf([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'notes.txt', data: 'not a letter' }]);
    const notWord = await uploadDocument(lawyer, legalClient.id, documentParts('contract.docx', zipped, 'contract'));
    expect(notWord.statusCode, notWord.body).toBe(415);
    expect(notWord.json()).toMatchObject({ code: 'CLIENT_DOCUMENT_UNSUPPORTED', errors: [{ field: 'document', messages: { en: 'The file is not a valid Word document (DOCX): it has no document body' } }] });
    for (const fileName of ['setup.exe', 'notes.txt', 'no-extension']) {
      const response = await uploadDocument(agent, client.id, documentParts(fileName, pdf));
      expect(response.statusCode, fileName).toBe(415);
      expect(response.json().errors[0].messages.en).toMatch(/^Unsupported format\. Allowed formats: PDF, JPG, JPEG, PNG/);
    }
    for (const type of ['lab-result', 'Bad Type', 'x'.repeat(41)]) {
      const response = await uploadDocument(agent, client.id, documentParts('policy.pdf', pdf, type));
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CLIENT_DOCUMENT_INVALID_TYPE', errors: [{ field: 'type' }] });
    }
    const missing = [[{ name: 'type', data: 'policy' }], [], [{ name: 'file', fileName: 'policy.pdf', data: pdf }], [...documentParts('a.pdf', pdf), ...documentParts('b.pdf', pdf)], [...documentParts('a.pdf', pdf, 'policy'), { name: 'note', data: 'x' }]];
    for (const parts of missing) {
      const response = await uploadDocument(agent, client.id, parts);
      expect(response.statusCode, JSON.stringify(parts.map((part) => part.name))).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CLIENT_DOCUMENT_MISSING', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/field document/) } });
    }
    const json = await agent.request({ method: 'POST', url: `/api/clients/client/${client.id}/documents`, payload: { document: 'x' }, csrf: true });
    expect(json.statusCode).toBe(415);

    expect(await documentsOf(agent, client.id)).toEqual([]);
    expect((await api.get(`/${client.id}`)).json().data.documentsCount).toBe(0);
    expect(await activityTypesOf(t, client.id)).toEqual(['created']);
  });

  it('keeps no bidi control in a file name, so a program cannot pass for a PDF on screen (issue 17)', async () => {
    const agent = await t.signIn('admin@insurance.example.com');
    const client = await newClient(agent, 'Bidi');
    const pdf = await smallPdf('Invoice');
    const overridden = await uploadDocument(agent, client.id, documentParts('invoice\u202Efdp.exe.pdf', pdf, 'policy'));
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json().data.fileName).toBe('invoicefdp.exe.pdf');
    const every = 'a\u200Eb\u200Fc\u061Cd\u202Ae\u202Bf\u202Cg\u202Dh\u2066i\u2067j\u2068k\u2069 חשבונית.pdf';
    expect((await uploadDocument(agent, client.id, documentParts(every, pdf, 'policy'))).json().data.fileName).toBe('abcdefghijk חשבונית.pdf');
    expect((await documentsOf(agent, client.id)).map((document) => document.fileName)).toEqual(['abcdefghijk חשבונית.pdf', 'invoicefdp.exe.pdf']);
  });

  it("holds each office to its own policy: size limit (here an override of 1 MB) and formats", async () => {
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ settings: { uploads: { maxSizeMb: 1 } } }) }).where('slug', '=', 'vet').execute();
    const vet = await t.signIn('admin@vet.example.com');
    const pet = await newClient(vet, 'Rex');
    const head = await smallPdf('x');
    const padded = (size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
    const tooLarge = await uploadDocument(vet, pet.id, documentParts('xray.pdf', padded(MB + 1), 'imaging'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'CLIENT_DOCUMENT_TOO_LARGE', messages: { en: 'File too large' }, errors: [{ field: 'document', messages: { en: 'File too large: the limit is 1 MB', he: expect.stringMatching(HEBREW) } }] });
    expect((await uploadDocument(vet, pet.id, documentParts('xray.pdf', padded(MB), 'imaging'))).statusCode).toBe(201);

    // Legal takes text files (its own list) but no pictures; the generic office takes pictures but no spreadsheets.
    const legal = await t.signIn('admin@legal.example.com');
    const matter = await newClient(legal, 'Matter');
    const memo = (await uploadDocument(legal, matter.id, documentParts('memo.txt', Buffer.from('Privileged memo\n'), 'contract'))).json().data;
    expect(memo).toMatchObject({ contentType: 'text/plain; charset=utf-8', type: 'contract' });
    expect((await uploadDocument(legal, matter.id, documentParts('photo.png', onePixelPng()))).statusCode).toBe(415);
    const generic = await t.signIn('admin@generic.example.com');
    const customer = await newClient(generic, 'Generic');
    expect((await uploadDocument(generic, customer.id, documentParts('sheet.xlsx', Buffer.from(FILE_HEADS.xlsx), 'report'))).statusCode).toBe(415);
    expect((await uploadDocument(generic, customer.id, documentParts('photo.png', onePixelPng(), 'report'))).statusCode).toBe(201);
  });

  it("hides one office's documents from another (404), lets a viewer read but not change, and needs CSRF", async () => {
    const owner = await t.signIn('admin@realestate.example.com');
    const client = await newClient(owner, 'Private');
    const pdf = await smallPdf('Secret');
    const document = (await uploadDocument(owner, client.id, documentParts('deed.pdf', pdf, 'contract'))).json().data;

    const stranger = await t.signIn('admin@medical.example.com');
    const strangerApi = clientsApi(stranger);
    for (const response of [
      await strangerApi.get(`/${client.id}/documents`),
      await strangerApi.get(`/${client.id}/documents/${document.id}/download`),
      await strangerApi.delete(`/${client.id}/documents/${document.id}`),
      await uploadDocument(stranger, client.id, documentParts('more.pdf', pdf)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'CLIENT_NOT_FOUND' });
    }
    // Another office's client with this office's document id: still nothing.
    const own = await newClient(stranger, 'Own');
    expect((await strangerApi.get(`/${own.id}/documents/${document.id}/download`)).statusCode).toBe(404);

    const viewer = await signInViewer(t, 'realestate');
    expect((await clientsApi(viewer).get(`/${client.id}/documents`)).json().data).toHaveLength(1);
    expect((await clientsApi(viewer).get(`/${client.id}/documents/${document.id}/download`)).rawPayload.equals(pdf)).toBe(true);
    expect((await uploadDocument(viewer, client.id, documentParts('more.pdf', pdf))).statusCode).toBe(403);
    expect((await clientsApi(viewer).delete(`/${client.id}/documents/${document.id}`)).statusCode).toBe(403);
    expect((await uploadDocument(owner, client.id, documentParts('more.pdf', pdf), false)).statusCode).toBe(403);

    expect(await documentsOf(owner, client.id)).toHaveLength(1);
    expect((await clientsApi(owner).get(`/${client.id}/documents/${document.id}/download`)).rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps documents with the survivor of a merge, and deletes the files of a deleted client', async () => {
    const agent = await t.signIn('pro@medical.example.com');
    const api = clientsApi(agent);
    const [survivor, merged] = [await newClient(agent, 'Survivor'), await newClient(agent, 'Merged')];
    const pdf = await smallPdf('Lab');
    const document = (await uploadDocument(agent, merged.id, documentParts('lab.pdf', pdf, 'lab-result'))).json().data;
    expect((await api.post('/merge', { survivorId: survivor.id, mergedIds: [merged.id] })).statusCode).toBe(200);
    expect((await documentsOf(agent, survivor.id)).map((row) => row.id)).toEqual([document.id]);
    expect((await api.get(`/${survivor.id}/documents/${document.id}/download`)).rawPayload.equals(pdf)).toBe(true);
    expect((await api.get(`/${survivor.id}`)).json().data.documentsCount).toBe(1);

    const key = (await keyOf(document.id))!;
    expect((await api.delete(`/${survivor.id}`)).statusCode).toBe(200);
    expect(await keyOf(document.id)).toBeUndefined();
    expect(await t.app.storage.exists(key)).toBe(false);
  });
});
