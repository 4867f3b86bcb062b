import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFormDefinition } from '../../engine/forms/check-form-definition';
import { offeredLanguages } from '../../engine/i18n/offered-languages';
import { officeContextFor } from '../context/system-context';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import type { DemoOffice } from './demo-clients';
import { demoForms } from './demo-forms';
import { outboxOnlyMailer } from './demo-mailer';
import { demoTenantsOf } from './demo.test-support';
import { seedDemoData } from './seed-demo';
import { seedDemoForms } from './seed-demo-forms';
import { demoPublicFormPaths, demoPublicFormToken } from './demo-public-forms';

const catalog = loadOfficeTypeCatalog();

describe('the demo forms', () => {
  it.each(catalog.ids())('of %s pass the checks a saved form passes, in the languages its office offers', (id) => {
    const officeType = catalog.get(id)!;
    const forms = demoForms(officeType);
    expect(forms.map((form) => form.versions.length)).toEqual([2, 1]);
    for (const definition of forms.flatMap((form) => form.versions)) expect(checkFormDefinition(definition, offeredLanguages(officeType.localization)), definition.id).toEqual([]);
    const [first, second] = forms[0]!.versions;
    expect(Object.keys(second!.fields)).toEqual([...Object.keys(first!.fields), 'preferredCallTime']);
  });
});

// Issue 25: a demo office with the form builder on has forms to open in it, one of them with a history.
describe.each(testDatabaseKinds())('seeding the demo forms on $kind', (kind) => {
  let database: TestDatabase;
  let offices: DemoOffice[];

  beforeAll(async () => {
    database = await kind.create();
    const { db } = database.handle;
    await seedDemoData(db, catalog, { clients: false });
    const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
    offices = (await demoTenantsOf(db, ['legal', 'insurance', 'medical'])).map((tenant) => ({
      tenantId: tenant.id,
      slug: tenant.slug,
      officeType: tenant.office_type,
      language: catalog.get(tenant.office_type)!.localization.defaultLanguage,
      adminId: users.get(`admin@${tenant.slug}.example.com`)!,
      proId: users.get(`pro@${tenant.slug}.example.com`)!,
    }));
    // The medical office turned the form builder off.
    await db.updateTable('tenants').set({ overrides: JSON.stringify({ features: { disabled: ['form-builder'] } }) }).where('slug', '=', 'medical').execute();
    // The offices' configurations resolved, as the demo's earlier seeders leave them.
    for (const office of offices) expect((await officeContextFor({ db, mailer: outboxOnlyMailer(db), catalog }, office.slug, { kind: 'system', name: 'test' }))?.office).toBeDefined();
  });
  afterAll(async () => database?.dispose());

  it('stores two forms per office where the form builder is on, the intake’s with two versions, none where it is off', async () => {
    // The legal office has a lead: its intake is published as a public form; the insurance office has none.
    const legalId = offices.find((office) => office.slug === 'legal')!.tenantId;
    await withContext(database.handle.db, { tenantId: legalId }, (trx) => trx.insertInto('clients').values({ tenant_id: legalId, first_name: 'Lea', last_name: 'Lead', kind: 'lead', lead_status: 'new' }).execute());
    const started = performance.now();
    expect(await seedDemoForms({ db: database.handle.db, mailer: outboxOnlyMailer(database.handle.db), catalog }, offices)).toBe(4);
    console.info(`demo forms: ${Math.round(performance.now() - started)} ms for three offices`);
    const formsOf = (slug: string) =>
      withContext(database.handle.db, { tenantId: offices.find((office) => office.slug === slug)!.tenantId }, async (trx) => ({
        forms: await trx.selectFrom('office_forms').select(['form_key', 'version', 'category']).orderBy('form_key').execute(),
        versions: await trx.selectFrom('office_form_versions').select(['version']).orderBy('version').execute(),
      }));
    const legal = await formsOf('legal');
    expect(legal.forms).toEqual([
      { form_key: 'legal-client-intake-extended', version: 2, category: 'intake' },
      { form_key: 'service-feedback', version: 1, category: 'feedback' },
    ]);
    expect(legal.versions.map((row) => row.version)).toEqual([1, 1, 2]);
    expect((await formsOf('medical')).forms).toEqual([]);
    const linksOf = (slug: string) =>
      withContext(database.handle.db, { tenantId: offices.find((office) => office.slug === slug)!.tenantId }, (trx) =>
        trx.selectFrom('public_form_links as l').innerJoin('office_forms as f', 'f.id', 'l.form_id').select(['f.form_key', 'l.is_active', 'l.consent']).execute(),
      );
    expect(await linksOf('legal')).toEqual([{ form_key: 'legal-client-intake-extended', is_active: true, consent: expect.objectContaining({ he: expect.any(String), en: expect.any(String), es: expect.any(String) }) }]);
    expect(await linksOf('insurance')).toEqual([]);
    // Its link is the demo's own, which the start-up output names; the other offices have none.
    expect(await demoPublicFormPaths(database.handle.db, ['legal', 'insurance', 'medical'])).toEqual([{ slug: 'legal', path: `/public-form/${demoPublicFormToken('legal')}` }]);
  });
});
