import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCompleteInput } from '../../engine/simulations/check-simulation-input';
import { withContext } from '../db/context';
import { runSimulation } from '../modules/simulations/simulation-run';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { DEMO_SIMULATION_INPUTS, seedDemoSimulations } from './seed-demo-simulations';

const catalog = loadOfficeTypeCatalog();

describe('the demo simulations', () => {
  it('ask what the calculation routes accept', () => {
    for (const inputs of DEMO_SIMULATION_INPUTS) expect(checkCompleteInput(inputs), inputs.planType).toEqual([]);
  });
});

// Issue 26: an office with simulations has some in its history, for its clients, over the last two months.
describe.each(testDatabaseKinds())('seeding the demo simulations on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['insurance', 'accounting', 'legal']);
  });
  afterAll(async () => database?.dispose());

  it('stores five shared simulations of the professional for the office’s clients where simulations are on, none elsewhere', async () => {
    const { db } = database.handle;
    const { offices } = seeding;
    expect(await seedDemoSimulations(seeding.services, offices)).toBe(10);
    const rowsOf = (slug: string) => {
      const office = offices.find((candidate) => candidate.slug === slug)!;
      return withContext(db, { tenantId: office.tenantId }, (trx) =>
        trx.selectFrom('simulations as s').innerJoin('clients as c', 'c.id', 's.client_id').select(['s.name', 's.tags', 's.inputs', 's.result', 's.is_shared', 's.created_by', 's.created_at', 'c.first_name']).orderBy('s.created_at', 'desc').execute(),
      );
    };
    const insurance = await rowsOf('insurance');
    expect(insurance).toHaveLength(5);
    const pro = offices.find((office) => office.slug === 'insurance')!.proId;
    for (const row of insurance) {
      expect(row).toMatchObject({ is_shared: true, created_by: pro });
      expect(row.name.startsWith(row.first_name)).toBe(true);
      // The result is what the route computes from the inputs.
      expect(row.result).toEqual(JSON.parse(JSON.stringify(runSimulation('complete', row.inputs as Record<string, unknown>))));
    }
    expect(insurance.map((row) => row.tags)).toContainEqual(['פרישה', 'השוואה']);
    const ages = insurance.map((row) => (Date.now() - new Date(row.created_at).getTime()) / 86_400_000);
    expect(ages.filter((age) => age < 7)).toHaveLength(1);
    expect(ages.filter((age) => age > 30)).toHaveLength(2);
    expect(await rowsOf('accounting')).toHaveLength(5);
    expect(await rowsOf('legal')).toEqual([]);
  });
});
