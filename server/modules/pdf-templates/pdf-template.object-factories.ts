import { randomUUID } from 'node:crypto';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import { intactWhileUnchanged } from '../../testing/intact-row';
import type { TestApp } from '../../testing/test-app';

const FIELD = { id: 'f1', name: 'fullName', type: 'text', label: 'Name', required: true, placeholder: '', page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.05, options: [], validation: {} } as const;

/**
 * The PDF templates' object factory for the conformance suites: `pdf-template`, a template with one field on an
 * organization-wide PDF of the owner's office; intact while its row is as it was. Written straight into the office.
 */
export const pdfTemplateObjectFactories = {
  'pdf-template': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const [documentId, id] = [randomUUID(), randomUUID()];
      const file = { file_name: 'isolated.pdf', content_type: 'application/pdf', size_bytes: 10, storage_key: `tenants/${tenantId}/documents/${documentId}/v1.pdf`, checksum: null };
      await withContext(db, { tenantId }, async (trx) => {
        await trx.insertInto('documents').values({ ...file, id: documentId, tenant_id: tenantId, name: 'Isolated', sharing: 'organization' }).execute();
        await trx.insertInto('document_versions').values({ ...file, tenant_id: tenantId, document_id: documentId, version: 1 }).execute();
        await trx.insertInto('pdf_templates').values({ tenant_id: tenantId, id, name: 'Isolated', document_id: documentId, document_version: 1, page_count: 1, fields: JSON.stringify([FIELD]) }).execute();
      });
      return intactWhileUnchanged(t, tenantId, 'pdf_templates', id);
    },
  },
};
