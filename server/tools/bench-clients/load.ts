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

/** Loads one address with autocannon: `connections` at once for `seconds`, and reads its throughput and latencies. */
export async function load(label: string, url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, ...(options.headers ? { headers: options.headers } : {}) });
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** The figures as a table, each app endpoint with its ratios against the bare route running the same query. */
export function report(pairs: { app: LoadFigures; bare: LoadFigures; targets: { throughput?: number; p99: number } }[]): string[] {
  const row = (figures: LoadFigures) => `${figures.label.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${String(figures.p50).padStart(5)} ms  p99 ${String(figures.p99).padStart(5)} ms${figures.errors || figures.non2xx ? `  (${figures.errors} errors, ${figures.non2xx} non-2xx)` : ''}`;
  const lines: string[] = [];
  for (const { app, bare, targets } of pairs) {
    const throughput = app.requestsPerSecond / Math.max(bare.requestsPerSecond, 1e-9);
    const p99 = app.p99 / Math.max(bare.p99, 1);
    const throughputVerdict = targets.throughput === undefined ? '' : `  throughput ${throughput.toFixed(2)}× of bare (target ≥ ${targets.throughput}×: ${throughput >= targets.throughput ? 'PASS' : 'FAIL'})`;
    lines.push(row(bare), row(app), `${''.padEnd(22)}${throughputVerdict}  p99 ${p99.toFixed(2)}× of bare (target ≤ ${targets.p99}×: ${p99 <= targets.p99 ? 'PASS' : 'FAIL'})`, '');
  }
  return lines;
}
