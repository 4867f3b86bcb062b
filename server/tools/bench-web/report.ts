import type { BundleSize } from './bundle-size';
import { meetsPaintTarget, verdict as verdictOf } from './targets';

/** How many of a page's chunks are listed one per line; the smaller rest is summed on one line. */
const LISTED_CHUNKS = 12;

/** Kilobytes (1000 bytes, as Vite prints them) with one decimal. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Milliseconds, or a dash when the browser reported nothing. */
export function ms(value: number | undefined): string {
  return value === undefined ? '—' : `${Math.round(value)} ms`;
}

/** A ratio with two decimals, or a dash when either side is missing. */
export function ratio(value: number | undefined, base: number | undefined): string {
  return value === undefined || base === undefined || base === 0 ? '—' : `${(value / base).toFixed(2)}×`;
}

/** The median of the figures given, ignoring missing ones. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The lines describing one page's JavaScript and CSS, against an optional gzip target in kB. */
export function bundleLines(label: string, js: BundleSize, css: BundleSize, targetKb?: number): string[] {
  const lines = [`${label}: ${js.files.length} scripts`];
  for (const file of js.files.slice(0, LISTED_CHUNKS)) lines.push(`  ${file.path.padEnd(48)} ${kB(file.raw).padStart(10)} ${kB(file.gzip).padStart(10)} gz`);
  const rest = js.files.slice(LISTED_CHUNKS);
  if (rest.length > 0) {
    const raw = rest.reduce((sum, file) => sum + file.raw, 0);
    const gzip = rest.reduce((sum, file) => sum + file.gzip, 0);
    lines.push(`  ${`… ${rest.length} smaller chunks`.padEnd(48)} ${kB(raw).padStart(10)} ${kB(gzip).padStart(10)} gz`);
  }
  const verdict = targetKb === undefined ? '(no target)' : `${ratio(js.gzip, targetKb * 1000)} of ${targetKb} kB target: ${js.gzip <= targetKb * 1000 ? 'PASS' : 'OVER'}`;
  lines.push(`  ${'JS total'.padEnd(48)} ${kB(js.raw).padStart(10)} ${kB(js.gzip).padStart(10)} gz  ${verdict}`);
  lines.push(`  ${`CSS (${css.files.length} files)`.padEnd(48)} ${kB(css.raw).padStart(10)} ${kB(css.gzip).padStart(10)} gz`);
  return lines;
}

/** Paint figures of one page: every cold run, and the warm run. */
export interface PaintFigures {
  label: string;
  coldFcp: (number | undefined)[];
  coldLcp: (number | undefined)[];
  warmFcp: number | undefined;
  warmLcp: number | undefined;
}

const cell = (text: string, width = 9): string => text.padStart(width);
/** Wide enough for "before /dashboard". */
const LABEL_WIDTH = 20;

/**
 * A table of paint figures: cold medians, the warm run, their ratios to the target, and to the baseline's FCP of the
 * same run; a row passes when its cold FCP and LCP are both under the target and under its multiple of the baseline.
 */
export function paintLines(rows: readonly PaintFigures[], targetMs: number, baselineFcp: number | undefined): string[] {
  const columns = ['FCP cold', 'LCP cold', 'FCP warm', 'LCP warm', 'FCP/tgt', 'LCP/tgt', 'FCP/base', 'LCP/base'];
  const lines = [`${'page'.padEnd(LABEL_WIDTH)}${columns.map((column) => cell(column)).join('')}  verdict  cold FCP runs`];
  for (const row of rows) {
    const fcp = median(row.coldFcp);
    const lcp = median(row.coldLcp);
    const worst = Math.max(fcp ?? Infinity, lcp ?? Infinity);
    const verdict = verdictOf(worst === Infinity ? undefined : meetsPaintTarget(worst, baselineFcp, true));
    const cells = [ms(fcp), ms(lcp), ms(row.warmFcp), ms(row.warmLcp), ratio(fcp, targetMs), ratio(lcp, targetMs), ratio(fcp, baselineFcp), ratio(lcp, baselineFcp)];
    const runs = row.coldFcp.map((value) => (value === undefined ? '—' : Math.round(value))).join(' ');
    lines.push(`${row.label.padEnd(LABEL_WIDTH)}${cells.map((text) => cell(text)).join('')}  ${verdict.padEnd(7)}  ${runs}`);
  }
  return lines;
}
