import type { FormDefinition } from '../../../engine/generated/config-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, tenantIdOf } from '../clients/clients.test-support';
import { contactForm, formsApi } from '../forms/forms.test-support';
import { CONSENT, leadForm, publicFormsApi } from './public-forms.test-support';

type FieldErrors = { field: string; message: string; messages: { he: string; en: string } }[];

describe.each(testDatabaseKinds())('public forms whose submissions arrive as new leads (issue 25) on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let forms: ReturnType<typeof formsApi>;
  let visitor: ReturnType<typeof publicFormsApi>;

  const stored = async (definition = leadForm()): Promise<string> => {
    const created = await forms.post('', { definition });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id;
  };
  const publish = async (id: string, body: object = {}) => forms.post(`/${id}/public-link`, body);
  const leadsNamed = async (lastName: string) =>
    (await admin.request({ method: 'GET', url: `/api/clients/client?kind=lead&search=${encodeURIComponent(lastName)}` })).json().data as { id: string; firstName: string; lastName: string; email: string | null; source: string | null; kind: string; leadStatus: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    forms = formsApi(admin);
    visitor = publicFormsApi(t.anonymous());
  });
  afterAll(async () => t?.close());

  it('publishes a form as a link shown once, which opens the form for anyone, and each submission is a new lead', async () => {
    const id = await stored();
    const published = await publish(id);
    expect(published.statusCode, published.body).toBe(201);
    const link = published.json().data as { token: string; path: string; url: string };
    expect(published.json()).toMatchObject({ data: { formId: id, isActive: true, consent: null, submissionCount: 0 }, messages: { he: expect.stringContaining('פורסם'), en: expect.stringContaining('published') } });
    expect(link.path).toBe(`/public-form/${link.token}`);
    expect(link.url).toMatch(/^https?:\/\/.+\/public-form\//);
    const read = (await forms.get(`/${id}/public-link`)).json().data;
    expect(read).toMatchObject({ formId: id, isActive: true });
    expect(read).not.toHaveProperty('token');

    const page = await visitor.open(link.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ officeName: expect.any(String), languages: ['he', 'en'], defaultLanguage: 'he', consent: null, form: { id: 'website-contact', fields: { fullName: { clientField: 'fullName' } } } });

    const sent = await visitor.submit({ token: link.token, answers: { fullName: 'Noa Bar-Lev', email: 'noa.public@example.com', topic: 'quote', message: 'Car insurance please' } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ data: { received: true }, messages: { he: expect.stringContaining('תודה'), en: expect.stringContaining('Thank you') } });
    const [lead] = await leadsNamed('Bar-Lev');
    expect(lead).toMatchObject({ firstName: 'Noa', lastName: 'Bar-Lev', email: 'noa.public@example.com', kind: 'lead', leadStatus: 'new' });
    const full = (await admin.request({ method: 'GET', url: `/api/clients/client/${lead!.id}` })).json().data as { source: string; management: { notes: string } };
    expect(full.source).toBe('צרו קשר');
    expect(full.management.notes).toContain('נושא: הצעת מחיר');
    expect(full.management.notes).toContain('הודעה: Car insurance please');
    expect((await forms.get(`/${id}/public-link`)).json().data).toMatchObject({ submissionCount: 1, lastSubmittedAt: expect.any(String) });

    // The same e-mail again tells the visitor nothing: a second lead, the e-mail in its notes.
    expect((await visitor.submit({ token: link.token, answers: { fullName: 'Noa Again', email: 'noa.public@example.com', topic: 'other' } })).statusCode).toBe(201);
    const [again] = await leadsNamed('Again');
    expect(again?.email ?? null).toBeNull();

    const events = (await auditOf(t, id)).map((row) => row.event_type);
    expect(events).toEqual(['form.created', 'form.public.published', 'form.public.submitted', 'form.public.submitted']);
    expect((await auditOf(t, lead!.id)).map((row) => row.event_type)).toContain('client.create');
  });

  it('asks for the consent where the link has a checkbox, and keeps it in the audit', async () => {
    const id = await stored(leadForm('consent-contact'));
    const missing = await publish(id, { consent: { he: CONSENT.he, en: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PUBLIC_FORM_CONSENT_TEXT', errors: [{ field: 'consent.en' }] });
    const { token } = (await publish(id, { consent: CONSENT })).json().data as { token: string };
    expect((await visitor.open(token)).json().data.consent).toEqual(CONSENT);

    const answers = { fullName: 'Dan Consent', topic: 'other' };
    const refused = await visitor.submit({ token, answers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PUBLIC_FORM_CONSENT_REQUIRED', messages: { he: 'יש לאשר את ההסכמה כדי לשלוח', en: 'Please give your consent to send the form' }, errors: [{ field: 'consent' }] });
    expect((await visitor.submit({ token, answers, consent: false })).statusCode).toBe(400);
    expect(await leadsNamed('Consent')).toEqual([]);
    expect((await visitor.submit({ token, answers, consent: true })).statusCode).toBe(201);
    expect(await leadsNamed('Consent')).toHaveLength(1);
    const submitted = (await auditOf(t, id)).find((row) => row.event_type === 'form.public.submitted');
    expect(submitted?.after).toMatchObject({ consent: { given: true, text: CONSENT } });
  });

  it('answers 404 for a link turned off, an old token, a deleted form and an office without the form builder', async () => {
    const id = await stored(leadForm('turned-off'));
    const first = (await publish(id)).json().data.token as string;
    const patch = (body: object) => admin.request({ method: 'PATCH', url: `/api/forms/${id}/public-link`, payload: body as Record<string, unknown>, csrf: true });
    expect((await patch({ isActive: false })).json()).toMatchObject({ data: { isActive: false }, messages: { en: 'The public link was updated' } });
    const gone = await visitor.open(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'PUBLIC_FORM_UNKNOWN', messages: { he: expect.stringContaining('אינו זמין'), en: expect.stringContaining('not available') } });
    expect((await visitor.submit({ token: first, answers: { fullName: 'Off Link', topic: 'other' } })).statusCode).toBe(404);
    expect((await patch({ isActive: true })).statusCode).toBe(200);
    expect((await visitor.open(first)).statusCode).toBe(200);

    // Published again: a new token, and the old one stops.
    const second = (await publish(id)).json().data.token as string;
    expect((await visitor.open(first)).statusCode).toBe(404);
    expect((await visitor.open(second)).statusCode).toBe(200);
    expect((await visitor.open('A'.repeat(43))).statusCode).toBe(404);
    expect((await auditOf(t, id)).map((row) => row.event_type)).toEqual(['form.created', 'form.public.published', 'form.public.changed', 'form.public.changed', 'form.public.published']);

    await forms.delete(`/${id}`);
    expect((await visitor.open(second)).statusCode).toBe(404);

    const realestate = await t.signIn('admin@realestate.example.com');
    const realestateForms = formsApi(realestate);
    const realestateId = (await realestateForms.post('', { definition: leadForm('realestate-contact') })).json().data.id as string;
    const token = (await realestateForms.post(`/${realestateId}/public-link`, {})).json().data.token as string;
    expect((await visitor.open(token)).statusCode).toBe(200);
    const settings = (await realestate.request({ method: 'GET', url: '/api/admin/office' })).json().data as { version: number; overrides: Record<string, unknown> };
    const turnedOff = await realestate.request({ method: 'PUT', url: '/api/admin/office', payload: { overrides: { ...settings.overrides, features: { disabled: ['form-builder'] } }, baseVersion: settings.version }, csrf: true });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect((await visitor.open(token)).statusCode).toBe(404);
    expect((await visitor.submit({ token, answers: { fullName: 'No Feature', topic: 'other' } })).statusCode).toBe(404);
  });

  it('keeps a link to its office: another office’s admin cannot read or change it, row-level security included', async () => {
    const id = await stored(leadForm('our-link'));
    await publish(id);
    const other = await t.signIn('admin@legal.example.com');
    expect((await other.request({ method: 'GET', url: `/api/forms/${id}/public-link` })).statusCode).toBe(404);
    expect((await other.request({ method: 'POST', url: `/api/forms/${id}/public-link`, payload: {}, csrf: true })).statusCode).toBe(404);
    expect((await other.request({ method: 'PATCH', url: `/api/forms/${id}/public-link`, payload: { isActive: false }, csrf: true })).statusCode).toBe(404);
    expect((await forms.get(`/${id}/public-link`)).json().data.isActive).toBe(true);

    const db = t.database.db;
    expect(await withContext(db, {}, (trx) => trx.selectFrom('public_form_links').selectAll().execute())).toEqual([]);
    const legal = await tenantIdOf(t, 'legal');
    expect(await withContext(db, { tenantId: legal }, (trx) => trx.selectFrom('public_form_links').select('id').where('form_id', '=', id).execute())).toEqual([]);
    // Members who are not admins cannot publish.
    const pro = await t.signIn('pro@insurance.example.com');
    expect((await pro.request({ method: 'POST', url: `/api/forms/${id}/public-link`, payload: {}, csrf: true })).json().code).toBe('ADMIN_REQUIRED');
  });

  it('refuses bad input with 400 and each problem at its field, in Hebrew and English', async () => {
    // A form that names no lead cannot be published.
    const nameless = await publish(await stored(contactForm('nameless')));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'PUBLIC_FORM_NEEDS_NAME', messages: { he: expect.stringContaining('שם מלא'), en: expect.stringContaining('full-name') } });
    expect((await forms.post(`/00000000-0000-4000-8000-000000000000/public-link`, {})).statusCode).toBe(404);

    // Nor one that asks for a file; and one changed to ask for a file after it was published takes no submission.
    const withFile = (form: FormDefinition): FormDefinition => ({
      ...form,
      schema: { ...form.schema, properties: { ...form.schema.properties, payslip: { type: 'string', format: 'data-url' } } } as FormDefinition['schema'],
      fields: { ...form.fields, payslip: { type: 'file', label: { he: 'תלוש שכר', en: 'Payslip' } } },
    });
    const fileForm = await publish(await stored(withFile(leadForm('with-file'))));
    expect(fileForm.statusCode).toBe(400);
    expect(fileForm.json()).toMatchObject({ code: 'PUBLIC_FORM_NO_FILES', errors: [{ field: 'fields.payslip', messages: { en: 'A file field cannot be on a public form' } }] });
    const laterId = await stored(leadForm('file-later'));
    const later = (await publish(laterId)).json().data as { token: string };
    expect((await forms.put(`/${laterId}`, { definition: withFile(leadForm('file-later')), version: 1 })).statusCode).toBe(200);
    const refusedFile = await visitor.submit({ token: later.token, answers: { fullName: 'Noa Bar-Lev', topic: 'quote' } });
    expect(refusedFile.statusCode).toBe(400);
    expect(refusedFile.json()).toMatchObject({ code: 'PUBLIC_FORM_NO_FILES', errors: [{ field: 'answers.payslip' }] });
    expect((await admin.request({ method: 'PATCH', url: `/api/forms/${await stored(leadForm('never-published'))}/public-link`, payload: { isActive: false }, csrf: true })).json().code).toBe('PUBLIC_FORM_LINK_NONE');

    const { token } = (await publish(await stored(leadForm('bad-input')))).json().data as { token: string };
    const refused = await visitor.submit({ token, answers: { email: 'not-an-email', topic: 'spaceships' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PUBLIC_FORM_INVALID', messages: { he: 'יש לתקן את השדות המסומנים', en: 'Please correct the marked fields' } });
    const errors = refused.json().errors as FieldErrors;
    expect(errors.map((error) => error.field).sort()).toEqual(['answers.email', 'answers.fullName', 'answers.topic']);
    for (const error of errors) expect(error.messages.he.length * error.messages.en.length).toBeGreaterThan(0);

    const oneWord = await visitor.submit({ token, answers: { fullName: 'Madonna', topic: 'other' } });
    expect(oneWord.json()).toMatchObject({ code: 'PUBLIC_FORM_INVALID', errors: [{ field: 'answers.fullName', messages: { he: 'יש לכתוב שם פרטי ושם משפחה', en: 'Please write a first and a last name' } }] });
    expect((await visitor.submit({ token: 'short', answers: {} })).statusCode).toBe(400);
    expect((await visitor.submit({ token, answers: [] })).statusCode).toBe(400);
    expect((await visitor.submit({ token })).statusCode).toBe(400);
    expect((await visitor.open('bad token!')).statusCode).toBe(400);
  });

  it('limits submissions per address', async () => {
    const { token } = (await publish(await stored(leadForm('limited')))).json().data as { token: string };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await visitor.submit({ token, answers: {} }, '203.0.113.77')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
