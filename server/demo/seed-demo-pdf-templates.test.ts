import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeContextFor } from '../context/system-context';
import { withContext } from '../db/context';
import { fillPdfTemplate } from '../modules/pdf-templates/pdf-templates.service';
import { layoutText } from '../modules/pdf-templates/pdf-templates.test-support';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { createDirectoryStorage } from '../storage/directory-storage';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { seedDemoPdfTemplates } from './seed-demo-pdf-templates';

const catalog = loadOfficeTypeCatalog();

// Issue 25: a demo office with PDF forms on opens /pdf-form-builder on a template of its own.
describe.each(testDatabaseKinds().slice(0, 1))('the demo PDF templates on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;
  const folder = mkdtempSync(join(tmpdir(), 'demo-pdf-templates-'));
  const storage = createDirectoryStorage(join(folder, 'files'));

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['legal', 'insurance']);
    await database.handle.db.updateTable('tenants').set({ overrides: JSON.stringify({ features: { disabled: ['pdf-forms'] } }) }).where('slug', '=', 'insurance').execute();
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes one template in the office’s language where PDF forms are on, once, and it fills', async () => {
    expect(await seedDemoPdfTemplates(seeding.services, storage, seeding.offices)).toBe(1);
    expect(await seedDemoPdfTemplates(seeding.services, storage, seeding.offices)).toBe(0);
    const legal = seeding.offices.find((office) => office.slug === 'legal')!;
    const [template] = await withContext(database.handle.db, { tenantId: legal.tenantId }, (trx) => trx.selectFrom('pdf_templates').selectAll().execute());
    expect(template!.name).toMatch(/[\u0590-\u05ff]/);
    expect(template!.fields.map((field) => field.type).sort()).toEqual(['checkbox', 'date', 'dropdown', 'signature', 'text', 'text']);
    const ctx = (await officeContextFor(seeding.services, 'legal', { kind: 'system', name: 'test' }, 'he'))!;
    const files = { storage, log: { error: () => undefined } };
    const filled = await fillPdfTemplate(ctx, files, template!.id, { fullName: 'ישראל ישראלי', date: '2026-11-28', consent: true, signature: 'ישראל', contactChannel: 'phone' });
    const text = layoutText(filled.data);
    expect(text).toContain('ישראל ישראלי');
    expect(text).toContain('טופס פרטים אישיים');
  });
});
