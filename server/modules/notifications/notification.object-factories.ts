import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The notifications module's object factory for the tenant-isolation suite: `notification`, an unread
 * notification of the owner's member, intact while its row is as it was (still unread). Written straight into the
 * office, as a workflow action writes it.
 */
export const notificationObjectFactories = {
  notification: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const userId = (await db.selectFrom('users').select('id').where('email', '=', owner.member).executeTakeFirstOrThrow()).id;
      const id = await withContext(db, { tenantId }, async (trx) => {
        const message = JSON.stringify({ he: 'הודעה פרטית', en: 'A private notice', es: 'Un aviso privado' });
        return (await trx.insertInto('notifications').values({ tenant_id: tenantId, user_id: userId, kind: 'isolated', message }).returning('id').executeTakeFirstOrThrow()).id;
      });
      const read = () => withContext(db, { tenantId }, async (trx) => trx.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst());
      const snapshot = JSON.stringify(await read());
      return {
        id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return JSON.stringify(now) === snapshot ? { isIntact: true } : { isIntact: false, why: now.read_at ? 'it was marked read' : 'it changed' };
        },
      };
    },
  },
};
