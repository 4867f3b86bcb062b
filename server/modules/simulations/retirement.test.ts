import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteInput } from '../../../engine/simulations/complete-input';
import { retirementSummary } from '../../../engine/simulations/retirement';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { insertClients } from '../clients/clients.test-support';
import { SIMULATIONS_BASE } from './simulations-paths';

const PENSION = { planType: 'pension_fund', gender: 'male', currentAge: 45, retirementAge: 67, currentSalary: 20_000, currentSavings: 400_000, annualReturnRate: 0.04, inflationRate: 0.02, conversionCoefficient: 200 } as const;
const HISHTALMUT = { planType: 'hishtalmut', gender: 'male', currentAge: 45, horizonYears: 8, currentSalary: 20_000, currentSavings: 50_000, annualReturnRate: 0.04, inflationRate: 0.02 } as const;
const MISSING = '00000000-0000-4000-8000-000000000000';

const call = (agent: TestAgent, method: 'POST', path: string, payload: object) =>
  agent.request({ method, url: `${SIMULATIONS_BASE}${path}`, payload, csrf: true, headers: { 'accept-language': 'en' } });
const save = async (agent: TestAgent, body: object): Promise<string> => (await call(agent, 'POST', '', body)).json().data.id;

describe.each(testDatabaseKinds())('everything at retirement on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let pro: TestAgent;
  let clientId: string;
  let emptyClientId: string;
  let pensionId: string;
  let hishtalmutId: string;
  let adminPrivateId: string;
  let coverId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    pro = await t.signIn('pro@insurance.example.com');
    [clientId, emptyClientId] = (await insertClients(t, 'insurance', [
      { first_name: 'Noa', last_name: 'Katz', email: 'noa.katz@example.com' },
      { first_name: 'Eli', last_name: 'Bar', email: 'eli.bar@example.com' },
    ])) as [string, string];
    pensionId = await save(pro, { name: 'Pension at 67', clientId, inputs: PENSION });
    hishtalmutId = await save(pro, { name: 'Hishtalmut', clientId, kind: 'enhanced', inputs: HISHTALMUT });
    adminPrivateId = await save(admin, { name: 'Admin’s private', clientId, inputs: { ...PENSION, currentSavings: 900_000 } });
    coverId = await save(pro, { name: 'Cover', clientId, kind: 'survivors', inputs: { insuredSalary: 18_000 } });
  });
  afterAll(async () => t?.close());

  it('sums a pension and a hishtalmut as the engine does, without another user’s private plan or a cover', async () => {
    const response = await call(pro, 'POST', '/retirement', { clientId });
    expect(response.statusCode).toBe(200);
    const { plans, totals } = response.json().data;
    const expected = retirementSummary([
      { id: hishtalmutId, name: 'Hishtalmut', kind: 'enhanced', inputs: HISHTALMUT as unknown as CompleteInput },
      { id: pensionId, name: 'Pension at 67', kind: 'complete', inputs: PENSION as unknown as CompleteInput },
    ]);
    expect(plans.map((plan: { simulationId: string }) => plan.simulationId).sort()).toEqual([pensionId, hishtalmutId].sort());
    expect(totals.planCount).toBe(2);
    for (const [figure, value] of Object.entries(expected.totals)) expect(totals[figure]).toBeCloseTo(value, 6);
    expect(totals).toMatchObject({ earliestRetirementAge: 53, latestRetirementAge: 67 });
    expect(totals.liquidLumpSumNominal).toBeCloseTo(totals.lumpSumNominal, 6);
    expect(totals.monthlyPensionNominal).toBeCloseTo(plans.find((plan: { simulationId: string }) => plan.simulationId === pensionId).totalSavingsNominal / 200, 6);
    expect((await call(admin, 'POST', '/retirement', { clientId })).json().data.totals.planCount).toBe(3);
  });

  it('sums only the chosen plans, and refuses one that is not the client’s saved plan', async () => {
    const chosen = await call(pro, 'POST', '/retirement', { clientId, simulationIds: [hishtalmutId] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.totals).toMatchObject({ planCount: 1, monthlyPensionNominal: 0, liquidLumpSumNominal: chosen.json().data.totals.lumpSumNominal });
    for (const refusedId of [adminPrivateId, coverId, MISSING]) {
      const refused = await call(pro, 'POST', '/retirement', { clientId, simulationIds: [pensionId, refusedId] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'SIMULATION_NOT_OF_CLIENT', errors: [{ field: 'simulationIds' }] });
    }
    expect((await call(pro, 'POST', '/retirement', { clientId, simulationIds: [] })).statusCode).toBe(400);
  });

  it('answers 404 for a client the office does not have and 400 when there is nothing to sum', async () => {
    const missing = await call(pro, 'POST', '/retirement', { clientId: MISSING });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SIMULATION_CLIENT_NOT_FOUND');
    const accounting = await t.signIn('admin@accounting.example.com');
    expect((await call(accounting, 'POST', '/retirement', { clientId })).statusCode).toBe(404);
    const empty = await call(pro, 'POST', '/retirement', { clientId: emptyClientId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('SIMULATION_RETIREMENT_NO_PLANS');
    expect(empty.json().message).toBe('The policy holder has no saved pension simulations to sum up');
    expect(empty.json().messages.he).not.toContain('{{');
  });
});
