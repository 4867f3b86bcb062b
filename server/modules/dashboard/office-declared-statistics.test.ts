import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticTile } from '../../../engine/generated/config-types';
import { withContext } from '../../db/context';
import { addTestOffice, writeFixtureVariant } from '../../testing/office-type-variant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { tenantIdOf, tilesOf } from './dashboard.test-support';

/** The office type of these tests, and its office and admin (written beside them: no server file names it). */
const OFFICE_TYPE = 'dental-statistics';
const OFFICE = { slug: 'dental-stats', admin: 'admin@dental-stats.example.com' } as const;

const tile = (id: string, values: Partial<StatisticTile>): StatisticTile => ({ id, label: { he: id, en: id, es: id }, entity: 'clients', aggregation: 'count', format: 'number', ...values });
const plans = { entity: 'records', module: 'treatment-plans' } as const;

/**
 * The dental clinic of tests/fixtures with tiles of its own: its treatment plans' estimates summed, its urgent plans
 * counted by an option of their form, its approved plans by stage, and its patients by an option of its intake form.
 */
function writeOfficeType(): string {
  return writeFixtureVariant('dental', OFFICE_TYPE, (office) => {
    office.ui.dashboard.statistics.push(
      tile('plans-estimate', { ...plans, aggregation: 'sum', field: 'estimate', format: 'currency' }),
      tile('plans-urgent', { ...plans, filter: { field: 'phase', operator: 'equals', value: 'urgent' } }),
      tile('plans-approved', { ...plans, filter: { field: 'stage', operator: 'in', value: ['approved', 'in-treatment'] } }),
      tile('patients-maccabi', { filter: { field: 'healthFund', operator: 'equals', value: 'maccabi' } }),
      tile('patients-diabetic', { filter: { field: 'medicalAlerts', operator: 'in', value: ['diabetes'] } }),
    );
  });
}

async function addOffice(t: TestApp): Promise<void> {
  await addTestOffice(t, { slug: OFFICE.slug, name: 'מרפאת סטטיסטיקה', officeType: OFFICE_TYPE, admin: { email: OFFICE.admin, firstName: 'Dana', lastName: 'Stats', professionalRole: 'dentist' } });
}

// Issue 22: tiles over what the office type itself declares (its record module's form and workflow, its intake form),
// computed by the server under the office's row-level security.
describe.each(testDatabaseKinds())('statistics over what the office type declares, on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { extraOfficeTypes: [writeOfficeType()] });
    await addOffice(t);
  });
  afterAll(async () => t?.close());

  it('sums and counts its treatment plans by a number and an option of their form and by stage, and its patients by intake answers', async () => {
    const tenantId = await tenantIdOf(t, OFFICE.slug);
    const plan = (stage: string, data: Record<string, unknown>) => ({ tenant_id: tenantId, module: 'treatment-plans', entity: 'treatment-plan', stage, data: JSON.stringify(data) });
    const patient = (first: string, intake: Record<string, unknown>) => ({ tenant_id: tenantId, first_name: first, last_name: 'Test', intake: JSON.stringify(intake) });
    await withContext(t.database.db, { tenantId }, async (trx) => {
      await trx.insertInto('records').values([
        plan('approved', { procedure: 'Crown', phase: 'urgent', estimate: 1200 }),
        plan('diagnosis', { procedure: 'Filling', phase: 'restorative', estimate: 350.5 }),
        plan('in-treatment', { procedure: 'Bridge', phase: 'urgent', estimate: 'not a number' }),
        // Another module's records of the same office are not its treatment plans.
        { tenant_id: tenantId, module: 'imaging', entity: 'scan', stage: 'approved', data: JSON.stringify({ phase: 'urgent', estimate: 9999 }) },
      ]).execute();
      await trx.insertInto('clients').values([
        patient('Aa', { healthFund: 'maccabi', medicalAlerts: ['diabetes', 'pregnancy'] }),
        patient('Bb', { healthFund: 'clalit', medicalAlerts: [] }),
        patient('Cc', { healthFund: 'maccabi' }),
      ]).execute();
    });
    // Another office's rows with the same fields are not counted.
    const legal = await tenantIdOf(t, 'legal');
    await withContext(t.database.db, { tenantId: legal }, (trx) =>
      trx.insertInto('records').values({ tenant_id: legal, module: 'treatment-plans', entity: 'treatment-plan', stage: 'approved', data: JSON.stringify({ phase: 'urgent', estimate: 5000 }) }).execute(),
    );

    const tiles = await tilesOf(await t.signIn(OFFICE.admin), 'all');
    expect(tiles['plans-estimate']).toMatchObject({ value: 1550.5, unavailable: null });
    expect(tiles['plans-urgent']).toMatchObject({ value: 2, unavailable: null });
    expect(tiles['plans-approved']).toMatchObject({ value: 2, unavailable: null });
    expect(tiles['patients-maccabi']).toMatchObject({ value: 2, unavailable: null });
    expect(tiles['patients-diabetic']).toMatchObject({ value: 1, unavailable: null });
    // What the database holds for the office, counted as its owner.
    const { rows } = await sql<{ n: string }>`select count(*) as n from records where tenant_id = ${tenantId} and module = 'treatment-plans' and data ->> 'phase' = 'urgent'`.execute(t.database.db);
    expect(Number(rows[0]?.n)).toBe(2);
  });
});
