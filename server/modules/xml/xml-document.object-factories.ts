import { randomUUID } from 'node:crypto';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import { intactWhileUnchanged } from '../../testing/intact-row';
import type { TestApp } from '../../testing/test-app';

/**
 * The XML intake's object factories for the conformance suites: `xml-document`, an uploaded file of the owner's office
 * (its row only: no route that names another office's document may reach its file), and `xml-transformation`, a kept
 * result of one; each intact while its row is as it was. Written straight into the office.
 */
const tenantOf = async (t: TestApp, owner: ConformanceOwner) => (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;

async function insertDocument(t: TestApp, tenantId: string): Promise<string> {
  const id = randomUUID();
  await withContext(t.database.db, { tenantId }, (trx) =>
    trx.insertInto('xml_documents').values({ tenant_id: tenantId, id, file_name: 'isolated.xml', file_size: 10, storage_key: `tenants/${tenantId}/xml/${id}/source.xml`, checksum: '0'.repeat(64), tags: ['isolated'] }).execute(),
  );
  return id;
}

export const xmlDocumentObjectFactories = {
  'xml-document': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tenantId = await tenantOf(t, owner);
      return intactWhileUnchanged(t, tenantId, 'xml_documents', await insertDocument(t, tenantId));
    },
  },
  'xml-transformation': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tenantId = await tenantOf(t, owner);
      const documentId = await insertDocument(t, tenantId);
      const id = randomUUID();
      await withContext(t.database.db, { tenantId }, (trx) =>
        trx.insertInto('xml_transformations').values({ tenant_id: tenantId, id, document_id: documentId, type: 'json', output_format: 'json', success: false, error: JSON.stringify({ he: '-', en: '-', es: '-' }) }).execute(),
      );
      // The route names the transformation under its document: both are the owner's.
      return { ...(await intactWhileUnchanged(t, tenantId, 'xml_transformations', id)), params: { documentId } };
    },
  },
};
