import type { TestApp } from '../../testing/test-app';
import { addDeadJob } from './jobs-admin.test-support';
import type { ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The jobs-admin module's object factory for the tenant-isolation suite: `dead-job`, a dead background job of the
 * owner's office; intact while it is still dead, with its attempts and error, and still listed to the owner's admin.
 */
export const jobsAdminObjectFactories = {
  'dead-job': {
    async create(t: TestApp, owner: ConformanceOwner) {
      const id = await addDeadJob(t.database.db, owner.slug, 'sla.breach', 'isolation');
      const read = () => t.database.db.selectFrom('jobs').select(['state', 'attempts', 'last_error', 'run_at']).where('id', '=', id).executeTakeFirst();
      const snapshot = JSON.stringify(await read());
      return {
        id,
        async check(): Promise<{ isIntact: true } | { isIntact: false; why: string }> {
          return JSON.stringify(await read()) === snapshot ? { isIntact: true } : { isIntact: false, why: 'the dead job was requeued, changed or discarded' };
        },
      };
    },
  },
};
