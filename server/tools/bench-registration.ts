// `npm run bench:registration [-- --rounds N]`: whether POST /api/auth/register's answer time tells that an address
// has an account (issue 17, item 7). Registrations with known and new addresses are sent in turn, each from its own
// address (the rate limit is per address), on a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite).
// Printed: the answer's time for each kind, and, as the baseline taken in the same run, the time of the whole work
// (the answer plus what runs after it), which is what the answer would take if it waited for the work.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '40' } } });
const ROUNDS = Number(values.rounds);
const PASSWORD = 'Strong#Passw0rd-2026';

const kind = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) }).at(-1)!;
console.log(`Database: ${kind.kind === 'postgres' ? 'PostgreSQL (a fresh database on DATABASE_URL, dropped afterwards)' : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)'}`);
const t = await createTestApp(kind);

const known = 'admin@legal.example.com';
let sent = 0;
async function register(email: string): Promise<{ answer: number; whole: number }> {
  sent += 1;
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `198.19.${(sent >> 8) & 255}.${sent & 255}`,
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Bench', lastName: 'Mark', officeName: 'Bench office', officeType: 'generic', slug: `bench-${sent}`, acceptTerms: true },
  });
  const answer = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  await t.afterAnswers();
  return { answer, whole: performance.now() - started };
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const line = (label: string, values: number[]): string =>
  `  ${label.padEnd(34)} median ${quantile(values, 0.5).toFixed(1).padStart(7)} ms   p90 ${quantile(values, 0.9).toFixed(1).padStart(7)} ms`;

try {
  // Two warm-up rounds, not counted: the first calls compile schemas and open connections.
  await register(known);
  await register('warm-up@bench.example.com');
  const results = { known: [] as { answer: number; whole: number }[], fresh: [] as { answer: number; whole: number }[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // In turn, and the order within a round alternating, so that drift on a busy machine falls on both kinds alike.
    const pair = round % 2 === 0 ? (['known', 'fresh'] as const) : (['fresh', 'known'] as const);
    for (const which of pair) results[which].push(await register(which === 'known' ? known : `new-${round}@bench.example.com`));
  }
  const ratio = (pick: (item: { answer: number; whole: number }) => number) => quantile(results.known.map(pick), 0.5) / quantile(results.fresh.map(pick), 0.5);
  console.log(`\n${ROUNDS} registrations of each kind:\n`);
  console.log(line('answer, address has an account', results.known.map((item) => item.answer)));
  console.log(line('answer, new address', results.fresh.map((item) => item.answer)));
  console.log(`  answer median ratio (known / new)   ${ratio((item) => item.answer).toFixed(2)}   (1.00: the time tells nothing)\n`);
  console.log(line('whole work, address has an account', results.known.map((item) => item.whole)));
  console.log(line('whole work, new address', results.fresh.map((item) => item.whole)));
  console.log(`  whole-work median ratio (baseline)  ${ratio((item) => item.whole).toFixed(2)}   (what an answer that waited for the work would show)`);
} finally {
  await t.close();
}
