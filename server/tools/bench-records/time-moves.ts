/** The latencies of a run of transitions. */
export interface MoveFigures {
  label: string;
  count: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], share: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);

/**
 * Moves each record along the path's stages (from its first), one move after another, timing each: `move` makes
 * one move of a record at its version and answers the new version. Prints and answers p50 and p99.
 */
export async function timeMoves(
  label: string,
  records: { id: string; version: number }[],
  path: readonly string[],
  move: (record: { id: string; version: number }, to: string) => Promise<number>,
): Promise<MoveFigures> {
  const latencies: number[] = [];
  for (const record of records) {
    for (const to of path.slice(1)) {
      const started = performance.now();
      record.version = await move(record, to);
      latencies.push(performance.now() - started);
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  const figures = { label, count: latencies.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  console.log(`  ${label.padEnd(40)} ${figures.count} moves  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms`);
  return figures;
}
