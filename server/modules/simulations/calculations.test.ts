import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { SIMULATIONS_BASE } from './simulations-paths';

const post = (agent: TestAgent, path: string, payload: object, language = 'en') =>
  agent.request({ method: 'POST', url: `${SIMULATIONS_BASE}${path}`, payload, csrf: true, headers: { 'accept-language': language } });

const employee = {
  planType: 'pension_fund',
  employmentType: 'employee',
  gender: 'female',
  currentAge: 30,
  retirementAge: 65,
  currentSalary: 14_000,
  currentSavings: 60_000,
  employeeRate: 0.06,
  employerRate: 0.065,
  severanceRate: 0.0833,
  annualReturnRate: 0.045,
  inflationRate: 0.02,
  salaryGrowthRate: 0.015,
  managementFeeDeposit: 0.012,
  managementFeeAccumulation: 0.0018,
  conversionCoefficient: 210,
  lifeExpectancy: 86,
};

// The calculations are arithmetic on the inputs: one database is enough to see the routes answer them.
describe.each(testDatabaseKinds().slice(0, 1))('the simulations’ calculations on $kind', (kind) => {
  let t: TestApp;
  let insurance: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    insurance = await t.signIn('admin@insurance.example.com');
  });
  afterAll(async () => t?.close());

  it('projects a pension fund by the A5 model and converts it by the coefficient', async () => {
    const response = await post(insurance, '/complete', employee);
    expect(response.statusCode).toBe(200);
    const { result } = response.json().data;
    expect(result).toMatchObject({ planType: 'pension_fund', months: 420, conversionCoefficient: 210 });
    expect(result.monthlyDepositFirstMonth).toBeCloseTo(14_000 * 0.2083, 6);
    expect(result.monthlyPensionNominal).toBeCloseTo(result.totalSavingsNominal / 210, 6);
    expect(result.totalSavingsReal).toBeCloseTo(result.totalSavingsNominal / 1.02 ** 35, 4);
    expect(result.annuity.paymentMonths).toBe(252);
    expect(result.years).toHaveLength(35);
  });

  it('at no return, growth or fees saves exactly the deposits', async () => {
    const response = await post(insurance, '/complete', { ...employee, currentSavings: 0, annualReturnRate: 0, salaryGrowthRate: 0, managementFeeDeposit: 0, managementFeeAccumulation: 0 });
    const { result } = response.json().data;
    expect(result.totalSavingsNominal).toBeCloseTo(420 * 14_000 * 0.2083, 4);
    expect(result.totalDepositsNominal).toBeCloseTo(result.totalSavingsNominal, 6);
  });

  it('answers a combined plan’s components and their sums', async () => {
    const response = await post(insurance, '/complete', {
      ...employee,
      planType: 'combined',
      currentSavings: undefined,
      pension: { currentSavings: 60_000, employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833, conversionCoefficient: 210 },
      hishtalmut: { currentSavings: 25_000, employeeRate: 0.025, employerRate: 0.075, severanceRate: 0 },
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json().data;
    expect(result.totalSavingsNominal).toBeCloseTo(result.pension.totalSavingsNominal + result.hishtalmut.totalSavingsNominal, 4);
    expect(result.hishtalmut.monthlyPensionNominal).toBeUndefined();
    expect(result.monthlyPensionNominal).toBeCloseTo(result.pension.monthlyPensionNominal, 6);
  });

  it('refuses inputs that cannot run with spec 2 §5’s messages at each field, in the caller’s language', async () => {
    const response = await post(insurance, '/complete', { ...employee, retirementAge: 25, employeeRate: 1.5, annualReturnRate: 0.3, currentSalary: undefined }, 'he');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('SIMULATION_INPUT_INVALID');
    const byField = Object.fromEntries(body.errors.map((error: { field: string; messages: { he: string } }) => [error.field, error.messages.he]));
    expect(byField).toEqual({
      retirementAge: 'גיל הפרישה חייב להיות גדול מהגיל הנוכחי',
      currentSalary: 'יש להזין שכר',
      annualReturnRate: 'שיעור התשואה חייב להיות בין 0% ל-20%',
      employeeRate: 'שיעור ההפרשה חייב להיות בין 0% ל-100%',
    });
  });

  it('answers disability and survivors pensions by A6', async () => {
    const response = await post(insurance, '/survivors', { insuredSalary: 18_000, maritalStatus: 'married', numberOfChildren: 2, childrenAgesUnder21: 2, lossOfCapacity: 0.5, disabilityCoverageRate: 0.75 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toMatchObject({ disabilityMonthly: 18_000 * 0.75 * 0.5, spouseMonthly: 10_800, childrenTotalMonthly: 7_200, perChildMonthly: 3_600, survivorsTotalMonthly: 18_000 });
    expect((await post(insurance, '/disability', {})).statusCode).toBe(400);
  });

  it('serves the plans, risk profiles and contribution configurations the calculation uses', async () => {
    const plans = (await insurance.request({ method: 'GET', url: `${SIMULATIONS_BASE}/plans` })).json().data;
    expect(plans.plans.map((plan: { id: string }) => plan.id)).toEqual(['pension_fund', 'managers_insurance', 'hishtalmut', 'combined']);
    expect(plans.riskProfiles).toContainEqual({ id: 'moderate', low: 0.05, high: 0.07, defaultReturn: 0.06 });
    const configurations = (await insurance.request({ method: 'GET', url: `${SIMULATIONS_BASE}/contribution-configurations` })).json().data;
    expect(configurations.find((c: { id: string }) => c.id === 'mandatoryMinimum').totalRate).toBeCloseTo(0.185, 9);
  });

  it('is off for an office without simulations, on the server too', async () => {
    const legal = await t.signIn('admin@legal.example.com');
    const response = await post(legal, '/complete', employee);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.json().success).toBe(false);
  });
});
