import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFormData } from '../../engine/forms/validate-form-data';
import { ownCollections, type ResolvedCollection } from '../../engine/modules/record-collections';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { demoClientData, type DemoOffice } from './demo-clients';
import { demoCollectionRecords, demoRecordCount, type DemoRecordBody, type DemoRecordClient, type KnownRecord } from './demo-records';
import { DEMO_TENANTS } from './demo-tenants';
import { demoTenantsOf, seedDemoOffices } from './demo.test-support';
import { seedDemoRecords, type SeededRecords } from './seed-demo-records';

const NOW = new Date('2026-03-15T10:00:00Z');
const catalog = loadOfficeTypeCatalog();
const HEBREW = /[\u0590-\u05FF]/;

function officeOf(demo: (typeof DEMO_TENANTS)[number]): DemoOffice {
  const language = catalog.get(demo.officeType)!.localization.defaultLanguage;
  return { tenantId: '6f1c2b9e-0d4a-4c55-9a53-2f0e3c1d7a10', slug: demo.slug, officeType: demo.officeType, language, adminId: '1b7e2d4c-3a5f-4e6b-8c9d-0a1b2c3d4e5f', proId: '2c8f3e5d-4b6a-4f7c-9dae-1b2c3d4e5f60' };
}

interface PlannedCollection {
  collection: ResolvedCollection;
  bodies: DemoRecordBody[];
}

/** An office's planned records, collection after collection, the earlier ones numbered as the service would. */
function plan(demo: (typeof DEMO_TENANTS)[number]): { clients: DemoRecordClient[]; collections: PlannedCollection[] } {
  const office = officeOf(demo);
  const clients = demoClientData(office, NOW)
    .clients.filter((client) => client.kind === 'client' && client.status !== 'inactive')
    .map((client) => ({ id: client.id, lastName: client.last_name, ownerId: client.assigned_to, intake: client.intake as Record<string, unknown> }));
  const known: KnownRecord[] = [];
  const collections = ownCollections(catalog.get(demo.officeType)!).map((collection) => {
    const bodies = demoCollectionRecords(office, collection, clients, known, NOW);
    bodies.forEach((body, index) => known.push({ entity: collection.entity, number: collection.numberFormat ? `${collection.entity}-${index + 1}` : null, clientId: body.clientId ?? null, titleField: collection.titleField, data: body.data }));
    return { collection, bodies };
  });
  return { clients, collections };
}

const offices = DEMO_TENANTS.map((demo) => ({ ...demo, ...plan(demo) }));

