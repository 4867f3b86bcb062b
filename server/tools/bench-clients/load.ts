import autocannon from 'autocannon';

/** One endpoint's figures under load. */
export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** How long and how hard each endpoint is loaded, and in how many turns. */
export interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
}

/** An address to load, as one of a group measured together. */
export interface Endpoint {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

interface Tally {
  latencies: number[];
  milliseconds: number;
  errors: number;
  non2xx: number;
}

async function run(endpoint: Endpoint, connections: number, seconds: number, tally?: Tally): Promise<void> {
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: endpoint.url, connections, duration: seconds, ...(endpoint.headers ? { headers: endpoint.headers } : {}) }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      tally?.latencies.push(responseTime);
      if (tally && (statusCode < 200 || statusCode >= 300)) tally.non2xx += 1;
    });
  });
  if (tally) {
    tally.milliseconds += performance.now() - started;
    tally.errors += result.errors + result.timeouts;
  }
  // The requests still in flight when the slice ended are answered before the next slice starts (on PGlite, one
  // more request waits behind them), so that no endpoint is charged with another's leftovers.
  await fetch(endpoint.url, endpoint.headers ? { headers: endpoint.headers } : {}).then((response) => response.arrayBuffer());
}

const percentile = (sorted: number[], share: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);

/**
 * Loads a group of addresses in turns: each `connections` at once for a slice of `seconds / rounds`, one after the
 * other, round after round, after one unmeasured round (the code paths compiled, the caches warm). So each endpoint
 * and its baseline share the machine's moments: on a busy machine the load of other work drifts over a run, and
 * measuring one after the other would charge that drift to whichever ran later. Throughput is the answers over the
 * time measured; p50, p95 and p99 are of every answer's latency.
 */
export async function loadTogether(endpoints: Endpoint[], options: LoadOptions): Promise<LoadFigures[]> {
  const slice = Math.max(1, Math.round(options.seconds / options.rounds));
  for (const endpoint of endpoints) await run(endpoint, options.connections, slice);
  const tallies = endpoints.map((): Tally => ({ latencies: [], milliseconds: 0, errors: 0, non2xx: 0 }));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, endpoint] of endpoints.entries()) await run(endpoint, options.connections, slice, tallies[index]);
  }
  return endpoints.map((endpoint, index) => {
    const tally = tallies[index]!;
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const figures = {
      label: endpoint.label,
      requestsPerSecond: (tally.latencies.length * 1000) / Math.max(tally.milliseconds, 1),
      p50: Math.round(percentile(sorted, 0.5)),
      p95: Math.round(percentile(sorted, 0.95)),
      p99: Math.round(percentile(sorted, 0.99)),
      errors: tally.errors,
      non2xx: tally.non2xx,
    };
    console.log(`  ${row(figures)}`);
    return figures;
  });
}

/**
 * A measured endpoint against its baseline from the same run (the bare route running the same query, or the
 * same endpoint in a smaller office), and the ratios it must keep: throughput at least, p99 at most.
 */
export interface Comparison {
  what: string;
  subject: LoadFigures;
  baseline: LoadFigures;
  targets: { throughput?: number; p99?: number };
}

const row = (figures: LoadFigures) =>
  `${figures.label.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p95 ${String(figures.p95).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms${figures.errors || figures.non2xx ? `  (${figures.errors} errors, ${figures.non2xx} non-2xx)` : ''}`;

/** The ratios of a comparison and whether each target is met (an endpoint that answered errors meets none). */
export function verdicts(comparison: Comparison): { throughput: number; p99: number; isThroughputMet: boolean; isP99Met: boolean } {
  const { subject, baseline, targets } = comparison;
  const throughput = subject.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1e-9);
  // Below a millisecond a latency rounds to 0 or 1: a ratio of such latencies says nothing, so 1 ms is the floor.
  const p99 = Math.max(subject.p99, 1) / Math.max(baseline.p99, 1);
  const isClean = subject.errors + subject.non2xx + baseline.errors + baseline.non2xx === 0;
  return { throughput, p99, isThroughputMet: isClean && (targets.throughput === undefined || throughput >= targets.throughput), isP99Met: isClean && (targets.p99 === undefined || p99 <= targets.p99) };
}

/** The comparisons as a Markdown table: both sides' figures, the ratios and the verdicts. */
export function report(comparisons: Comparison[]): string[] {
  const lines = ['| what | baseline | req/s | p99 | measured | req/s | p99 | throughput | p99 |', '|---|---|---:|---:|---|---:|---:|---|---|'];
  for (const comparison of comparisons) {
    const { subject, baseline, targets } = comparison;
    const result = verdicts(comparison);
    const throughput = `${result.throughput.toFixed(2)}×${targets.throughput === undefined ? '' : ` (≥ ${targets.throughput}: ${result.isThroughputMet ? 'PASS' : 'FAIL'})`}`;
    const p99 = `${result.p99.toFixed(2)}×${targets.p99 === undefined ? '' : ` (≤ ${targets.p99}: ${result.isP99Met ? 'PASS' : 'FAIL'})`}`;
    const errors = (figures: LoadFigures) => (figures.errors || figures.non2xx ? ` (${figures.errors + figures.non2xx} failed)` : '');
    lines.push(
      `| ${comparison.what} | ${baseline.label}${errors(baseline)} | ${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p99} ms | ${subject.label}${errors(subject)} | ${subject.requestsPerSecond.toFixed(0)} | ${subject.p99} ms | ${throughput} | ${p99} |`,
    );
  }
  return lines;
}
