import type { VitalThreshold, WebVitalThresholds } from '../generated/config-types';

/** The metrics an office type sets thresholds for, as the schema names them. */
export const VITAL_METRICS = ['fcp', 'lcp', 'fid', 'cls', 'ttfb', 'inp'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** How a value compares with its thresholds (spec 3 §3). */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** The generic office type's thresholds (spec 3 §9), good / poor: FCP 1800/3000 ms, LCP 2500/4000, FID 100/300, CLS 0.1/0.25, TTFB 800/1800. */
export const GENERIC_WEB_VITALS: WebVitalThresholds = {
  fcp: { good: 1800, poor: 3000 },
  lcp: { good: 2500, poor: 4000 },
  fid: { good: 100, poor: 300 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
};

/** web.dev's INP thresholds, used when an office type sets none (INP is optional in the schema). */
export const DEFAULT_INP_THRESHOLD: VitalThreshold = { good: 200, poor: 500 };

/** The share of good samples at which a metric meets the office standard (spec 3 §9). */
export const GOOD_SHARE_STANDARD = 0.8;

/** One measurement as the browser reports it; the name is matched without regard to case (LCP or lcp). */
export interface VitalSample {
  name: string;
  value: number;
  timestamp: number;
  url?: string;
}

/** A metric's samples summed up. */
export interface VitalSummary {
  count: number;
  counts: Record<VitalRating, number>;
  /** The share of samples rated good, from 0 to 1. */
  goodShare: number;
  /** The 75th percentile, nearest-rank, as web.dev and CrUX report a metric. */
  p75: number;
  rating: VitalRating;
  /** At least 80% of the samples are good. */
  meetsStandard: boolean;
}

const thresholdOf = (metric: VitalMetric, thresholds: WebVitalThresholds): VitalThreshold =>
  thresholds[metric] ?? GENERIC_WEB_VITALS[metric] ?? DEFAULT_INP_THRESHOLD;

/**
 * Rates a value as web.dev does: good up to and including the good threshold, poor strictly above the poor
 * threshold, needs improvement between (so LCP 2500 ms is good and 4000 ms still needs improvement).
 */
export function rateMetric(metric: VitalMetric, value: number, thresholds: WebVitalThresholds): VitalRating {
  const { good, poor } = thresholdOf(metric, thresholds);
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** Whether a sample name (any case) is a metric with thresholds. */
export function toVitalMetric(name: string): VitalMetric | undefined {
  const metric = name.toLowerCase();
  return (VITAL_METRICS as readonly string[]).includes(metric) ? (metric as VitalMetric) : undefined;
}

/** The nearest-rank percentile of values sorted ascending. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Sums samples up per metric: count, ratings, share good, p75 and its rating, and whether at least 80% are good; unknown names and non-numbers are left out. */
export function summarizeVitals(samples: readonly VitalSample[], thresholds: WebVitalThresholds): Partial<Record<VitalMetric, VitalSummary>> {
  const valuesByMetric = new Map<VitalMetric, number[]>();
  for (const { name, value } of samples) {
    const metric = toVitalMetric(name);
    if (metric === undefined || !Number.isFinite(value)) continue;
    valuesByMetric.set(metric, [...(valuesByMetric.get(metric) ?? []), value]);
  }
  const summary: Partial<Record<VitalMetric, VitalSummary>> = {};
  for (const [metric, values] of valuesByMetric) {
    const counts: Record<VitalRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
    for (const value of values) counts[rateMetric(metric, value, thresholds)] += 1;
    const p75 = percentile([...values].sort((a, b) => a - b), 0.75);
    summary[metric] = {
      count: values.length,
      counts,
      goodShare: counts.good / values.length,
      p75,
      rating: rateMetric(metric, p75, thresholds),
      // Division rounds monotonically, so exactly 80% (4 of 5, 8 of 10) equals the 0.8 literal and meets the standard.
      meetsStandard: counts.good / values.length >= GOOD_SHARE_STANDARD,
    };
  }
  return summary;
}
