import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { officeCertificate, type OfficeCertificate } from '../signing/office-certificate';
import { verifySeal } from '../signing/verify-seal';
import { createDirectoryStorage } from '../storage/directory-storage';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoSigning } from './seed-demo-signing';

const catalog = loadOfficeTypeCatalog();

// Issue 24: a demo office with e-signatures on shows workflows in every state at /documents/workflows.
describe.each(testDatabaseKinds())('the demo signing workflows on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;
  let certificate: OfficeCertificate;
  const folder = mkdtempSync(join(tmpdir(), 'demo-signing-'));
  const storage = createDirectoryStorage(join(folder, 'files'));
  const workflowsOf = (tenantId: string) =>
    withContext(database.handle.db, { tenantId }, (trx) => trx.selectFrom('signing_workflows').select(['id', 'status', 'sealed_version', 'document_id', 'name']).orderBy('created_at').execute());

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['legal', 'insurance']);
    await seedDemoDocuments(seeding.services, storage, seeding.offices);
    // The insurance office turned e-signatures off.
    await database.handle.db
      .updateTable('tenants')
      .set({
        overrides: JSON.stringify({
          features: { disabled: ['e-signatures'] },
        }),
      })
      .where('slug', '=', 'insurance')
      .execute();
    certificate = officeCertificate({
      dataDir: join(folder, 'data'),
      env: {},
    });
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes a completed and sealed, an in-progress, a draft and a declined workflow where e-signatures are on, none where off', async () => {
    const started = performance.now();
    expect(await seedDemoSigning(seeding.services, { storage, sealCertificate: () => certificate }, seeding.offices)).toBe(4);
    console.info(`demo signing: ${Math.round(performance.now() - started)} ms for one office`);
    const [legal, insurance] = ['legal', 'insurance'].map((slug) => seeding.offices.find((office) => office.slug === slug)!);
    const workflows = await workflowsOf(legal!.tenantId);
    expect(workflows.map((workflow) => workflow.status)).toEqual(['completed', 'in_progress', 'draft', 'rejected']);
    expect(workflows.every((workflow) => /[\u0590-\u05ff]/.test(workflow.name))).toBe(true);
    expect(await workflowsOf(insurance!.tenantId)).toEqual([]);

    const completed = workflows[0]!;
    expect(completed.sealed_version).toBe(2);
    const sealed = await withContext(database.handle.db, { tenantId: legal!.tenantId }, (trx) =>
      trx.selectFrom('document_versions').select('storage_key').where('document_id', '=', completed.document_id).where('version', '=', 2).executeTakeFirstOrThrow(),
    );
    const check = verifySeal((await storage.get(sealed.storage_key))!.data, certificate);
    expect(check).toMatchObject({
      isSealed: true,
      isIntact: true,
      isOurs: true,
    });
  });

  it('keeps each act’s address, browser, typed signature and reason, and the waiting signer’s link', async () => {
    const legal = seeding.offices.find((office) => office.slug === 'legal')!;
    const [completed, inProgress, draft, declined] = await workflowsOf(legal.tenantId);
    await withContext(database.handle.db, { tenantId: legal.tenantId }, async (trx) => {
      const signed = await trx.selectFrom('signing_events').select(['ip', 'user_agent']).where('workflow_id', '=', completed!.id).where('event', '=', 'signed').execute();
      expect(signed).toHaveLength(2);
      for (const event of signed)
        expect(event).toMatchObject({
          ip: expect.stringMatching(/^192\.0\.2\./),
          user_agent: expect.stringContaining('Mozilla/5.0'),
        });
      const fields = await trx.selectFrom('signing_fields').select(['kind', 'value', 'signature_method', 'filled_at']).where('workflow_id', '=', completed!.id).execute();
      expect(fields.map((field) => field.kind).sort()).toEqual(['date', 'signature', 'signature']);
      for (const field of fields) expect(field.filled_at).not.toBeNull();
      for (const field of fields.filter((each) => each.kind === 'signature'))
        expect(field).toMatchObject({
          signature_method: 'typed',
          value: expect.any(String),
        });
      const people = await trx
        .selectFrom('signing_participants')
        .select(['workflow_id', 'role', 'status', 'user_id', 'email', 'language', 'link_sent_at', 'decline_reason'])
        .orderBy('position')
        .execute();
      expect(people.filter((p) => p.workflow_id === completed!.id).map((p) => p.language)).toEqual(['he', 'en']);
      // The document's own client signs first where they have an address.
      const client = await trx.selectFrom('documents as d').innerJoin('clients as c', 'c.id', 'd.client_id').select('c.email').where('d.id', '=', completed!.document_id).executeTakeFirst();
      if (client?.email) expect(people.find((p) => p.workflow_id === completed!.id)?.email).toBe(client.email.toLowerCase());
      expect(people.filter((p) => p.workflow_id === inProgress!.id).map((p) => [p.role, p.status, p.user_id === legal.adminId])).toEqual([
        ['approver', 'completed', true],
        ['signer', 'signed', false],
        ['signer', 'pending', false],
      ]);
      expect(people.find((p) => p.workflow_id === inProgress!.id && p.status === 'pending')?.link_sent_at).not.toBeNull();
      expect(people.find((p) => p.workflow_id === draft!.id)?.link_sent_at).toBeNull();
      expect(people.find((p) => p.workflow_id === declined!.id)).toMatchObject({
        status: 'declined',
        decline_reason: expect.stringMatching(/\S/),
      });
    });
  });

  it('makes the others but no completed workflow without a certificate', async () => {
    const legal = seeding.offices.find((office) => office.slug === 'legal')!;
    expect(await seedDemoSigning(seeding.services, { storage }, [legal])).toBe(3);
    const statuses = (await workflowsOf(legal.tenantId)).slice(4).map((workflow) => workflow.status);
    expect(statuses).toEqual(['in_progress', 'draft', 'rejected']);
  });
});
