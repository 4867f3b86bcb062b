import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeExtrasForm } from '../../engine/clients';
import { validateFormData } from '../../engine/forms/validate-form-data';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { buildApp } from '../app';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog, officeTypeFiles } from '../office-types/read-office-types';
import { signInWithCode } from '../testing/sign-in-flow';
import { createAgent } from '../testing/test-agent';
import type { TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { seededDemoSignIns } from './demo-sign-ins';
import { DEMO_TENANTS } from './demo-tenants';
import { seedDemoData } from './seed-demo';

const DROPPED_IN = join(import.meta.dirname, '../../tests/fixtures/office-types/dental.json');
const shipped = loadOfficeTypeCatalog();
const withDroppedIn = loadOfficeTypeCatalog([...officeTypeFiles(), DROPPED_IN]);
const SLUG = 'dental';

// What the database holds, all offices together: what a second seeding must leave as it is.
async function totals(database: TestDatabase): Promise<Record<string, number>> {
  const { db } = database.handle;
  const count = async (table: 'tenants' | 'users' | 'memberships' | 'clients' | 'records' | 'appointments'): Promise<number> =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { tenants: await count('tenants'), users: await count('users'), memberships: await count('memberships'), clients: await count('clients'), records: await count('records'), appointments: await count('appointments') };
}

describe.each(testDatabaseKinds())('an office type dropped in after the demo offices were made, on $kind', ({ create }) => {
  let database: TestDatabase;
  let tenantId: string;
  let firstSeeding: boolean;

  beforeAll(async () => {
    // The fixture must load for its office to be seeded: say why it does not, rather than that no office was made.
    expect(withDroppedIn.errors).toEqual([]);
    database = await create();
    // The first start: the shipped offices (without their clients, to keep the test short).
    await seedDemoData(database.handle.db, shipped, { clients: false });
    // The next start, with the dental clinic's file in office-types/.
    firstSeeding = await seedDemoData(database.handle.db, withDroppedIn, { droppedIn: true });
    tenantId = (await database.handle.db.selectFrom('tenants').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow()).id;
  }, 180_000);

  afterAll(async () => database?.dispose());

  it('gets its demo office at its id, named after the office type, beside the shipped ones left as they were', async () => {
    expect(firstSeeding).toBe(true);
    const tenants = await database.handle.db.selectFrom('tenants').select(['slug', 'name', 'office_type']).orderBy('slug').execute();
    expect(tenants.find((tenant) => tenant.slug === SLUG)).toEqual({ slug: SLUG, name: 'מרפאת שיניים לדוגמה · Demo dental clinic', office_type: 'dental' });
    expect(tenants.filter((tenant) => tenant.slug !== SLUG)).toHaveLength(DEMO_TENANTS.length);
    // The shipped offices were seeded without clients and still have none.
    const shippedClients = await database.handle.db.selectFrom('clients').select('tenant_id').where('tenant_id', '!=', tenantId).execute();
    expect(shippedClients).toEqual([]);
    expect((await seededDemoSignIns(database.handle.db)).map((demo) => demo.slug)).toEqual([...DEMO_TENANTS.map((demo) => demo.slug), SLUG]);
  });

  it('lets its admin sign in with the demo password, and has its professional in the office type’s role', async () => {
    const app = await buildApp({ config: testConfig(), catalog: withDroppedIn, database: database.handle });
    try {
      const response = await signInWithCode({ database: database.handle } as TestApp, createAgent(app), `admin@${SLUG}.example.com`);
      expect(response.statusCode).toBe(200);
      // Password and e-mailed code accepted; the dental clinic then asks for two-step verification, as its file says.
      expect(response.json()).toMatchObject({ success: true, isValid: true, email: `admin@${SLUG}.example.com`, office: { slug: SLUG, name: 'מרפאת שיניים לדוגמה · Demo dental clinic' } });
    } finally {
      await app.close();
    }
    const members = await withContext(database.handle.db, { tenantId }, (trx) => trx.selectFrom('memberships').select(['role', 'professional_role']).orderBy('role').execute());
    expect(members).toEqual([
      { role: 'admin', professional_role: null },
      { role: 'user', professional_role: withDroppedIn.get('dental')!.security.defaultProfessionalRole },
    ]);
  });

  it('has clients and leads whose intake its own intake form accepts, seen under its tenant only', async () => {
    const clients = await withContext(database.handle.db, { tenantId }, (trx) => trx.selectFrom('clients').select(['tenant_id', 'kind', 'intake']).execute());
    expect(clients.length).toBeGreaterThan(100);
    expect(new Set(clients.map((client) => client.tenant_id))).toEqual(new Set([tenantId]));
    expect(clients.some((client) => client.kind === 'lead')).toBe(true);
    const form = intakeExtrasForm(withDroppedIn.get('dental')!.forms.clientIntake);
    for (const client of clients) expect(validateFormData(form, client.intake as Record<string, unknown>).errors, JSON.stringify(client.intake)).toEqual([]);
    // Drawn from the form: the client's own name and a health fund, in the form's fields.
    expect(clients.filter((client) => typeof (client.intake as Record<string, unknown>).healthFund === 'string').length).toBe(clients.length);
  });

  it('has records of its records module, moved along their workflow, and appointments on its calendar', async () => {
    const seen = await withContext(database.handle.db, { tenantId }, async (trx) => ({
      records: await trx.selectFrom('records').select(['tenant_id', 'module', 'stage', 'client_id']).execute(),
      appointments: await trx.selectFrom('appointments').select('tenant_id').execute(),
    }));
    const plans = seen.records.filter((record) => record.module === 'treatment-plans');
    expect(plans.length).toBeGreaterThanOrEqual(15);
    expect(new Set(seen.records.map((record) => record.tenant_id))).toEqual(new Set([tenantId]));
    expect(plans.every((record) => record.client_id !== null)).toBe(true);
    expect(new Set(plans.map((record) => record.stage)).size).toBeGreaterThan(1);
    expect(seen.appointments.length).toBeGreaterThan(0);
  });

  it('is not seeded twice: a second start adds nothing', async () => {
    const before = await totals(database);
    expect(await seedDemoData(database.handle.db, withDroppedIn, { droppedIn: true })).toBe(false);
    expect(await totals(database)).toEqual(before);
  });
});

describe('an office type dropped in whose address another office holds', () => {
  let database: TestDatabase;
  let catalog: OfficeTypeCatalog;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.create();
    catalog = withDroppedIn;
    await seedDemoData(database.handle.db, shipped, { clients: false });
    // A real office of another type at the address the dropped-in type's demo office would take.
    await database.handle.db.insertInto('tenants').values({ slug: SLUG, name: 'Smile', office_type: 'generic' }).execute();
  });

  afterAll(async () => database?.dispose());

  it('gets its demo office at the next free address, once', async () => {
    // A test's seeding (no droppedIn) leaves the dropped-in type alone; the start's makes its office.
    expect(await seedDemoData(database.handle.db, catalog, { clients: false })).toBe(false);
    expect(await seedDemoData(database.handle.db, catalog, { clients: false, droppedIn: true })).toBe(true);
    expect(await seedDemoData(database.handle.db, catalog, { clients: false, droppedIn: true })).toBe(false);
    const tenants = await database.handle.db.selectFrom('tenants').select(['slug', 'office_type']).where('slug', 'like', `${SLUG}%`).orderBy('slug').execute();
    expect(tenants).toEqual([
      { slug: SLUG, office_type: 'generic' },
      { slug: `${SLUG}-demo`, office_type: 'dental' },
    ]);
    const admin = await database.handle.db.selectFrom('users').select('email').where('email', '=', `admin@${SLUG}-demo.example.com`).execute();
    expect(admin).toHaveLength(1);
  });

  it('makes a demo office deleted since afresh at its address, for the users it had', async () => {
    const { db } = database.handle;
    const users = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await db.deleteFrom('tenants').where('slug', '=', 'legal').execute();
    expect(await seedDemoData(db, catalog, { clients: false, droppedIn: true })).toBe(true);
    expect(await db.selectFrom('tenants').select('office_type').where('slug', '=', 'legal').execute()).toEqual([{ office_type: 'legal' }]);
    expect(await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(users);
  });

  it('leaves a database of real offices alone', async () => {
    const other = await testDatabaseKinds()[0]!.create();
    try {
      await other.handle.db.insertInto('tenants').values({ slug: 'smile', name: 'Smile', office_type: 'generic' }).execute();
      expect(await seedDemoData(other.handle.db, catalog, { droppedIn: true })).toBe(false);
      expect(await other.handle.db.selectFrom('tenants').select('slug').execute()).toEqual([{ slug: 'smile' }]);
    } finally {
      await other.dispose();
    }
  });
});