describe('demo records', () => {
  it('work for an office type the repository does not ship: every record of the dental fixture is one its form accepts', () => {
    const dental = loadOfficeTypeCatalog([join(import.meta.dirname, '../../tests/fixtures/office-types/dental.json')]).get('dental')!;
    const office: DemoOffice = { ...officeOf(DEMO_TENANTS[0]), slug: 'dental', officeType: 'dental' };
    const clients = offices[0]!.clients;
    const collections = ownCollections(dental);
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      const bodies = demoCollectionRecords(office, collection, clients, [], NOW);
      expect(bodies.length).toBeGreaterThanOrEqual(15);
      for (const body of bodies) expect(validateFormData(collection.form, body.data).errors, JSON.stringify(body.data)).toEqual([]);
    }
  });

  it('are the same on every run for the same office, clients and now', () => {
    expect(plan(DEMO_TENANTS[1])).toEqual({ clients: offices[1]!.clients, collections: offices[1]!.collections });
  });

  it('fill every collection that holds records in every office type that has one', () => {
    const withRecords = offices.filter((office) => office.collections.length > 0).map((office) => office.slug);
    expect(withRecords).toEqual(['medical', 'legal', 'accounting', 'vet', 'realestate', 'insurance']);
  });

  describe.each(offices.filter((office) => office.collections.length > 0))('of the $slug office', ({ collections, clients }) => {
    const clientIds = new Set(clients.map((client) => client.id));

    it.each(collections.map((planned) => ({ module: planned.collection.moduleId, ...planned })))('$module: 15 to 40 records the form accepts', ({ collection, bodies }) => {
      expect(bodies.length).toBe(demoRecordCount(collection));
      expect(bodies.length).toBeGreaterThanOrEqual(15);
      expect(bodies.length).toBeLessThanOrEqual(40);
      for (const body of bodies) {
        const checked = validateFormData(collection.form, body.data);
        expect(checked.errors, JSON.stringify(body.data)).toEqual([]);
        // Nothing the form would drop as hidden: what is seeded is what a user's save keeps.
        expect(checked.data).toEqual(body.data);
      }
    });

    it.each(collections.map((planned) => ({ module: planned.collection.moduleId, ...planned })))('$module: linked to the office\'s clients as its collection says', ({ collection, bodies }) => {
      for (const body of bodies) {
        if (collection.client === 'required') expect(clientIds.has(body.clientId!)).toBe(true);
        if (collection.client === 'none') expect(body.clientId).toBeUndefined();
        if (body.clientId !== undefined) expect(clientIds.has(body.clientId)).toBe(true);
      }
      // Most are assigned, to one of the two demo members.
      const assigned = bodies.filter((body) => body.assignedTo !== undefined);
      expect(assigned.length / bodies.length).toBeGreaterThan(0.7);
      for (const body of assigned) expect([officeOf(DEMO_TENANTS[0]).adminId, officeOf(DEMO_TENANTS[0]).proId]).toContain(body.assignedTo);
    });

    it.each(collections.map((planned) => ({ module: planned.collection.moduleId, ...planned })))('$module: titled in the office\'s language', ({ collection, bodies }) => {
      const field = collection.titleField;
      const property = field === undefined ? undefined : ((collection.form.schema.properties as Record<string, unknown>)[field] as { type?: string; enum?: unknown; pattern?: string });
      // A title that is a code, a number or a choice (shown by its label) is not words to check.
      if (!field || property?.type !== 'string' || property.enum || property.pattern) return;
      const hebrew = bodies.filter((body) => HEBREW.test(String(body.data[field] ?? '')));
      expect(hebrew.length / bodies.length).toBeGreaterThan(0.75);
    });
  });

  it('keep a client\'s records coherent: a pet\'s records name the client\'s pet, a claim names the client\'s policy', () => {
    const vet = offices.find((office) => office.slug === 'vet')!;
    const petOf = new Map(vet.clients.map((client) => [client.id, client.intake.petName]));
    for (const { collection, bodies } of vet.collections) {
      if (!('petName' in collection.form.schema.properties)) continue;
      for (const body of bodies) if (body.clientId) expect(body.data.petName, collection.moduleId).toBe(petOf.get(body.clientId));
    }
    const insurance = offices.find((office) => office.slug === 'insurance')!;
    const [policies, claims] = ['policies', 'claims'].map((id) => insurance.collections.find((planned) => planned.collection.moduleId === id)!.bodies);
    const policyNumbers = new Set(policies!.map((policy) => `${policy.clientId}:${policy.data.policyNumber}`));
    const named = claims!.filter((claim) => policyNumbers.has(`${claim.clientId}:${claim.data.policyNumber}`));
    expect(named.length).toBeGreaterThan(0);
  });

  it('name an earlier record by its number where a form asks for one, for that record\'s client', () => {
    const legal = offices.find((office) => office.slug === 'legal')!;
    const matters = legal.collections.find((planned) => planned.collection.entity === 'matter')!.bodies.map((body, index) => ({ number: `matter-${index + 1}`, clientId: body.clientId }));
    const trust = legal.collections.find((planned) => planned.collection.moduleId === 'trust')!.bodies;
    for (const entry of trust) expect(matters).toContainEqual({ number: entry.data.matterId, clientId: entry.clientId });
  });
});

