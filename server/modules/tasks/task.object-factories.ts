import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The tasks module's object factory for the tenant-isolation suite: `task`, an open task of the owner's office
 * assigned to its member, intact while its row and its audit are as they were. Written straight into the office
 * (inside its tenant context), as a workflow action writes it.
 */
export const taskObjectFactories = {
  task: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const userId = (await db.selectFrom('users').select('id').where('email', '=', owner.member).executeTakeFirstOrThrow()).id;
      const id = await withContext(db, { tenantId }, async (trx) => {
        const task = await trx
          .insertInto('tasks')
          .values({ tenant_id: tenantId, task_type: 'isolated-check', title: JSON.stringify({ he: 'בדיקה', en: 'Isolated check', es: 'Comprobación' }), assigned_role: 'admin', assigned_user: userId, due_at: new Date(Date.now() + 86_400_000) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return task.id;
      });
      const read = () =>
        withContext(db, { tenantId }, async (trx) => {
          const task = await trx.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
          const audit = await trx.selectFrom('audit_log').select('id').where('entity_id', '=', id).execute();
          return task ? JSON.stringify({ task, audit }) : undefined;
        });
      const snapshot = await read();
      return {
        id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it or its audit changed' };
        },
      };
    },
  },
};
