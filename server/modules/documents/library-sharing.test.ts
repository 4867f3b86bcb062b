import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_HEADS } from '../../../engine/policies/file-heads.fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { clientsApi, HEBREW, signInViewer } from '../clients/clients.test-support';
import { signInMemberAs } from '../records/records.test-support';
import { HTML_PAGE, libraryApi, PROGRAM, SCRIPTED_SVG, smallPdf, uploaded, uploadParts } from './library.test-support';

const MB = 1024 * 1024;

describe.each(testDatabaseKinds())('the library’s sharing, isolation and hostile uploads on $kind', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let colleague: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('pro@insurance.example.com');
    colleague = await signInMemberAs(t, 'insurance', 'colleague', 'user', 'agent');
  });
  afterAll(async () => t?.close());

  const listedIds = async (agent: TestAgent, query = '?limit=100') => ((await libraryApi(agent).get(query)).json().data.documents as { id: string }[]).map((document) => document.id);

  it('keeps a private document from a colleague (list, search, tags, read, download, the client’s tab), not from its owner or an admin', async () => {
    const client = (await clientsApi(owner).post('', { firstName: 'Shared', lastName: 'Client' })).json().data.id;
    const secret = await uploaded(owner, 'secret-plan.pdf', await smallPdf('Secret'), { sharing: 'private', tags: ['secret-tag'], clientId: client });
    expect(secret).toMatchObject({ sharing: 'private' });
    const api = libraryApi(colleague);
    expect(await listedIds(colleague)).not.toContain(secret.id);
    expect((await api.get('/search?q=secret')).json().data.documents).toEqual([]);
    expect(((await api.get('/tags')).json().data as { tag: string }[]).map((row) => row.tag)).not.toContain('secret-tag');
    for (const response of [await api.get(`/${secret.id}`), await api.get(`/${secret.id}/download`), await api.get(`/${secret.id}/versions`), await api.put(`/${secret.id}`, { name: 'Mine' }), await api.delete(`/${secret.id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    }
    expect((await clientsApi(colleague).get(`/${client}/documents`)).json().data).toEqual([]);

    expect(await listedIds(owner)).toContain(secret.id);
    expect((await clientsApi(owner).get(`/${client}/documents`)).json().data).toHaveLength(1);
    const admin = await t.signIn('admin@insurance.example.com');
    expect((await libraryApi(admin).get(`/${secret.id}`)).statusCode).toBe(200);
  });

  it('lets a viewer read a team document but not delete it, and keeps its changes to its owner and the admins', async () => {
    const pdf = await smallPdf('Team');
    const team = await uploaded(owner, 'team-notes.pdf', pdf, { sharing: 'team' });
    const viewer = await signInViewer(t, 'insurance');
    const viewerApi = libraryApi(viewer);
    expect(await listedIds(viewer)).toContain(team.id);
    expect((await viewerApi.get(`/${team.id}/download`)).rawPayload.equals(pdf)).toBe(true);
    const refused = await viewerApi.delete(`/${team.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENTS_READ_ONLY', messages: { he: expect.stringMatching(HEBREW), en: 'You may not do this to the documents', es: expect.any(String) } });
    expect((await viewerApi.send('/upload', uploadParts('more.pdf', pdf))).statusCode).toBe(403);

    // A colleague whose role may delete documents may not delete another's team document, nor change its sharing.
    const api = libraryApi(colleague);
    const notTheirs = await api.delete(`/${team.id}`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ code: 'DOCUMENT_OWNER_ONLY', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/^Only the owner/) } });
    expect((await api.put(`/${team.id}`, { name: 'Renamed' })).statusCode).toBe(403);
    const shared = await uploaded(owner, 'org.pdf', pdf);
    expect((await api.put(`/${shared.id}`, { sharing: 'private' })).json()).toMatchObject({ code: 'DOCUMENT_OWNER_ONLY' });
    expect((await api.put(`/${shared.id}`, { tags: ['checked'] })).statusCode).toBe(200);
    expect(await listedIds(owner)).toContain(team.id);

    expect((await libraryApi(owner).delete(`/${team.id}`)).statusCode).toBe(200);
    expect((await libraryApi(owner).get(`/${team.id}`)).statusCode).toBe(404);
  });

  it('refuses a role without documents.view, and a role with view only every change', async () => {
    const outsider = await signInMemberAs(t, 'insurance', 'plain', 'user');
    const refused = await libraryApi(outsider).get();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENTS_FORBIDDEN', messages: { he: expect.stringMatching(HEBREW) } });
    const assistant = await signInMemberAs(t, 'generic', 'assistant', 'user', 'assistant');
    expect((await libraryApi(assistant).get()).statusCode).toBe(200);
    expect((await libraryApi(assistant).post('', { name: 'Draft' })).json()).toMatchObject({ code: 'DOCUMENTS_READ_ONLY' });
  });

  it("hides one office's documents from another by row-level security (404), and changes nothing of them", async () => {
    const pdf = await smallPdf('Mine');
    const mine = await uploaded(owner, 'own.pdf', pdf, { tags: ['insurance-only'] });
    const stranger = await t.signIn('admin@realestate.example.com');
    const api = libraryApi(stranger);
    expect(await listedIds(stranger)).not.toContain(mine.id);
    expect(((await api.get('/tags')).json().data as { tag: string }[]).map((row) => row.tag)).not.toContain('insurance-only');
    expect((await api.get('/search?q=own')).json().data.documents.map((document: { id: string }) => document.id)).not.toContain(mine.id);
    for (const response of [
      await api.get(`/${mine.id}`),
      await api.get(`/${mine.id}/download`),
      await api.get(`/${mine.id}/versions`),
      await api.put(`/${mine.id}`, { name: 'Taken' }),
      await api.delete(`/${mine.id}`),
      await api.send(`/${mine.id}/versions`, uploadParts('over.pdf', pdf)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    }
    const after = (await libraryApi(owner).get(`/${mine.id}`)).json().data;
    expect(after).toMatchObject({ name: 'own.pdf', version: 1 });
    expect((await libraryApi(owner).get(`/${mine.id}/download`)).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses hostile uploads (wrong magic bytes, HTML as PDF, script-bearing SVG, oversize, bad metadata), storing nothing', async () => {
    const api = libraryApi(owner);
    const before = await listedIds(owner);
    const refusals: [string, Buffer, number, string, RegExp][] = [
      ['invoice.pdf', PROGRAM, 415, 'DOCUMENT_UNSUPPORTED', /not the PDF its name claims/],
      ['page.pdf', HTML_PAGE, 415, 'DOCUMENT_UNSUPPORTED', /not the PDF its name claims/],
      ['picture.svg', SCRIPTED_SVG, 415, 'DOCUMENT_UNSUPPORTED', /^Unsupported format/],
      // The insurance office takes .xml files; an SVG under that name is still no document of the library.
      ['picture.xml', SCRIPTED_SVG, 415, 'DOCUMENT_UNSUPPORTED', /can run scripts/],
      ['sheet.xlsx', Buffer.from(FILE_HEADS.pdf), 415, 'DOCUMENT_UNSUPPORTED', /not the XLSX its name claims/],
      ['setup.exe', PROGRAM, 415, 'DOCUMENT_UNSUPPORTED', /^Unsupported format/],
    ];
    for (const [fileName, data, status, code, message] of refusals) {
      const response = await api.send('/upload', uploadParts(fileName, data, {}, 'application/pdf'));
      expect(response.statusCode, fileName).toBe(status);
      expect(response.json(), fileName).toMatchObject({ code, messages: { he: expect.stringMatching(HEBREW), es: expect.any(String) }, errors: [{ field: 'file', messages: { en: expect.stringMatching(message), he: expect.stringMatching(HEBREW) } }] });
    }
    const pdf = await smallPdf('ok');
    for (const [metadata, field] of [['not json', 'metadata'], ['[1]', 'metadata'], [JSON.stringify({ owner: 'me' }), 'metadata.owner'], [JSON.stringify({ sharing: 'everyone' }), 'metadata.sharing'], [JSON.stringify({ type: 'no-such-type' }), 'metadata.type']] as const) {
      const response = await api.send('/upload', uploadParts('ok.pdf', pdf, metadata));
      expect(response.statusCode, metadata).toBe(400);
      expect(response.json().errors[0], metadata).toMatchObject({ field, messages: { he: expect.stringMatching(HEBREW) } });
    }
    const missing = await api.send('/upload', [{ name: 'metadata', data: '{}' }]);
    expect(missing.json()).toMatchObject({ code: 'DOCUMENT_UPLOAD_MISSING', messages: { en: expect.stringMatching(/field file/) } });
    expect((await owner.request({ method: 'POST', url: '/api/pdf/docs/upload', payload: { file: 'x' }, csrf: true })).json()).toMatchObject({ code: 'DOCUMENT_NOT_MULTIPART' });

    // An office's own limit (here an override of 1 MB), in an office whose configuration this test has not read yet.
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ settings: { uploads: { maxSizeMb: 1 } } }) }).where('slug', '=', 'vet').execute();
    const vet = await t.signIn('admin@vet.example.com');
    const padded = Buffer.concat([pdf, Buffer.alloc(MB + 1 - pdf.length)]);
    const tooLarge = await libraryApi(vet).send('/upload', uploadParts('big.pdf', padded));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE', errors: [{ field: 'file', messages: { en: 'File too large: the limit is 1 MB' } }] });
    expect((await libraryApi(vet).get()).json().data.total).toBe(0);
    expect(await listedIds(owner)).toEqual(before);
  });
});