// The offices whose records the database test seeds (every workflow's moves but the tax return's, which waits for an
// approval no demo member may give): the others' records differ only in their forms, which the tests above check.
const SEEDED = ['legal', 'vet', 'realestate', 'insurance'];

describe.each(testDatabaseKinds())('seeded demo records on $kind', ({ create }) => {
  let database: TestDatabase;
  let seeded: SeededRecords;
  const seededTenants = () => demoTenantsOf(database.handle.db, SEEDED);

  beforeAll(async () => {
    database = await create();
    const { services, offices } = await seedDemoOffices(database, catalog, SEEDED);
    seeded = await seedDemoRecords(services, offices);
  }, 180_000);

  afterAll(async () => database?.dispose());

  it('are all created through the records service: none refused, numbered, linked and audited', async () => {
    expect(seeded.refused).toEqual([]);
    const { db } = database.handle;
    for (const tenant of await seededTenants()) {
      const seen = await withContext(db, { tenantId: tenant.id }, async (trx) => ({
        records: await trx.selectFrom('records').select(['module', 'number', 'client_id', 'assigned_to', 'created_by']).execute(),
        clients: new Set((await trx.selectFrom('clients').select('id').execute()).map((row) => row.id)),
        members: new Set((await trx.selectFrom('memberships').select('user_id').execute()).map((row) => row.user_id)),
        audited: await trx.selectFrom('audit_log').select('entity_id').where('event_type', '=', 'record.create').execute(),
      }));
      const collections = ownCollections(catalog.get(tenant.office_type)!);
      expect(seen.records).toHaveLength(collections.reduce((sum, collection) => sum + demoRecordCount(collection), 0));
      for (const collection of collections) {
        const records = seen.records.filter((record) => record.module === collection.moduleId);
        expect(records, `${tenant.slug}/${collection.moduleId}`).toHaveLength(demoRecordCount(collection));
        if (collection.numberFormat) expect(new Set(records.map((record) => record.number)).size).toBe(records.length);
      }
      for (const record of seen.records) {
        if (record.client_id) expect(seen.clients.has(record.client_id)).toBe(true);
        expect(seen.members.has(record.created_by!)).toBe(true);
      }
      expect(seen.audited).toHaveLength(seen.records.length);
    }
  });

  it('show every workflow\'s board with records in its stages, moved there through the workflow runtime', async () => {
    const { db } = database.handle;
    for (const tenant of await seededTenants()) {
      const rows = await withContext(db, { tenantId: tenant.id }, (trx) => trx.selectFrom('records').select(['module', 'stage']).execute());
      const moves = await withContext(db, { tenantId: tenant.id }, (trx) => trx.selectFrom('record_events').select(['kind', 'actor_id']).where('kind', 'in', ['moved', 'approved']).execute());
      for (const collection of ownCollections(catalog.get(tenant.office_type)!).filter((candidate) => candidate.workflow)) {
        const stages = new Set(rows.filter((row) => row.module === collection.moduleId).map((row) => row.stage));
        const known = new Set(collection.workflow!.stages.map((stage) => stage.id));
        for (const stage of stages) expect(known.has(stage!), `${tenant.slug}/${collection.moduleId}: ${stage}`).toBe(true);
        // Every stage a demo member may reach holds records; tax returns wait for a senior accountant's approval.
        expect(stages.size, `${tenant.slug}/${collection.moduleId}`).toBeGreaterThanOrEqual(3);
      }
      if (ownCollections(catalog.get(tenant.office_type)!).some((collection) => collection.workflow)) expect(moves.length).toBeGreaterThan(0);
    }
  });

  it('leave the demo resettable: deleting an office takes its records with its clients', async () => {
    const { db } = database.handle;
    await db.deleteFrom('tenants').where('slug', '=', 'legal').execute();
    expect(await db.selectFrom('records').innerJoin('tenants', 'tenants.id', 'records.tenant_id').select('records.id').where('tenants.slug', '=', 'legal').execute()).toEqual([]);
  });
});
