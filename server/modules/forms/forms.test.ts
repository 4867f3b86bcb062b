import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { testDatabaseKinds } from '../../testing/test-databases';
import { auditOf, signInViewer, tenantIdOf } from '../clients/clients.test-support';
import { contactForm, formsApi, intakeWithQuestion, officeIntake } from './forms.test-support';

type FieldErrors = { field: string; message: string; messages: { he: string; en: string } }[];

describe.each(testDatabaseKinds())('the forms an office builds (issue 25) on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let api: ReturnType<typeof formsApi>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    api = formsApi(admin);
  });
  afterAll(async () => t?.close());

  it('stores, lists, reads and saves versions of a form, each change audited', async () => {
    const created = await api.post('', { definition: contactForm(), category: 'intake' });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().data;
    expect(form).toMatchObject({ formId: 'contact-request', title: { he: 'בקשת קשר', en: 'Contact request' }, category: 'intake', version: 1, fieldCount: 3, updatedByName: 'Dana Admin', usedAs: [], definition: contactForm() });
    expect(form.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.json().messages.he).toBe('הטופס נשמר');

    const listed = (await api.get()).json().data as { id: string; definition?: unknown }[];
    expect(listed.find((item) => item.id === form.id)).toMatchObject({ formId: 'contact-request', version: 1, fieldCount: 3 });
    expect(listed.find((item) => item.id === form.id)).not.toHaveProperty('definition');

    const changed = contactForm();
    changed.fields.fullName!.label = { he: 'השם שלך', en: 'Your name' };
    const saved = await api.put(`/${form.id}`, { definition: changed, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, category: 'intake', definition: { fields: { fullName: { label: { en: 'Your name' } } } } });

    const stale = await api.put(`/${form.id}`, { definition: contactForm(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FORM_STALE_VERSION', messages: { he: expect.stringContaining('גרסה חדשה יותר'), en: expect.stringContaining('newer version') } });

    const versions = (await api.get(`/${form.id}/versions`)).json().data as { version: number; savedByName: string }[];
    expect(versions.map((version) => [version.version, version.savedByName])).toEqual([[2, 'Dana Admin'], [1, 'Dana Admin']]);
    expect((await api.get(`/${form.id}/versions/1`)).json().data).toMatchObject({ version: 1, category: 'intake', definition: contactForm() });
    expect((await api.get(`/${form.id}/versions/9`)).json()).toMatchObject({ code: 'FORM_VERSION_NOT_FOUND' });

    const twice = await api.post('', { definition: contactForm() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FORM_ID_TAKEN');

    expect((await api.delete(`/${form.id}`)).json()).toMatchObject({ success: true, messages: { en: 'The form was deleted' } });
    expect((await api.get(`/${form.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/${form.id}`)).statusCode).toBe(404);
    // Its id is free again.
    const again = await api.post('', { definition: contactForm() });
    expect(again.statusCode).toBe(201);
    await api.delete(`/${again.json().data.id}`);

    expect((await auditOf(t, form.id)).map((row) => row.event_type)).toEqual(['form.created', 'form.updated', 'form.deleted']);
  });

  it('refuses a definition the engine’s checks refuse, each problem at its path, and bad ids with 400 or 404', async () => {
    const refused = async (agent: TestAgent, definition: unknown): Promise<FieldErrors> => {
      const response = await formsApi(agent).post('', { definition });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FORM_INVALID', messages: { he: 'הטופס אינו תקין ולא נשמר', en: 'The form is not valid and was not saved' } });
      return response.json().errors;
    };
    const noOptions = contactForm();
    delete noOptions.fields.topic!.options;
    expect((await refused(admin, noOptions)).map((error) => error.field)).toContain('definition.fields.topic.options');

    // The field a rule names was deleted.
    const orphanRule = contactForm();
    delete orphanRule.fields.topic;
    delete (orphanRule.schema.properties as Record<string, unknown>).topic;
    (orphanRule.uiSchema as { 'ui:order': string[] })['ui:order'] = ['fullName', 'details'];
    const errors = await refused(admin, orphanRule);
    expect(errors.map((error) => error.field)).toEqual(['definition.fields.details.visibleWhen.field']);
    expect(errors[0]!.messages.he).toContain('תנאי התצוגה');

    // A law office offers Spanish: every text needs it.
    const lawyer = await t.signIn('admin@legal.example.com');
    const missing = await refused(lawyer, contactForm());
    expect(missing.map((error) => error.field)).toEqual(expect.arrayContaining(['definition.title', 'definition.fields.fullName.label']));
    expect(missing[0]!.messages.he).toContain('חסר הטקסט');

    expect((await admin.request({ method: 'POST', url: '/api/forms', payload: { definition: [] }, csrf: true })).statusCode).toBe(400);
    expect((await refused(admin, { id: 'x' })).length).toBeGreaterThan(0);
    expect((await api.get('/not-a-uuid')).statusCode).toBe(400);
    expect((await api.get('/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ code: 'FORM_NOT_FOUND' });
    expect((await api.get('/00000000-0000-4000-8000-000000000000/versions/1')).statusCode).toBe(404);
  });

  it('keeps each office’s forms its own, row-level security included', async () => {
    const form = (await api.post('', { definition: contactForm('our-own') })).json().data as { id: string };
    const other = formsApi(await t.signIn('admin@realestate.example.com'));
    expect((await other.get(`/${form.id}`)).statusCode).toBe(404);
    expect((await other.put(`/${form.id}`, { definition: contactForm('our-own'), version: 1 })).statusCode).toBe(404);
    expect((await other.get(`/${form.id}/export`)).statusCode).toBe(404);
    expect(((await other.get()).json().data as { id: string }[]).map((item) => item.id)).not.toContain(form.id);

    const db = t.database.db;
    const nobody = await withContext(db, {}, async (trx) => [...(await trx.selectFrom('office_forms').selectAll().execute()), ...(await trx.selectFrom('office_form_versions').selectAll().execute())]);
    expect(nobody).toEqual([]);
    const realestate = await tenantIdOf(t, 'realestate');
    const seen = await withContext(db, { tenantId: realestate }, (trx) => trx.selectFrom('office_forms').select('id').where('id', '=', form.id).execute());
    expect(seen).toEqual([]);
  });

  it('lets only the office’s admins in, and only where the form builder is on', async () => {
    const form = (await api.post('', { definition: contactForm('admins-only') })).json().data as { id: string };
    for (const agent of [await signInViewer(t, 'insurance'), await t.signIn('pro@insurance.example.com')]) {
      const refused = formsApi(agent);
      for (const response of [await refused.get(), await refused.post('', { definition: contactForm('nope') }), await refused.put(`/${form.id}`, { definition: contactForm('admins-only'), version: 1 }), await refused.delete(`/${form.id}`)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('ADMIN_REQUIRED');
      }
    }
    const medical = await t.signIn('admin@medical.example.com');
    const settings = (await medical.request({ method: 'GET', url: '/api/admin/office' })).json().data as { version: number; overrides: Record<string, unknown> };
    const off = await medical.request({ method: 'PUT', url: '/api/admin/office', payload: { overrides: { ...settings.overrides, features: { disabled: ['form-builder'] } }, baseVersion: settings.version }, csrf: true });
    expect(off.statusCode, off.body).toBe(200);
    const unavailable = await formsApi(medical).get();
    expect(unavailable.statusCode).toBe(403);
    expect(unavailable.json().code).toBe('FEATURE_UNAVAILABLE');
    expect((await formsApi(medical).post('', { definition: contactForm() })).json().code).toBe('FEATURE_UNAVAILABLE');
  });

  it('exports a form as a file and imports it back, as a copy where its id is taken', async () => {
    const form = (await api.post('', { definition: contactForm('travel-claim'), category: 'claims' })).json().data as { id: string };
    const exported = await api.get(`/${form.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('filename="travel-claim.json"');
    expect(exported.headers['content-type']).toContain('application/json');
    const file = exported.json();
    expect(file).toEqual({ format: 'lishka-form', formatVersion: 1, category: 'claims', definition: contactForm('travel-claim') });

    const copy = await api.post('/import', file);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ formId: 'travel-claim-copy', category: 'claims', version: 1, definition: { ...contactForm(), id: 'travel-claim-copy' } });
    expect((await api.post('/import', file)).json().data.formId).toBe('travel-claim-copy-2');
    // Another office keeps its id.
    expect((await formsApi(await t.signIn('admin@realestate.example.com')).post('/import', file)).json().data.formId).toBe('travel-claim');
    expect((await auditOf(t, copy.json().data.id)).map((row) => row.event_type)).toEqual(['form.imported']);

    expect((await api.post('/import', { ...file, format: 'other' })).statusCode).toBe(400);
    expect((await api.post('/import', { ...file, definition: { ...contactForm('broken'), fields: {} } })).json().code).toBe('FORM_INVALID');
  });

  it('makes a form the office’s intake through its settings, for that office only, and the history takes it back', async () => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => admin.request({ method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}), csrf: method !== 'GET' });
    // A version of the settings to go back to.
    const settings = (await call('GET', '/api/admin/office')).json().data as { version: number; overrides: Record<string, unknown> };
    expect((await call('PUT', '/api/admin/office', { overrides: { ...settings.overrides, features: { enabled: ['opportunities'] } }, baseVersion: settings.version })).statusCode).toBe(200);
    const before = (await call('GET', '/api/admin/office/versions')).json().data[0] as { id: string };

    const form = (await api.post('', { definition: intakeWithQuestion(t, 'insurance', 'intake-plus') })).json().data as { id: string };
    const used = await api.post(`/${form.id}/use`, { as: 'clientIntake' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.usedAs).toEqual(['clientIntake']);
    const intake = await officeIntake(admin);
    expect(intake.id).toBe('policy-holder-intake');
    expect(intake.fields.favouriteTime?.label.en).toBe('A good time to call');
    expect((await officeIntake(await t.signIn('admin@realestate.example.com'))).fields).not.toHaveProperty('favouriteTime');
    expect(((await api.get()).json().data as { id: string; usedAs: string[] }[]).find((item) => item.id === form.id)?.usedAs).toEqual(['clientIntake']);
    expect((await api.delete(`/${form.id}`)).json().code).toBe('FORM_IN_USE');

    // A new version of the form is the intake's too.
    const changed = intakeWithQuestion(t, 'insurance', 'intake-plus');
    changed.fields.favouriteTime!.label = { he: 'מתי לחזור אליך', en: 'When to call back' };
    expect((await api.put(`/${form.id}`, { definition: changed, version: 1 })).json().data.usedAs).toEqual(['clientIntake']);
    expect((await officeIntake(admin)).fields.favouriteTime?.label.en).toBe('When to call back');
    const history = (await call('GET', '/api/admin/office/versions')).json().data as { changed: string[] }[];
    expect(history[0]!.changed).toEqual(['forms']);
    expect((await auditOf(t, form.id)).map((row) => row.event_type)).toEqual(['form.created', 'form.used', 'form.updated']);

    const reverted = await call('POST', `/api/admin/office/versions/${before.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await officeIntake(admin)).fields).not.toHaveProperty('favouriteTime');
    expect((await api.get(`/${form.id}`)).json().data.usedAs).toEqual([]);

    // Used again, then stopped: the office type's intake is back.
    await api.post(`/${form.id}/use`, { as: 'clientIntake' });
    expect((await api.post(`/${form.id}/use`, { as: 'none' })).json()).toMatchObject({ data: { usedAs: [] }, messages: { en: 'The office’s intake form is its office type’s again' } });
    expect((await officeIntake(admin)).fields).not.toHaveProperty('favouriteTime');
  });

  it('refuses to make a form the intake when the office would not resolve with it, with the engine’s paths', async () => {
    const twice = intakeWithQuestion(t, 'insurance', 'intake-twice');
    twice.fields.favouriteTime!.clientField = 'email';
    const form = (await api.post('', { definition: twice })).json().data as { id: string };
    const refused = await api.post(`/${form.id}/use`, { as: 'clientIntake' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'FORM_INTAKE_INVALID' });
    expect((refused.json().errors as FieldErrors).map((error) => error.field)).toEqual(['forms']);
    expect((refused.json().errors as FieldErrors)[0]!.message).toContain('forms.clientIntake.fields');
    expect((await officeIntake(admin)).fields).not.toHaveProperty('favouriteTime');
  });

  it('makes a form a records module’s form through the settings, reports it in usedAs, and gives the module its own back', async () => {
    const officeForm = async (agent: TestAgent, formId: string) => {
      const config = (await agent.request({ method: 'GET', url: '/api/users/office-config' })).json().data as { forms: { customForms: { id: string; fields: Record<string, { label: Record<string, string> }> }[] } };
      return config.forms.customForms.find((form) => form.id === formId);
    };
    const claims = structuredClone(t.catalog.get('insurance')!.forms.customForms!.find((form) => form.id === 'claim-report')!);
    (claims.schema.properties as Record<string, unknown>).witness = { type: 'string', maxLength: 80 };
    claims.fields.witness = { type: 'text', label: { he: 'עד לאירוע', en: 'A witness' } };
    (claims.uiSchema as { 'ui:order'?: string[] } | undefined)?.['ui:order']?.push('witness');
    const form = (await api.post('', { definition: { ...claims, id: 'claim-plus' } })).json().data as { id: string };

    const used = await api.post(`/${form.id}/use`, { as: 'module', module: 'claims' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ data: { usedAs: ['module:claims'] }, messages: { en: 'The form is now the module’s form (the change is in the office settings’ history)' } });
    expect((await officeForm(admin, 'claim-report'))?.fields.witness?.label.en).toBe('A witness');
    // The other custom forms stay the office type's, and another office sees no change.
    expect((await officeForm(admin, 'policy-record'))?.fields).toEqual(t.catalog.get('insurance')!.forms.customForms!.find((one) => one.id === 'policy-record')!.fields);
    expect(((await api.get()).json().data as { id: string; usedAs: string[] }[]).find((item) => item.id === form.id)?.usedAs).toEqual(['module:claims']);
    expect((await api.delete(`/${form.id}`)).json().code).toBe('FORM_IN_USE');
    // Used twice is no second change.
    expect((await api.post(`/${form.id}/use`, { as: 'module', module: 'claims' })).json().data.usedAs).toEqual(['module:claims']);

    const stopped = await api.post(`/${form.id}/use`, { as: 'none' });
    expect(stopped.json()).toMatchObject({ data: { usedAs: [] }, messages: { en: 'The form is no longer in use: the office type’s forms are back' } });
    expect((await officeForm(admin, 'claim-report'))?.fields).not.toHaveProperty('witness');
    const settings = (await admin.request({ method: 'GET', url: '/api/admin/office' })).json().data as { overrides: { forms?: Record<string, unknown> } };
    expect(settings.overrides.forms ?? {}).not.toHaveProperty('customForms');
    expect((await auditOf(t, form.id)).map((row) => [row.event_type, (row.after as { usedAs?: string[] } | null)?.usedAs])).toEqual([
      ['form.created', undefined],
      ['form.used', ['module:claims']],
      ['form.used', []],
    ]);
  });

  it('refuses a module the office does not have, one without records of its own, and a form the module cannot take, in Hebrew and English', async () => {
    const form = (await api.post('', { definition: contactForm('not-a-claim') })).json().data as { id: string };
    const use = (body: object) => api.post(`/${form.id}/use`, body);
    const unknown = await use({ as: 'module', module: 'spaceships' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'FORM_MODULE_UNKNOWN', messages: { he: 'אין במשרד מודול כזה', en: 'The office has no such module' }, errors: [{ field: 'module' }] });
    for (const module of ['renewals', 'leads']) {
      const refused = await use({ as: 'module', module });
      expect(refused.statusCode, module).toBe(400);
      expect(refused.json(), module).toMatchObject({ code: 'FORM_MODULE_NO_RECORDS', messages: { he: expect.stringContaining('רשומות'), en: expect.stringContaining('no records of its own') } });
    }
    const unfit = await use({ as: 'module', module: 'claims' });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json()).toMatchObject({ code: 'FORM_MODULE_INVALID', messages: { en: 'The form cannot be the module’s form' } });
    expect((unfit.json().errors as FieldErrors).length).toBeGreaterThan(0);
    expect((await use({ as: 'module' })).statusCode).toBe(400);
    expect((await use({ as: 'clientIntake', module: 'claims' })).statusCode).toBe(400);
    expect((await use({ as: 'module', module: 'Not An Id' })).statusCode).toBe(400);
    expect((await api.get(`/${form.id}`)).json().data.usedAs).toEqual([]);
  });
});
