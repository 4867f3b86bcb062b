import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { createDirectoryStorage } from '../storage/directory-storage';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { seedDemoXml } from './seed-demo-xml';

const catalog = loadOfficeTypeCatalog();
const DAY = 86_400_000;

// Issue 27: an office with the XML intake opens /xml on clearing-house files of its own clients.
describe.each(testDatabaseKinds().slice(0, 1))('the demo XML files on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;
  const folder = mkdtempSync(join(tmpdir(), 'demo-xml-'));
  const files = { storage: createDirectoryStorage(join(folder, 'files')), log: { error: () => undefined } };

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['insurance', 'legal']);
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('uploads seven files over 60 days where the intake is on, matched to the office’s clients, once', async () => {
    expect(await seedDemoXml(seeding.services, files, seeding.offices)).toBe(7);
    expect(await seedDemoXml(seeding.services, files, seeding.offices)).toBe(0);
    const insurance = seeding.offices.find((office) => office.slug === 'insurance')!;
    const legal = seeding.offices.find((office) => office.slug === 'legal')!;
    const { db } = database.handle;
    const documents = await withContext(db, { tenantId: insurance.tenantId }, (trx) =>
      trx.selectFrom('xml_documents').select(['id', 'file_name', 'status', 'validation_result', 'tags', 'description', 'uploaded_at', 'uploaded_by', 'storage_key']).orderBy('uploaded_at').execute(),
    );
    expect(documents).toHaveLength(7);
    // And an XSD of its own beside the shipped one, compiled, once.
    const schemas = await withContext(db, { tenantId: insurance.tenantId }, (trx) => trx.selectFrom('xml_schemas').select(['name', 'root_element']).execute());
    expect(schemas).toEqual([{ name: 'דוח עמלות חודשי של יצרן', root_element: 'CommissionReport' }]);
    const ages = documents.map((document) => (Date.now() - document.uploaded_at.getTime()) / DAY);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(documents.every((document) => document.uploaded_by === insurance.adminId && document.tags.length > 0 && document.description)).toBe(true);
    expect(documents.every((document) => /^201\d{12}HOLDNG[A-Z0-9]{3}004\d{18}\.DAT$/.test(document.file_name))).toBe(true);
    // Most valid, two invalid (a count mismatch, a wrong check digit), one transformed.
    expect(documents.map((document) => document.status).sort()).toEqual(['invalid', 'invalid', 'transformed', 'validated', 'validated', 'validated', 'validated']);
    const errorTypes = documents.flatMap((document) => ((document.validation_result as { errors?: { type: string }[] } | null)?.errors ?? []).map((error) => error.type)).sort();
    expect(errorTypes).toEqual(['COUNT_MISMATCH', 'INVALID_ID_CHECKSUM']);
    // The files are in the storage the routes read them from.
    for (const document of documents) expect((await files.storage.get(document.storage_key))?.size).toBeGreaterThan(1000);

    const holdings = await withContext(db, { tenantId: insurance.tenantId }, (trx) => trx.selectFrom('xml_holdings').select(['member_id_number', 'client_id', 'product_type']).execute());
    const matched = new Set(holdings.filter((row) => row.client_id).map((row) => row.client_id));
    expect(matched.size).toBe(5);
    expect(new Set(holdings.filter((row) => !row.client_id).map((row) => row.member_id_number))).toEqual(new Set(['039337423', '123456789']));
    expect(new Set(holdings.map((row) => row.product_type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await withContext(db, { tenantId: legal.tenantId }, (trx) => trx.selectFrom('xml_documents').select('id').execute())).toEqual([]);
  });
});
