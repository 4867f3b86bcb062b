import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { HEBREW, signInViewer } from '../clients/clients.test-support';
import { onePixelPng, uploaded } from '../documents/library.test-support';
import { auditOf } from '../records/records.test-support';
import { blankForm, boxedWords, HAS_PDFTOTEXT, layoutText, templatesApi, textField } from './pdf-templates.test-support';

const PAGE = { width: 595.28, height: 841.89 };
const FULL_NAME = 'דנה כהן-לוי';
const FIELDS = [
  textField('fullName', { label: 'שם מלא', required: true, x: 0.4, y: 0.2, width: 0.5, height: 0.05 }),
  textField('idNumber', { x: 0.4, y: 0.28, width: 0.3, height: 0.04 }),
  { id: 'f-agree', name: 'agree', type: 'checkbox', label: 'מסכים/ה', page: 1, x: 0.1, y: 0.4, width: 0.04, height: 0.03 },
  { id: 'f-plan', name: 'plan', type: 'dropdown', label: 'מסלול', page: 1, x: 0.4, y: 0.5, width: 0.4, height: 0.04, options: [{ value: 'basic', label: 'מסלול בסיסי' }, { value: 'gold', label: 'זהב' }] },
  { id: 'f-date', name: 'signedOn', type: 'date', page: 1, x: 0.1, y: 0.6, width: 0.2, height: 0.04 },
  { id: 'f-sig', name: 'signature', type: 'signature', page: 1, x: 0.5, y: 0.8, width: 0.3, height: 0.08 },
  // On page 2: pdftotext -layout takes a page's direction from most of its letters, widgets' included, and a page
  // mostly Latin reads a hyphenated Hebrew name with its words swapped (so would a longer typed Latin signature).
  { id: 'f-size', name: 'size', type: 'dropdown', label: 'Size', page: 2, x: 0.1, y: 0.7, width: 0.2, height: 0.04, options: [{ value: 's', label: 'Small' }, { value: 'l', label: 'Large' }] },
];

