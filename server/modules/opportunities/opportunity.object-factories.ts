import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The opportunities module's object factory for the tenant-isolation suite: `opportunity`, a deal with a client of
 * the owner's office, intact while its row and its client's activity are as they were. Written straight into the
 * office (inside its tenant context), since the suite's offices need not have the 'opportunities' feature.
 */
export const opportunityObjectFactories = {
  opportunity: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const id = await withContext(db, { tenantId }, async (trx) => {
        const client = await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Isolated', last_name: 'Dealer' }).returning('id').executeTakeFirstOrThrow();
        const deal = await trx.insertInto('opportunities').values({ tenant_id: tenantId, client_id: client.id, title: 'Isolated deal', value: '1234.50', stage: 'proposal' }).returning('id').executeTakeFirstOrThrow();
        return deal.id;
      });
      const read = () =>
        withContext(db, { tenantId }, async (trx) => {
          const deal = await trx.selectFrom('opportunities').selectAll().where('id', '=', id).executeTakeFirst();
          const activities = deal ? await trx.selectFrom('client_activities').select('id').where('client_id', '=', deal.client_id).execute() : [];
          return deal ? JSON.stringify({ deal, activities }) : undefined;
        });
      const snapshot = await read();
      return {
        id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it or its client’s activity changed' };
        },
      };
    },
  },
};
