import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplateDocx } from '../../docx/template-docx';
import { readArchiveEntries } from '../../files/archive-guard';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { deflatedRepeat, zipOf } from '../../testing/zip-writer';
import { clientsApi } from '../clients/clients.test-support';
import { WORD_LIMITS } from '../documents/extract-docx-text';
import { libraryApi, uploadParts } from '../documents/library.test-support';
import { DOCX_CONTENT_TYPE } from '../documents/word-package';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

// Issue 23: templates produced as Word documents, and Word documents in the library's search.
describe.each(testDatabaseKinds())('Word documents from templates and in the library on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let matterId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@legal.example.com');
    const clientId = (await clientsApi(admin).post('', { firstName: 'נועה', lastName: 'ברק', idNumber: '123456782' })).json().data.id;
    const matter = await admin.request({ method: 'POST', url: '/api/records/matters', payload: { data: { title: 'ברק נגד לוי', practiceArea: 'litigation', feeArrangement: 'hourly' }, clientId }, csrf: true });
    expect(matter.statusCode, matter.body).toBe(201);
    matterId = matter.json().data.id;
  });
  afterAll(async () => t?.close());

  const generate = (payload: object, agent = admin) => agent.request({ method: 'POST', url: '/api/pdf/docs/generate', payload, csrf: true });

  it('produces a template declaring DOCX as a Word document in Hebrew, kept and downloaded byte for byte under its .docx name', async () => {
    const made = await generate({ templateId: 'engagement-letter', recordId: matterId, language: 'he', format: 'docx' });
    expect(made.statusCode, made.body).toBe(201);
    const document = made.json().data;
    expect(document).toMatchObject({ recordId: matterId, contentType: DOCX_CONTENT_TYPE, fileName: 'מכתב התקשרות – ברק נגד לוי.docx', version: 1 });
    const download = await libraryApi(admin).get(`/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(download.headers['content-disposition']).toMatch(/^attachment;.*\.docx/);
    expect(download.rawPayload.length).toBe(document.size);
    expect(sha256(download.rawPayload)).toBe(document.checksum);
    expect((await libraryApi(admin).get(`/${document.id}/download`)).rawPayload.equals(download.rawPayload)).toBe(true);
    const xml = (await readArchiveEntries(download.rawPayload, WORD_LIMITS, (name) => name === 'word/document.xml')).get('word/document.xml')!.toString('utf8');
    expect(xml).toContain('מכתב התקשרות – ברק נגד לוי');
    expect(xml).toContain('<w:bidi/>');
    // The PDF stays the default, and the words of the Word file are found by the search.
    expect((await generate({ templateId: 'engagement-letter', recordId: matterId, language: 'en' })).json().data.contentType).toBe('application/pdf');
    const found = (await libraryApi(admin).get(`/search?q=${encodeURIComponent('התקשרות')}`)).json().data.documents as { id: string }[];
    expect(found.map((row) => row.id)).toContain(document.id);
  });

  it('refuses DOCX for a template that produces PDF only, and where the office’s own policy takes no .docx, in every language', async () => {
    const before = (await libraryApi(admin).get()).json().data.total;
    const pdfOnly = await generate({ templateId: 'power-of-attorney', recordId: matterId, format: 'docx' });
    expect(pdfOnly.statusCode).toBe(400);
    expect(pdfOnly.json()).toMatchObject({ code: 'GENERATE_INVALID', errors: [{ field: 'format', messages: { he: 'תבנית זו מופקת כ-PDF בלבד', en: 'This template is produced as a PDF only', es: 'Esta plantilla solo se genera en PDF' } }] });
    expect((await generate({ templateId: 'engagement-letter', recordId: matterId, format: 'odt' })).statusCode).toBe(400);

    const { overrides } = await t.database.db.selectFrom('tenants').select('overrides').where('slug', '=', 'legal').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ ...overrides, settings: { uploads: { maxSizeMb: 50, allowedTypes: ['.pdf'], virusScan: false } } }) }).where('slug', '=', 'legal').execute();
    try {
      const office = await t.signIn('admin@legal.example.com');
      const refused = await generate({ templateId: 'engagement-letter', recordId: matterId, format: 'docx' }, office);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'GENERATE_INVALID', errors: [{ field: 'format', messages: { en: expect.stringContaining('upload policy does not accept') } }] });
      expect((await generate({ templateId: 'engagement-letter', recordId: matterId }, office)).statusCode).toBe(201);
    } finally {
      await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify(overrides) }).where('slug', '=', 'legal').execute();
    }
    expect((await libraryApi(admin).get()).json().data.total).toBe(before + 1);
  });

  it('finds a word inside an uploaded Word document, and refuses a zip renamed .docx', async () => {
    const docx = await renderTemplateDocx({
      template: { id: 'memo', documentType: 'general', name: { he: 'תזכיר', en: 'Memo' }, title: { he: 'תזכיר', en: 'Memo' }, blocks: [{ kind: 'paragraph', text: { he: 'x', en: 'The witness Zebulun Ashkenazi signed in Eilat' } }] },
      language: 'en',
      values: {},
      office: { name: 'Cohen & Co.' },
    });
    const upload = await libraryApi(admin).send('/upload', uploadParts('memo.docx', docx, { name: 'Memo' }));
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().data.contentType).toBe(DOCX_CONTENT_TYPE);
    const found = (await libraryApi(admin).get('/search?q=zebulun%20eilat')).json().data.documents as { id: string }[];
    expect(found.map((row) => row.id)).toEqual([upload.json().data.id]);

    // A zip bomb named .docx (200 MB of one word in word/document.xml, from under 1 MB) is kept, unread: no 5xx, no words.
    const contentTypes = '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const bomb = await deflatedRepeat(Buffer.from('<w:p><w:r><w:t>boom </w:t></w:r></w:p>'.repeat(1000)), 5000, { head: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>', tail: '</w:body></w:document>' });
    const bombed = await libraryApi(admin).send('/upload', uploadParts('bomb.docx', zipOf([{ name: '[Content_Types].xml', data: contentTypes }, { name: 'word/document.xml', ...bomb }])));
    expect(bombed.statusCode, bombed.body).toBe(201);
    expect((await libraryApi(admin).get('/search?q=boom')).json().data.total).toBe(0);

    const renamed = zipOf([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'notes.txt', data: 'not a letter' }]);
    const refused = await libraryApi(admin).send('/upload', uploadParts('letter.docx', renamed));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENT_UNSUPPORTED', errors: [{ field: 'file', messages: { en: 'The file is not a valid Word document (DOCX): it has no document body' } }] });
  });
});