describe.each(testDatabaseKinds())('PDF templates on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let form: Buffer;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    form = await blankForm(2);
    const created = await templatesApi(admin).upload({ name: 'intake.pdf', data: form }, { name: 'טופס קליטה', fields: FIELDS });
    expect(created.statusCode, created.body).toBe(201);
    templateId = created.json().data.id;
  });
  afterAll(async () => t?.close());

  const templateCount = async () => (await t.database.db.selectFrom('pdf_templates').select('id').execute()).length;

  it('creates a template on an uploaded PDF kept in the library, reads it, lists it, and audits it', async () => {
    const api = templatesApi(admin);
    const read = await api.get(`/${templateId}`);
    expect(read.statusCode).toBe(200);
    const template = read.json().data;
    expect(template).toMatchObject({ name: 'טופס קליטה', pdfFileName: 'intake.pdf', pageCount: 2, pdfUrl: `/api/pdf/form-templates/${templateId}/pdf`, documentVersion: 1 });
    expect(template.fields).toHaveLength(FIELDS.length);
    expect(template.fields[0]).toEqual({ ...FIELDS[0], placeholder: '', options: [], validation: {} });
    expect(template.fields[3].options).toHaveLength(2);
    expect((await api.get()).json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: templateId, fieldCount: FIELDS.length })]));
    expect((await api.get(`?documentId=${template.documentId}`)).json().data).toHaveLength(1);
    const original = await api.get(`/${templateId}/pdf`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(original.rawPayload, form)).toBe(0);
    expect(await auditOf(t, templateId)).toEqual([expect.objectContaining({ event_type: 'pdf_template.created', entity_type: 'pdf_template' })]);
    // The PDF is a document of the library, shared with the office.
    const document = await admin.request({ method: 'GET', url: `/api/pdf/docs/${template.documentId}` });
    expect(document.json().data).toMatchObject({ name: 'טופס קליטה', sharing: 'organization' });
  });

  it('creates a template on a PDF already in the library, and refuses a document that is no PDF', async () => {
    const api = templatesApi(admin);
    const pdf = await uploaded(admin, 'lease.pdf', await blankForm());
    const created = await api.post('', { documentId: pdf.id, name: 'Lease', fields: [textField('tenantName')] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'The template was saved', data: { pageCount: 1, pdfFileName: 'lease.pdf' } });
    const picture = await uploaded(admin, 'pixel.png', await onePixelPng());
    const refused = await api.post('', { documentId: picture.id, name: 'Picture' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'documentId' })]);
    const missing = await api.post('', { documentId: '00000000-0000-4000-8000-000000000009', name: 'Nothing' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'documentId', message: 'PDF file is required' })]);
  });

  it('refuses a wrong template with spec 2 §5’s messages at each field, in every language, and stores nothing', async () => {
    const api = templatesApi(admin);
    const before = await templateCount();
    const wrong = await api.upload({ name: 'form.pdf', data: form }, {
      name: '  ',
      fields: [
        textField('1st name'),
        textField('city'),
        textField('City', { id: 'f-city-2' }),
        textField('far', { x: 0.8, width: 0.3 }),
        textField('gone', { page: 3 }),
        { ...textField('choice'), type: 'dropdown', options: [] },
        textField(''),
      ],
    });
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(body).toMatchObject({ code: 'PDF_TEMPLATE_INVALID', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) } });
    const byField = Object.fromEntries((body.errors as { field: string; message: string; messages: { he: string } }[]).map((error) => [error.field, error]));
    expect(byField.name?.message).toBe('Template name is required');
    expect(byField['fields.0.name']?.message).toMatch(/^Invalid field name/);
    expect(byField['fields.2.name']?.message).toBe('Field name already exists');
    expect(byField['fields.3.position']?.message).toMatch(/^Invalid position/);
    expect(byField['fields.4.position']?.message).toMatch(/^Invalid position/);
    expect(byField['fields.5.options']).toBeDefined();
    expect(byField['fields.6.name']?.message).toBe('This field is required');
    expect(byField['fields.6.name']?.messages.he).toMatch(HEBREW);
    const noFile = await api.upload(undefined, { name: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([expect.objectContaining({ field: 'file', message: 'PDF file is required' })]);
    const notJson = await admin.request({ method: 'POST', url: '/api/pdf/form-templates/upload', csrf: true, payload: { name: 'x' } });
    expect(notJson.statusCode).toBeLessThan(500);
    const badPut = await api.put(`/${templateId}`, { name: 'x', fields: [{ ...FIELDS[0], x: -0.2 }] });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().errors).toEqual([expect.objectContaining({ field: 'fields.0.position' })]);
    expect(await templateCount()).toBe(before);
  });

  it.skipIf(!HAS_PDFTOTEXT)('fills the PDF: the Hebrew reads in logical order at the field’s place, the Hebrew dropdown drawn as its label, the checkbox and the Latin dropdown real AcroForm fields', async () => {
    const filled = await templatesApi(admin).post(`/${templateId}/fill`, { values: { fullName: FULL_NAME, idNumber: '123456782', agree: true, plan: 'basic', signedOn: '2026-11-27', signature: 'Dana', size: 'l' } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.headers['content-type']).toBe('application/pdf');
    expect(filled.headers['content-disposition']).toContain('intake-filled.pdf');
    const text = layoutText(filled.rawPayload);
    expect(text).toContain(FULL_NAME);
    expect(text).toContain('מסלול בסיסי');
    expect(text).toContain('123456782');
    expect(text).toContain('27/11/2026');
    expect(text).toContain('Intake form 2');
    const form = (await PDFDocument.load(filled.rawPayload)).getForm();
    expect(form.getFields().map((field) => field.getName()).sort()).toEqual(['agree', 'size']);
    expect(form.getCheckBox('agree').isChecked()).toBe(true);
    expect(form.getDropdown('size').getSelected()).toEqual(['Large']);
    // Each word of the name inside the field's box on page 1 (pdftotext counts from the top left, in points).
    const box = { left: 0.4 * PAGE.width, top: 0.2 * PAGE.height, right: 0.9 * PAGE.width, bottom: 0.25 * PAGE.height };
    // -bbox lists each word's glyphs as drawn (left to right); -layout above read them back in logical order.
    const visual = (word: string) => [...word].reverse().join('');
    const words = boxedWords(filled.rawPayload)
      .map((word) => ({ ...word, text: visual(word.text) }))
      .filter((word) => FULL_NAME.split(' ').includes(word.text));
    expect(words.map((word) => word.text).sort()).toEqual(FULL_NAME.split(' ').sort());
    const TOLERANCE = 2;
    for (const word of words) {
      expect(word.xMin).toBeGreaterThan(box.left - TOLERANCE);
      expect(word.xMax).toBeLessThan(box.right + TOLERANCE);
      expect(word.yMin).toBeGreaterThan(box.top - TOLERANCE);
      expect(word.yMax).toBeLessThan(box.bottom + TOLERANCE);
    }
    // Right to left: the first word read stands right of the second, the text aligned to the box's right side.
    const [first, second] = FULL_NAME.split(' ').map((part) => words.find((word) => word.text === part)!);
    expect(first!.xMin).toBeGreaterThan(second!.xMax - 1);
    expect(first!.xMax).toBeGreaterThan(box.right - 0.1 * (box.right - box.left));
    expect(await auditOf(t, templateId)).toEqual(expect.arrayContaining([expect.objectContaining({ event_type: 'pdf_template.filled' })]));
  });

  it('refuses to fill without a required field, with a value of the wrong kind, or a name the template lacks: 400 at each', async () => {
    const api = templatesApi(admin);
    const refused = await api.post(`/${templateId}/fill`, { values: { idNumber: '1', plan: 'platinum', signedOn: '2026-02-31', nobody: 'x', agree: 'maybe' } });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries((refused.json().errors as { field: string; message: string }[]).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({ 'values.fullName': 'This field is required', 'values.plan': 'Choose one of the options', 'values.nobody': expect.any(String), 'values.agree': expect.any(String) });
    expect(fields['values.signedOn']).toMatch(/date/i);
    const blank = await api.post(`/${templateId}/fill`, { values: { fullName: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect((await api.post(`/${templateId}/fill`, { values: { fullName: 42 } })).statusCode).toBe(400);
  });

  it('changes and deletes a template, audited; a deleted one is gone', async () => {
    const api = templatesApi(admin);
    const created = (await api.upload({ name: 'short.pdf', data: await blankForm() }, { fields: [textField('a')] })).json().data;
    expect(created.name).toBe('short');
    const changed = await api.put(`/${created.id}`, { name: 'Renamed', fields: [textField('a'), textField('b', { id: 'f-b', y: 0.5 })] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Renamed', fields: [{ name: 'a' }, { name: 'b' }] });
    expect((await api.delete(`/${created.id}`)).statusCode).toBe(200);
    expect((await api.get(`/${created.id}`)).statusCode).toBe(404);
    expect((await api.post(`/${created.id}/fill`, { values: {} })).statusCode).toBe(404);
    expect((await auditOf(t, created.id)).map((entry) => entry.event_type)).toEqual(['pdf_template.created', 'pdf_template.updated', 'pdf_template.deleted']);
    const updated = (await auditOf(t, created.id))[1]!;
    expect(updated.before).toMatchObject({ name: 'short' });
    expect(updated.after).toMatchObject({ name: 'Renamed' });
  });

  it('answers 404 to another office and keeps a viewer from changing', async () => {
    const other = templatesApi(await t.signIn('admin@legal.example.com'));
    expect((await other.get(`/${templateId}`)).statusCode).toBe(404);
    expect((await other.get(`/${templateId}/pdf`)).statusCode).toBe(404);
    expect((await other.post(`/${templateId}/fill`, { values: { fullName: 'x' } })).statusCode).toBe(404);
    expect((await other.put(`/${templateId}`, { name: 'Taken', fields: [] })).statusCode).toBe(404);
    expect((await other.delete(`/${templateId}`)).statusCode).toBe(404);
    expect((await other.get()).json().data.map((row: { id: string }) => row.id)).not.toContain(templateId);
    const viewer = templatesApi(await signInViewer(t, 'insurance'));
    expect((await viewer.get(`/${templateId}`)).statusCode).toBe(200);
    expect((await viewer.put(`/${templateId}`, { name: 'Viewer', fields: [] })).statusCode).toBe(403);
    expect((await templatesApi(admin).get(`/${templateId}`)).json().data.name).toBe('טופס קליטה');
  });

  it('answers 403 FEATURE_UNAVAILABLE where the office has pdf-forms off', async () => {
    const row = await t.database.db.selectFrom('tenants').select('overrides').where('slug', '=', 'accounting').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ ...(row.overrides ?? {}), features: { disabled: ['pdf-forms'] } }) }).where('slug', '=', 'accounting').execute();
    try {
      const api = templatesApi(await t.signIn('admin@accounting.example.com'));
      for (const response of [await api.get(), await api.get(`/${templateId}`), await api.post(`/${templateId}/fill`, { values: {} }), await api.upload({ name: 'x.pdf', data: form })]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FEATURE_UNAVAILABLE');
      }
    } finally {
      await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify(row.overrides ?? {}) }).where('slug', '=', 'accounting').execute();
    }
  });
});
