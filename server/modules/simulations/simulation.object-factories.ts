import { randomUUID } from 'node:crypto';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import type { TestApp } from '../../testing/test-app';

const INPUTS = { planType: 'pension_fund', currentAge: 40, retirementAge: 67, currentSalary: 12_000, annualReturnRate: 0.04 } as const;

/**
 * The simulations' object factory for the conformance suites: `simulation`, a shared pension simulation of the owner's
 * office; intact while its row is as it was. Written straight into the office (its office may not offer simulations).
 */
export const simulationObjectFactories = {
  simulation: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const id = randomUUID();
      const result = simulateComplete(INPUTS);
      await withContext(db, { tenantId }, (trx) =>
        trx.insertInto('simulations').values({ tenant_id: tenantId, id, name: 'Isolated', kind: 'complete', plan_type: INPUTS.planType, inputs: JSON.stringify(INPUTS), result: JSON.stringify(result), is_shared: true }).execute(),
      );
      const read = () => withContext(db, { tenantId }, async (trx) => trx.selectFrom('simulations').selectAll().where('id', '=', id).executeTakeFirst());
      const snapshot = JSON.stringify(await read());
      return {
        id,
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return JSON.stringify(now) === snapshot ? { isIntact: true } : { isIntact: false, why: 'it changed' };
        },
      };
    },
  },
};
