// `npm run bench:simulations [-- --projections N --requests M --concurrency C]`: issue 26's speed targets, measured.
// 1. One projection of 45 years (540 months) by the engine, as the browser runs it while the user types: N runs
//    (20,000 by default), the median and p99 of one, beside a baseline of the same 540 steps as a bare loop in the same
//    run (the engine's cost over plain arithmetic). Target: under 1 ms.
// 2. `POST /api/simulation/pension/complete` under load: M requests (2,000) C at a time (16) through the whole server
//    (session, CSRF, validation, the engine, serialisation) on PGlite, p50 and p99, beside GET /plans (the same path
//    without a calculation) in the same run. Target: p99 under 20 ms.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { simulateComplete } from '../../engine/simulations/complete-simulation';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

const { values } = parseArgs({ options: { projections: { type: 'string', default: '20000' }, requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '16' } } });
const PROJECTIONS = Number(values.projections);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);

const CASE = {
  planType: 'pension_fund', employmentType: 'employee', gender: 'male', currentAge: 22, retirementAge: 67, currentSalary: 11_000, currentSavings: 0,
  employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833, annualReturnRate: 0.045, inflationRate: 0.02, salaryGrowthRate: 0.015,
  managementFeeDeposit: 0.015, managementFeeAccumulation: 0.0022, conversionCoefficient: 200, lifeExpectancy: 84,
} as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function timeEach(runs: number, work: () => void): number[] {
  for (let i = 0; i < Math.min(1000, runs); i += 1) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

// The same 540 steps of A5 as a bare loop: what arithmetic alone costs.
let sink = 0;
function bareLoop(): void {
  let balance = 0;
  for (let m = 0; m < 540; m += 1) balance = balance * 1.0031 + 2_000 * 0.985;
  sink += balance;
}

async function timeRoute(send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const start = performance.now();
      const response = await send();
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const engine = timeEach(PROJECTIONS, () => void simulateComplete(CASE));
  const bare = timeEach(PROJECTIONS, bareLoop);
  console.log(`One projection of 45 years (${PROJECTIONS} runs): median ${ms(percentile(engine, 50))}, p99 ${ms(percentile(engine, 99))} (target < 1 ms)`);
  console.log(`  baseline, the same 540 steps as a bare loop: median ${ms(percentile(bare, 50))}; ratio ${(percentile(engine, 50) / Math.max(percentile(bare, 50), 1e-6)).toFixed(1)}×`);

  const t = await createTestApp(testDatabaseKinds()[0]!);
  try {
    const agent = await t.signIn('admin@insurance.example.com');
    const complete = () => agent.request({ method: 'POST', url: '/api/simulation/pension/complete', payload: CASE, csrf: true });
    const plans = () => agent.request({ method: 'GET', url: '/api/simulation/pension/plans' });
    await timeRoute(complete);
    const baseline = await timeRoute(plans);
    const measured = await timeRoute(complete);
    console.log(`POST /complete, ${REQUESTS} requests ${CONCURRENCY} at a time: p50 ${ms(percentile(measured, 50))}, p99 ${ms(percentile(measured, 99))} (target p99 < 20 ms)`);
    console.log(`  baseline, GET /plans the same way: p50 ${ms(percentile(baseline, 50))}, p99 ${ms(percentile(baseline, 99))}; p99 ratio ${(percentile(measured, 99) / percentile(baseline, 99)).toFixed(2)}×`);
  } finally {
    await t.close();
  }
  if (sink === 0) console.log('');
}

await main();
