import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

// The suites' asking office is the insurance agency: its policies are a module it has, so a call naming another
// office's record under it meets the record check (404), not the module check.
const MODULE = 'policies';

/**
 * The records module's object factory for the conformance suites: `record`, a record of the owner's office under
 * the policies module, with a history line and a task, intact while its row, history and tasks are as they were.
 * Written straight into the office (inside its tenant context), as the other factories do.
 */
export const recordObjectFactories = {
  record: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const id = await withContext(db, { tenantId }, async (trx) => {
        const record = await trx
          .insertInto('records')
          .values({ tenant_id: tenantId, module: MODULE, entity: 'policy', title: 'Isolated record', data: JSON.stringify({ notes: 'isolated' }), search_text: 'isolated record' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('record_events').values({ tenant_id: tenantId, record_id: record.id, kind: 'created' }).execute();
        await trx.insertInto('tasks').values({ tenant_id: tenantId, record_id: record.id, module: MODULE, task_type: 'review', assigned_role: 'admin' }).execute();
        return record.id;
      });
      const read = () =>
        withContext(db, { tenantId }, async (trx) => {
          const record = await trx.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirst();
          const events = await trx.selectFrom('record_events').selectAll().where('record_id', '=', id).execute();
          const tasks = await trx.selectFrom('tasks').selectAll().where('record_id', '=', id).execute();
          return record ? JSON.stringify({ record, events, tasks }) : undefined;
        });
      const snapshot = await read();
      return {
        id,
        params: { module: MODULE },
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it, its history or its tasks changed' };
        },
      };
    },
  },
};
