import { officeContextFor, type ContextServices } from '../context/system-context';
import { withContext } from '../db/context';
import { runSimulation } from '../modules/simulations/simulation-run';
import type { DemoOffice } from './demo-clients';

/** The feature the simulations serve. */
const SIMULATIONS = 'simulations';
const DAY = 86_400_000;

/** What each demo simulation asks: a plan for one of the office's clients at a point of their working life. */
export const DEMO_SIMULATION_INPUTS = [
  { planType: 'pension_fund', gender: 'female', currentAge: 29, retirementAge: 65, currentSalary: 14_500, currentSavings: 38_000, annualReturnRate: 0.045 },
  { planType: 'pension_fund', gender: 'male', currentAge: 41, retirementAge: 67, currentSalary: 22_000, currentSavings: 310_000, annualReturnRate: 0.04 },
  { planType: 'managers_insurance', gender: 'male', currentAge: 52, retirementAge: 67, currentSalary: 31_000, currentSavings: 1_150_000, annualReturnRate: 0.035 },
  { planType: 'pension_fund', gender: 'female', currentAge: 47, retirementAge: 64, currentSalary: 9_800, currentSavings: 190_000, annualReturnRate: 0.03 },
  { planType: 'hishtalmut', gender: 'female', currentAge: 35, retirementAge: 65, currentSalary: 18_000, currentSavings: 64_000, annualReturnRate: 0.05, horizonYears: 6 },
] as const;

/** Their names and tags in the office's language: a plan's name, and what the agent filed it under. */
const TEXTS = {
  he: { plans: { pension_fund: 'קרן פנסיה', managers_insurance: 'ביטוח מנהלים', hishtalmut: 'קרן השתלמות' }, tags: [['פגישה ראשונה'], ['פרישה', 'השוואה'], ['פרישה'], ['מעקב שנתי'], ['חיסכון']] },
  en: { plans: { pension_fund: 'Pension fund', managers_insurance: 'Managers’ insurance', hishtalmut: 'Study fund' }, tags: [['first meeting'], ['retirement', 'comparison'], ['retirement'], ['annual review'], ['savings']] },
  es: { plans: { pension_fund: 'Fondo de pensiones', managers_insurance: 'Seguro de directivos', hishtalmut: 'Fondo de estudios' }, tags: [['primera reunión'], ['jubilación', 'comparación'], ['jubilación'], ['revisión anual'], ['ahorro']] },
} as const;

/**
 * Gives every demo office whose office has simulations five stored ones, made by its professional for five of its
 * clients over the last two months (so the history's period filters each show some), shared with the office, each
 * result computed by the engine as the routes compute it. Written straight into the table, as the demo forms are.
 * Answers how many it stored.
 */
export async function seedDemoSimulations(services: ContextServices, offices: readonly DemoOffice[]): Promise<number> {
  let made = 0;
  const now = Date.now();
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx?.office.enabledFeatures.includes(SIMULATIONS)) continue;
    const texts = TEXTS[office.language];
    await withContext(services.db, { tenantId: office.tenantId }, async (trx) => {
      const clients = await trx.selectFrom('clients').select(['id', 'first_name', 'last_name']).where('kind', '=', 'client').orderBy('created_at').limit(DEMO_SIMULATION_INPUTS.length).execute();
      if (clients.length === 0) return;
      const rows = DEMO_SIMULATION_INPUTS.map((inputs, index) => {
        const client = clients[index % clients.length]!;
        const madeAt = new Date(now - [2, 9, 23, 41, 58][index]! * DAY);
        return {
          tenant_id: office.tenantId,
          name: `${client.first_name} ${client.last_name} · ${texts.plans[inputs.planType]}`,
          client_id: client.id,
          kind: 'complete',
          plan_type: inputs.planType,
          inputs: JSON.stringify(inputs),
          result: JSON.stringify(runSimulation('complete', { ...inputs })),
          tags: [...texts.tags[index]!],
          is_shared: true,
          created_by: office.proId,
          updated_by: office.proId,
          created_at: madeAt,
          updated_at: madeAt,
        };
      });
      await trx.insertInto('simulations').values(rows).execute();
      made += rows.length;
    });
  }
  return made;
}
