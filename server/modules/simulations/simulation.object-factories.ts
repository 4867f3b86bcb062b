import { randomUUID } from 'node:crypto';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import { intactWhileUnchanged } from '../../testing/intact-row';
import type { TestApp } from '../../testing/test-app';

const INPUTS = { planType: 'pension_fund', currentAge: 40, retirementAge: 67, currentSalary: 12_000, annualReturnRate: 0.04 } as const;

/**
 * The simulations' object factory for the conformance suites: `simulation`, a shared pension simulation of the owner's
 * office, and `simulation-template`, a template its office saved; each intact while its row is as it was. Written
 * straight into the office (its office may not offer simulations).
 */
const tenantOf = async (t: TestApp, owner: ConformanceOwner) => (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;

export const simulationObjectFactories = {
  'simulation-template': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tenantId = await tenantOf(t, owner);
      const id = randomUUID();
      await withContext(t.database.db, { tenantId }, (trx) =>
        trx.insertInto('simulation_templates').values({ tenant_id: tenantId, id, name: 'Isolated', category: 'young', kind: 'complete', inputs: JSON.stringify(INPUTS) }).execute(),
      );
      return intactWhileUnchanged(t, tenantId, 'simulation_templates', id);
    },
  },
  simulation: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tenantId = await tenantOf(t, owner);
      const id = randomUUID();
      const result = simulateComplete(INPUTS);
      await withContext(t.database.db, { tenantId }, (trx) =>
        trx.insertInto('simulations').values({ tenant_id: tenantId, id, name: 'Isolated', kind: 'complete', plan_type: INPUTS.planType, inputs: JSON.stringify(INPUTS), result: JSON.stringify(result), is_shared: true }).execute(),
      );
      return intactWhileUnchanged(t, tenantId, 'simulations', id);
    },
  },
};
