import { createHash, randomUUID } from 'node:crypto';
import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The library's object factory for the conformance suites: `document`, a shared PDF of the owner's office with its
 * file stored, intact while its row, its version and its file are as they were. Written straight into the office.
 */
export const documentObjectFactories = {
  document: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const data = Buffer.from('%PDF-1.4\n% isolated\n%%EOF\n');
      const id = randomUUID();
      const key = `tenants/${tenantId}/documents/${id}/v1.pdf`;
      await t.app.storage.put(key, data, 'application/pdf');
      const file = { file_name: 'isolated.pdf', content_type: 'application/pdf', size_bytes: data.length, storage_key: key, checksum: createHash('sha256').update(data).digest('hex') };
      await withContext(db, { tenantId }, async (trx) => {
        await trx.insertInto('documents').values({ ...file, id, tenant_id: tenantId, name: 'Isolated', tags: ['isolated'] }).execute();
        await trx.insertInto('document_versions').values({ ...file, tenant_id: tenantId, document_id: id, version: 1 }).execute();
      });
      const read = () =>
        withContext(db, { tenantId }, async (trx) => {
          const row = await trx.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
          const versions = await trx.selectFrom('document_versions').selectAll().where('document_id', '=', id).execute();
          return row ? JSON.stringify([row, versions]) : undefined;
        });
      const snapshot = await read();
      return {
        id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          if (now !== snapshot) return { isIntact: false, why: 'it changed' };
          return (await t.app.storage.exists(key)) ? { isIntact: true } : { isIntact: false, why: 'its file is gone' };
        },
      };
    },
  },
};
