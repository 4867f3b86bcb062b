import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';

/** An office the conformance suites make objects in (tests/unit/conformance/object-factories.ts). */
interface Owner {
  slug: string;
}

/** A template of an office that a route names by id, and how to tell it is still as it was. */
interface Made {
  id: string;
  check(): Promise<{ isIntact: true } | { isIntact: false; why: string }>;
}

/**
 * The templates' object factory for the conformance suites: `document-template`, a template the owner's office wrote,
 * intact while its row is as it was. Written straight into the office.
 */
export const documentTemplateObjectFactories = {
  'document-template': {
    async create(t: TestApp, owner: Owner): Promise<Made> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const text = JSON.stringify({ he: 'מבודד', en: 'Isolated' });
      const blocks = JSON.stringify([{ kind: 'paragraph', text: { he: 'שלום {client.fullName}', en: 'Hello {client.fullName}' } }]);
      const row = await withContext(db, { tenantId }, (trx) =>
        trx.insertInto('document_templates').values({ tenant_id: tenantId, document_type: 'other', name: text, title: text, blocks }).returning('id').executeTakeFirstOrThrow(),
      );
      const read = () => withContext(db, { tenantId }, async (trx) => JSON.stringify(await trx.selectFrom('document_templates').selectAll().where('id', '=', row.id).executeTakeFirst()));
      const snapshot = await read();
      return {
        id: row.id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it changed' };
        },
      };
    },
  },
};
