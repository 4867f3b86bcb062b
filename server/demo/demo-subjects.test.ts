import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectCollection } from '../../engine/modules/record-collections';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { demoTenantsOf, seedDemoOffices } from './demo.test-support';
import { DEMO_TENANTS } from './demo-tenants';
import { MOVED_CLIENT_RUNS, OPEN_CLIENT_TASKS, seedDemoClientRuns } from './seed-demo-subjects';
import type { StalledMove } from './seed-demo-workflows';

const catalog = loadOfficeTypeCatalog();
// A client workflow with an approval (legal), one with a create trigger's mail (generic), one that runs on no client (insurance).
const SEEDED = ['legal', 'generic', 'insurance'];

describe.each(testDatabaseKinds())('seeded demo client runs on $kind', ({ create }) => {
  let database: TestDatabase;
  let stalled: StalledMove[];
  const tenants = () => demoTenantsOf(database.handle.db, SEEDED);

  beforeAll(async () => {
    database = await create();
    const { services, offices } = await seedDemoOffices(database, catalog, SEEDED);
    stalled = await seedDemoClientRuns(services, offices);
  }, 180_000);
  afterAll(async () => database?.dispose());

  it('give every demo client its run of the office’s client workflow and move a share of them along it', async () => {
    expect(stalled).toEqual([]);
    const { db } = database.handle;
    for (const tenant of await tenants()) {
      const seen = await withContext(db, { tenantId: tenant.id }, async (trx) => ({
        clients: await trx.selectFrom('clients').select('id').execute(),
        runs: await trx.selectFrom('records').select(['subject_client_id', 'stage']).where('subject_client_id', 'is not', null).execute(),
      }));
      const collection = subjectCollection(catalog.get(tenant.office_type)!, 'client');
      if (!collection) {
        expect(seen.runs, tenant.slug).toEqual([]);
        continue;
      }
      expect(seen.runs, tenant.slug).toHaveLength(seen.clients.length);
      const moved = seen.runs.filter((run) => run.stage !== collection.workflow!.initialStage);
      expect(moved.length, tenant.slug).toBeGreaterThan(0);
      expect(moved.length, tenant.slug).toBeLessThan(MOVED_CLIENT_RUNS);
      expect(new Set(seen.runs.map((run) => run.stage)).size, tenant.slug).toBeGreaterThanOrEqual(3);
      // Only the newest clients' tasks are open, so nobody's own work is buried under the demo's.
      const open = await withContext(db, { tenantId: tenant.id }, (trx) => trx.selectFrom('tasks').select('record_id').distinct().where('module', '=', collection.ownerId).where('status', '=', 'open').execute());
      expect(open.length, tenant.slug).toBeLessThanOrEqual(OPEN_CLIENT_TASKS);
    }
    expect(DEMO_TENANTS.filter((demo) => SEEDED.includes(demo.slug))).toHaveLength(SEEDED.length);
  });
});
