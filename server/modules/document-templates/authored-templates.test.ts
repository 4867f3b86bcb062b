import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, clientsApi, signInViewer, tenantIdOf } from '../clients/clients.test-support';
import { libraryApi } from '../documents/library.test-support';
import { TEMPLATES_BASE } from './document-templates.routes';

/** The text of a PDF as a reader's software extracts it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lishka-authored-')), 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A template an insurance agency writes: a thank-you letter for a client, in Hebrew and English. */
const letter = {
  documentType: 'need-assessment',
  name: { he: 'מכתב תודה', en: 'Thank-you letter' },
  title: { he: 'תודה, {client.fullName}', en: 'Thank you, {client.fullName}' },
  blocks: [
    { kind: 'heading', text: { he: 'שלום {client.firstName}', en: 'Hello {client.firstName}' } },
    { kind: 'paragraph', text: { he: 'תעודת זהות {client.idNumber}, תאריך {today}', en: 'ID {client.idNumber}, date {today}' } },
    { kind: 'signature', text: { he: '{user.fullName}', en: '{user.fullName}' } },
  ],
};

describe.each(testDatabaseKinds())('the templates an office writes (issue 23) on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
  });
  afterAll(async () => t?.close());

  const call = (agent: TestAgent, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
    agent.request({ method, url: `${TEMPLATES_BASE}${path}`, ...(payload ? { payload } : {}), csrf: method !== 'GET' });

  it('writes, lists, reads, changes and deletes a template of the office, each change audited', async () => {
    const created = await call(admin, 'POST', '', { ...letter, description: { he: 'לאחר פגישה', en: 'After a meeting' } });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ source: 'office', documentType: 'need-assessment', forRecord: false, outputs: ['pdf'], name: letter.name, placeholders: ['client.fullName', 'client.firstName', 'client.idNumber', 'today', 'user.fullName'] });
    expect(template.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.json().messages.he).toBe('התבנית נשמרה');

    const list = (await call(admin, 'GET')).json().data as { id: string; source: string }[];
    expect(list.map((item) => [item.id, item.source])).toEqual([['policy-summary', 'office-type'], ['advice-record', 'office-type'], [template.id, 'office']]);
    expect((await call(admin, 'GET', '?documentType=need-assessment')).json().data.map((item: { id: string }) => item.id)).toEqual(['advice-record', template.id]);
    expect((await call(admin, 'GET', `/${template.id}`)).json().data).toMatchObject({ id: template.id, source: 'office', description: { en: 'After a meeting' } });

    const changed = await call(admin, 'PATCH', `/${template.id}`, { name: { he: 'מכתב תודה חם', en: 'A warm thank-you' }, description: null, module: 'policies', title: { he: 'פוליסה {record.number}', en: 'Policy {record.number}' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: { en: 'A warm thank-you' }, description: null, module: 'policies', forRecord: true });

    const deleted = await call(admin, 'DELETE', `/${template.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().messages.en).toBe('The template was deleted');
    expect((await call(admin, 'GET', `/${template.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/${template.id}`)).statusCode).toBe(404);

    const audit = await auditOf(t, template.id);
    expect(audit.map((row) => row.event_type)).toEqual(['document.template.created', 'document.template.updated', 'document.template.deleted']);
    expect(audit[1]).toMatchObject({ before: { name: letter.name }, after: { module: 'policies' } });
  });

  it('refuses a template the schema or the loader’s checks refuse, each problem at its field in Hebrew and English', async () => {
    const refusal = async (payload: object) => {
      const response = await call(admin, 'POST', '', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TEMPLATE_INVALID', messages: { he: 'התבנית אינה תקינה' } });
      return response.json().errors as { field: string; message: string; messages: { he: string; en: string } }[];
    };
    const withoutTitle: Record<string, unknown> = { ...letter };
    delete withoutTitle.title;
    expect((await refusal(withoutTitle)).map((error) => error.field)).toEqual(['title']);
    expect((await refusal({ ...letter, id: 'mine' })).map((error) => error.field)).toEqual(['id']);
    const withoutEnglish = await refusal({ ...letter, name: { he: 'מכתב' } });
    expect(withoutEnglish).toEqual([{ field: 'name.en', message: 'The text is missing in a language the office offers', messages: expect.objectContaining({ he: 'חסר הטקסט בשפה שהמשרד מציע' }) }]);
    expect((await refusal({ ...letter, blocks: [{ kind: 'table', text: letter.name }] })).map((error) => error.field)).toEqual(['blocks.0.kind']);

    const facts = await refusal({ ...letter, blocks: [{ kind: 'paragraph', text: { he: 'מידה {client.shoeSize}', en: 'Stage {record.stage}' } }] });
    expect(facts).toEqual([
      { field: 'blocks.0.text.he', message: expect.stringContaining('"{client.shoeSize}" is not a fact a template may put in'), messages: expect.objectContaining({ he: 'נתון שתבנית אינה יכולה לשלב: {client.shoeSize}' }) },
      { field: 'blocks.0.text.en', message: expect.stringContaining("a record's fact"), messages: expect.objectContaining({ he: expect.stringContaining('נתון של רשומה') }) },
    ]);
    const places = await refusal({ ...letter, documentType: 'pleading', module: 'appointments' });
    expect(places.map((error) => error.field)).toEqual(['documentType', 'module']);
    expect(places[0]!.messages.he).toContain('pleading');
    expect((await refusal({ ...letter, module: 'no-such-module' }))[0]!.message).toContain('unknown module "no-such-module"');
    expect((await call(admin, 'GET')).json().data).toHaveLength(2);
  });

  it('asks Spanish of an office that offers it', async () => {
    const lawyer = await t.signIn('admin@legal.example.com');
    const response = await call(lawyer, 'POST', '', { ...letter, documentType: 'correspondence' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['name.es', 'title.es', 'blocks.0.text.es', 'blocks.1.text.es', 'blocks.2.text.es']);
  });

  it('keeps the office type’s templates read only, with why', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(admin, method, '/advice-record', method === 'PATCH' ? { name: letter.name } : undefined);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'TEMPLATE_OF_OFFICE_TYPE', messages: { he: expect.stringContaining('סוג המשרד') } });
    }
  });

  it('shows an office’s templates to it alone, row-level security included', async () => {
    const template = (await call(admin, 'POST', '', letter)).json().data;
    const other = await t.signIn('admin@legal.example.com');
    expect((await call(other, 'GET')).json().data.map((item: { id: string }) => item.id)).not.toContain(template.id);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(other, method, `/${template.id}`, method === 'PATCH' ? { name: letter.name } : undefined);
      expect(response.statusCode, method).toBe(404);
    }
    const legalId = await tenantIdOf(t, 'legal');
    const seen = await withContext(t.database.db, { tenantId: legalId }, (trx) => trx.selectFrom('document_templates').select('id').execute());
    expect(seen.map((row) => row.id)).not.toContain(template.id);
    expect((await call(admin, 'GET', `/${template.id}`)).json().data.name).toEqual(letter.name);
    await call(admin, 'DELETE', `/${template.id}`);
  });

  it('lets a viewer read the templates but not write, change or delete one', async () => {
    const template = (await call(admin, 'POST', '', letter)).json().data;
    const viewer = await signInViewer(t, 'insurance');
    expect((await call(viewer, 'GET', `/${template.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '', letter)).statusCode).toBe(403);
    expect((await call(viewer, 'PATCH', `/${template.id}`, { name: letter.name })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/${template.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'POST', '/preview-draft', { template: letter })).statusCode).toBe(403);
    await call(admin, 'DELETE', `/${template.id}`);
  });

  it('previews a draft without keeping it and produces a Hebrew document from a written template', async () => {
    const client = (await clientsApi(admin).post('', { firstName: 'מיכל', lastName: 'לוי', idNumber: '123456782' })).json().data;
    const before = (await libraryApi(admin).get()).json().data.total;
    const draft = await call(admin, 'POST', '/preview-draft', { template: letter, clientId: client.id, language: 'he' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    expect(pdfText(draft.rawPayload)).toContain('מיכל לוי');
    const bad = await call(admin, 'POST', '/preview-draft', { template: { ...letter, title: { he: '{nope}', en: 'x' } }, clientId: client.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('title.he');
    expect((await call(admin, 'GET')).json().data).toHaveLength(2);

    const template = (await call(admin, 'POST', '', letter)).json().data;
    const made = await admin.request({ method: 'POST', url: '/api/pdf/docs/generate', payload: { templateId: template.id, clientId: client.id, language: 'he' }, csrf: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ clientId: client.id, type: 'need-assessment', contentType: 'application/pdf', name: 'תודה, מיכל לוי' });
    const text = pdfText((await libraryApi(admin).get(`/${made.json().data.id}/download`)).rawPayload);
    expect(text).toContain('שלום מיכל');
    expect(text).toContain('123456782');
    expect((await libraryApi(admin).get()).json().data.total).toBe(before + 1);
  });
});
