import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../testing/migration-databases';
import { testDatabaseKinds } from '../../testing/test-databases';

const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d1';

describe.each(testDatabaseKinds())('migration 030 (the document library) on $kind', (kind) => {
  it('keeps every client document as a document of the library, its id, file and workflow run, as its first version', async () => {
    const database = await databaseAtMigration(kind.kind, 29);
    try {
      const db = database.handle.db.withTables<Record<string, Record<string, unknown>>>();
      const tenant = await db.insertInto('tenants').values({ slug: 'old-office', name: 'Old office', office_type: 'legal' }).returning('id').executeTakeFirstOrThrow();
      const user = await db.insertInto('users').values({ email: 'old@example.com', first_name: 'Old', last_name: 'Hand' }).returning('id').executeTakeFirstOrThrow();
      const client = await db.insertInto('clients').values({ tenant_id: tenant.id, first_name: 'Dana', last_name: 'Levi' }).returning('id').executeTakeFirstOrThrow();
      const uploadedAt = new Date('2025-06-01T10:00:00Z');
      await db
        .insertInto('client_documents')
        .values({ tenant_id: tenant.id, id: DOCUMENT_ID, client_id: client.id, type: 'contract', file_name: 'חוזה.pdf', content_type: 'application/pdf', size_bytes: 1234, storage_key: 'tenants/x/clients/y/documents/z.pdf', uploaded_by: user.id, created_at: uploadedAt })
        .execute();
      await db.insertInto('records').values({ tenant_id: tenant.id, module: 'documents', entity: 'document', data: '{}', document_id: DOCUMENT_ID }).execute();

      await database.migrateTo(30);
      const document = await db.selectFrom('documents').selectAll().executeTakeFirstOrThrow();
      expect(document).toMatchObject({ id: DOCUMENT_ID, client_id: client.id, name: 'חוזה.pdf', file_name: 'חוזה.pdf', type: 'contract', status: 'active', sharing: 'organization', owner_id: user.id, version: 1, tags: [], description: '', record_id: null });
      expect(document.updated_at).toEqual(uploadedAt);
      const versions = await db.selectFrom('document_versions').selectAll().execute();
      expect(versions.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) }))).toEqual([expect.objectContaining({ size_bytes: 1234, document_id: DOCUMENT_ID, version: 1, file_name: 'חוזה.pdf', uploaded_at: uploadedAt, storage_key: 'tenants/x/clients/y/documents/z.pdf', uploaded_by: user.id })]);
      // The run of the document workflow still names it, and goes with it.
      const found = await sql<{ n: number }>`select count(*)::int as n from documents d where d.search @@ to_tsquery('simple', 'חוזה:*')`.execute(db);
      expect(found.rows[0]?.n).toBe(1);
      await db.deleteFrom('documents').where('id', '=', DOCUMENT_ID).execute();
      expect(await db.selectFrom('records').select('id').where('document_id', '=', DOCUMENT_ID).execute()).toEqual([]);
      expect(await db.selectFrom('document_versions').select('version').execute()).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
