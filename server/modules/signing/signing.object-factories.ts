import { randomUUID } from 'node:crypto';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import type { TestApp } from '../../testing/test-app';
import { hashSecretId, newSecretId } from '../../security/tokens';

/**
 * The signing module's object factory for the conformance suites: `signing-workflow`, a workflow out for signature
 * on a document of the owner's office, its one signer holding a live link; intact while its rows are as they were.
 * Written straight into the office; the participant routes reach its signer (params.participantId).
 */
export const signingObjectFactories = {
  'signing-workflow': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const [documentId, id, participantId] = [randomUUID(), randomUUID(), randomUUID()];
      const file = { file_name: 'isolated.pdf', content_type: 'application/pdf', size_bytes: 10, storage_key: `tenants/${tenantId}/documents/${documentId}/v1.pdf`, checksum: null };
      await withContext(db, { tenantId }, async (trx) => {
        await trx.insertInto('documents').values({ ...file, id: documentId, tenant_id: tenantId, name: 'Isolated' }).execute();
        await trx.insertInto('document_versions').values({ ...file, tenant_id: tenantId, document_id: documentId, version: 1 }).execute();
        await trx.insertInto('signing_workflows').values({ tenant_id: tenantId, id, document_id: documentId, document_version: 1, name: 'Isolated', status: 'signing', submitted_at: new Date() }).execute();
        await trx
          .insertInto('signing_participants')
          .values({ tenant_id: tenantId, workflow_id: id, id: participantId, role: 'signer', position: 1, name: 'Isolated Signer', email: 'isolated@signers.example.com', language: 'he', token_hash: hashSecretId(newSecretId()), link_sent_at: new Date(), link_expires_at: new Date(Date.now() + 86_400_000) })
          .execute();
      });
      const read = () =>
        withContext(db, { tenantId }, async (trx) => {
          const workflow = await trx.selectFrom('signing_workflows').selectAll().where('id', '=', id).executeTakeFirst();
          const participants = await trx.selectFrom('signing_participants').selectAll().where('workflow_id', '=', id).execute();
          const events = await trx.selectFrom('signing_events').select('seq').where('workflow_id', '=', id).execute();
          return workflow ? JSON.stringify([workflow, participants, events]) : undefined;
        });
      const snapshot = await read();
      return {
        id,
        params: { participantId },
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it changed' };
        },
      };
    },
  },
};
