import autocannon from 'autocannon';

/** One endpoint's figures under load. */
export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** How long and how hard each endpoint is loaded. */
export interface LoadOptions {
  connections: number;
  seconds: number;
}

/**
 * Loads one address with autocannon: `connections` at once for `seconds`, after a fifth as long unmeasured (the
 * code paths compiled, the caches warm, as on a server that has been serving), and reads its throughput and latencies.
 */
export async function load(label: string, url: string, options: LoadOptions & { headers?: Record<string, string> }): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url, connections: options.connections, duration, ...(options.headers ? { headers: options.headers } : {}) });
  await run(Math.max(1, Math.round(options.seconds / 5)));
  const result = await run(options.seconds);
  const figures = { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
  console.log(`  ${row(figures)}`);
  return figures;
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
  `${figures.label.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms${figures.errors || figures.non2xx ? `  (${figures.errors} errors, ${figures.non2xx} non-2xx)` : ''}`;

/** The ratios of a comparison and whether each target is met (an endpoint that answered errors meets none). */
export function verdicts(comparison: Comparison): { throughput: number; p99: number; isThroughputMet: boolean; isP99Met: boolean } {
  const { subject, baseline, targets } = comparison;
  const throughput = subject.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1e-9);
  // Below a millisecond autocannon reports 0 or 1: a ratio of such latencies says nothing, so 1 ms is the floor.
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
