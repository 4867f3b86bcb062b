import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { clientsApi, signInViewer } from '../clients/clients.test-support';
import { libraryApi } from '../documents/library.test-support';
import { TEMPLATES_BASE } from './document-templates.routes';

/** The text of a PDF as a reader's software extracts it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lishka-template-')), 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// Production reads what any database gives alike: one database is enough (the library's own tests cover both).
describe('document templates and production (issue 23)', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabaseKinds().at(-1)!);
    admin = await t.signIn('admin@insurance.example.com');
  });
  afterAll(async () => t?.close());

  const templates = (agent: TestAgent, path = '') => agent.request({ method: 'GET', url: `${TEMPLATES_BASE}${path}` });
  const generate = (agent: TestAgent, payload: object) => agent.request({ method: 'POST', url: '/api/pdf/docs/generate', payload, csrf: true });

  it('lists the office type’s templates, filtered by document type, with the office’s words and the facts they put in', async () => {
    const all = (await templates(admin)).json().data as { id: string; documentType: string; forRecord: boolean; placeholders: string[] }[];
    expect(all.map((template) => template.id)).toEqual(['policy-summary', 'advice-record']);
    expect(all.find((template) => template.id === 'advice-record')).toMatchObject({ forRecord: false, placeholders: expect.arrayContaining(['client.fullName']) });
    expect((await templates(admin, '?documentType=policy')).json().data.map((template: { id: string }) => template.id)).toEqual(['policy-summary']);
    expect((await templates(admin, '/policy-summary')).json().data).toMatchObject({ id: 'policy-summary', module: 'policies', forRecord: true });
    const missing = await templates(admin, '/no-such-template');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND', messages: { he: 'התבנית לא נמצאה' } });
  });

  it('produces a client’s document in Hebrew into the library, linked to the client and in its activity, and the text reads in order', async () => {
    const client = (await clientsApi(admin).post('', { firstName: 'נועה', lastName: 'ברק', idNumber: '123456782', email: 'noa.barak@example.com' })).json().data;
    const made = await generate(admin, { templateId: 'advice-record', clientId: client.id, language: 'he', tags: ['הפקה'] });
    expect(made.statusCode, made.body).toBe(201);
    const document = made.json().data;
    expect(document).toMatchObject({ clientId: client.id, type: 'need-assessment', contentType: 'application/pdf', tags: ['הפקה'], version: 1 });
    const file = await libraryApi(admin).get(`/${document.id}/download`);
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('נועה ברק');
    expect(text).toContain('123456782');
    const activity = (await clientsApi(admin).get(`/${client.id}/activities`)).json().data;
    expect(activity[0]).toMatchObject({ type: 'document_added', metadata: { documentId: document.id } });
  });

  it('previews without keeping, in English, and refuses what cannot be produced with a message in every language', async () => {
    const client = (await clientsApi(admin).post('', { firstName: 'Avi', lastName: 'Sasson' })).json().data;
    const before = (await libraryApi(admin).get()).json().data.total;
    const preview = await admin.request({ method: 'POST', url: `${TEMPLATES_BASE}/advice-record/preview`, payload: { clientId: client.id, language: 'en' }, csrf: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdfText(preview.rawPayload)).toContain('Avi Sasson');
    expect((await libraryApi(admin).get()).json().data.total).toBe(before);

    const refusals: [object, number, string][] = [
      [{ templateId: 'advice-record' }, 400, 'GENERATE_INVALID'],
      [{ templateId: 'policy-summary', clientId: client.id }, 400, 'GENERATE_INVALID'],
      [{ templateId: 'advice-record', clientId: '00000000-0000-4000-8000-000000000000' }, 404, 'CLIENT_NOT_FOUND'],
      [{ templateId: 'advice-record', clientId: client.id, language: 'es' }, 400, 'GENERATE_INVALID'],
      [{ templateId: 'nope', clientId: client.id }, 404, 'TEMPLATE_NOT_FOUND'],
      [{ templateId: 'advice-record', clientId: client.id, color: 'red' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [payload, status, code] of refusals) {
      const response = await generate(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code, JSON.stringify(payload)).toBe(code);
      expect(Object.keys(response.json().messages)).toEqual(expect.arrayContaining(['he', 'en']));
    }
    expect((await libraryApi(admin).get()).json().data.total).toBe(before);
  });

  it('lets a viewer read the templates but not produce a document', async () => {
    const viewer = await signInViewer(t, 'insurance');
    expect((await templates(viewer)).statusCode).toBe(200);
    const client = (await clientsApi(admin).post('', { firstName: 'View', lastName: 'Only' })).json().data;
    const refused = await generate(viewer, { templateId: 'advice-record', clientId: client.id });
    expect(refused.statusCode).toBe(403);
  });
});
