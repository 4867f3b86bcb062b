import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { withContext } from '../db/context';
import { createDirectoryStorage } from '../storage/directory-storage';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { demoDocuments } from './demo-documents';
import { DEMO_TENANTS } from './demo-tenants';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoTemplates } from './seed-demo-templates';

const NOW = new Date('2026-03-15T10:00:00Z');
const catalog = loadOfficeTypeCatalog();
const LINKS = {
  clients: Array.from({ length: 8 }, (_, index) => ({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `Client ${index}` })),
  records: [{ id: '00000000-0000-4000-9000-000000000001', name: 'Matter 1' }],
};

// Issue 23: every demo office has a library of its own document types, tagged, linked to its clients and records.
describe.each(DEMO_TENANTS)('the demo library of $slug', (demo) => {
  const config = catalog.get(demo.officeType)!;
  const office = { tenantId: '6f1c2b9e-0d4a-4c55-9a53-2f0e3c1d7a10', slug: demo.slug, officeType: demo.officeType, language: config.localization.defaultLanguage, adminId: 'a', proId: 'p' };
  const planned = demoDocuments(office, config, ['policy', 'contract', 'report', 'other'], LINKS, NOW);

  it('files ten documents under the office’s own types, with clients, records, tags and every sharing level but public', () => {
    expect(planned).toHaveLength(10);
    const declared = config.documents?.types?.map((type) => type.id);
    for (const document of planned) expect(declared ?? ['policy', 'contract', 'report']).toContain(document.type);
    expect(planned.filter((document) => document.clientId).length).toBeGreaterThanOrEqual(6);
    expect(planned.some((document) => document.recordId)).toBe(true);
    expect(planned.some((document) => document.tags.length > 0)).toBe(true);
    expect(new Set(planned.map((document) => document.sharing))).toEqual(new Set(['organization', 'team', 'private']));
    for (const document of planned) expect(document.createdAt.getTime()).toBeLessThan(NOW.getTime());
    expect(demoDocuments(office, config, ['policy'], LINKS, NOW)).toEqual(planned);
  });
});

describe.each(testDatabaseKinds())('seeding the demo libraries on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;
  const folder = mkdtempSync(join(tmpdir(), 'demo-documents-'));
  const storage = createDirectoryStorage(folder);

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['legal', 'insurance']);
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes each office’s documents, their first versions and their files, under the office’s row-level security', async () => {
    expect(await seedDemoDocuments(seeding.services, storage, seeding.offices, NOW)).toBe(20);
    for (const office of seeding.offices) {
      const rows = await withContext(database.handle.db, { tenantId: office.tenantId }, (trx) =>
        trx.selectFrom('documents as d').innerJoin('document_versions as v', (join) => join.onRef('v.tenant_id', '=', 'd.tenant_id').onRef('v.document_id', '=', 'd.id')).select(['d.id', 'd.client_id', 'd.version', 'v.storage_key', 'd.extracted_text']).execute(),
      );
      expect(rows).toHaveLength(10);
      expect(rows.filter((row) => row.client_id).length).toBeGreaterThanOrEqual(6);
      for (const row of rows) {
        expect(row.version).toBe(1);
        expect((await storage.get(row.storage_key))?.data.subarray(0, 5).toString()).toBe('%PDF-');
        expect(row.extracted_text).toMatch(new RegExp(`of ${office.slug}$`));
      }
    }
  });

  it('writes each office a template of its own in every language it offers, checked as an admin’s is', async () => {
    expect(await seedDemoTemplates(seeding.services, seeding.offices)).toBe(2);
    for (const office of seeding.offices) {
      const rows = await withContext(database.handle.db, { tenantId: office.tenantId }, (trx) => trx.selectFrom('document_templates').select(['name', 'blocks']).execute());
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!.name)).toEqual(expect.arrayContaining(['he', 'en']));
      expect(rows[0]!.blocks.map((block) => block.kind)).toEqual(['paragraph', 'signature']);
    }
  });
});
