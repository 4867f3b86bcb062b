import { describe, expect, it } from 'vitest';
import type { WebVitalThresholds } from '../generated/config-types';
import { validateAgainst } from '../validation/schema-validators';
import { GENERIC_WEB_VITALS, rateMetric, summarizeVitals, toVitalMetric, type VitalSample } from './web-vitals';

const samples = (name: string, values: number[]): VitalSample[] => values.map((value, index) => ({ name, value, timestamp: 1_700_000_000_000 + index }));

describe('GENERIC_WEB_VITALS', () => {
  it('holds spec 3 §9 thresholds', () => {
    expect(GENERIC_WEB_VITALS).toEqual({
      fcp: { good: 1800, poor: 3000 },
      lcp: { good: 2500, poor: 4000 },
      fid: { good: 100, poor: 300 },
      cls: { good: 0.1, poor: 0.25 },
      ttfb: { good: 800, poor: 1800 },
    });
  });

  it('is valid against the office-type schema', () => {
    expect(validateAgainst('office-type.schema.json#/definitions/webVitals', GENERIC_WEB_VITALS)).toEqual([]);
  });
});

describe('rateMetric', () => {
  it.each([
    ['lcp', 2499, 'good'],
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['fcp', 1800, 'good'],
    ['fcp', 3000.5, 'poor'],
    ['fid', 100, 'good'],
    ['fid', 200, 'needs-improvement'],
    ['fid', 301, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['ttfb', 0, 'good'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1801, 'poor'],
  ] as const)('rates %s %d as %s (good ≤ good, poor > poor)', (metric, value, rating) => {
    expect(rateMetric(metric, value, GENERIC_WEB_VITALS)).toBe(rating);
  });

  it('uses the office type’s own thresholds', () => {
    const strict: WebVitalThresholds = { ...GENERIC_WEB_VITALS, lcp: { good: 2000, poor: 3000 } };
    expect(rateMetric('lcp', 2400, strict)).toBe('needs-improvement');
  });

  it('rates INP by the office type’s thresholds, else by web.dev’s 200/500 ms', () => {
    expect(rateMetric('inp', 200, GENERIC_WEB_VITALS)).toBe('good');
    expect(rateMetric('inp', 501, GENERIC_WEB_VITALS)).toBe('poor');
    expect(rateMetric('inp', 150, { ...GENERIC_WEB_VITALS, inp: { good: 100, poor: 200 } })).toBe('needs-improvement');
  });
});

describe('toVitalMetric', () => {
  it('matches names without regard to case and refuses others', () => {
    expect(toVitalMetric('LCP')).toBe('lcp');
    expect(toVitalMetric('inp')).toBe('inp');
    expect(toVitalMetric('TTI')).toBeUndefined();
  });
});

describe('summarizeVitals', () => {
  it('meets the standard at exactly 80% good samples', () => {
    const summary = summarizeVitals(samples('LCP', [1000, 1200, 1500, 2500, 4200]), GENERIC_WEB_VITALS);
    expect(summary.lcp).toEqual({
      count: 5,
      counts: { good: 4, 'needs-improvement': 0, poor: 1 },
      goodShare: 0.8,
      p75: 2500,
      rating: 'good',
      meetsStandard: true,
    });
  });

  it('misses the standard just under 80%', () => {
    const values = [...new Array<number>(79).fill(0.05), ...new Array<number>(21).fill(0.2)];
    const summary = summarizeVitals(samples('CLS', values), GENERIC_WEB_VITALS);
    expect(summary.cls?.goodShare).toBe(0.79);
    expect(summary.cls?.meetsStandard).toBe(false);
  });

  it('meets it at 8 of 10 and at 80 of 100', () => {
    expect(summarizeVitals(samples('fid', [...new Array<number>(8).fill(50), 150, 400]), GENERIC_WEB_VITALS).fid?.meetsStandard).toBe(true);
    const hundred = [...new Array<number>(80).fill(500), ...new Array<number>(20).fill(900)];
    expect(summarizeVitals(samples('ttfb', hundred), GENERIC_WEB_VITALS).ttfb?.meetsStandard).toBe(true);
  });

  it('takes the nearest-rank 75th percentile and rates it', () => {
    const summary = summarizeVitals(samples('fcp', [3500, 1000, 2000, 2900]), GENERIC_WEB_VITALS);
    expect(summary.fcp?.p75).toBe(2900);
    expect(summary.fcp?.rating).toBe('needs-improvement');
    expect(summary.fcp?.meetsStandard).toBe(false);
  });

  it('summarises each metric apart and leaves out unknown names, non-numbers and metrics without samples', () => {
    const summary = summarizeVitals(
      [...samples('LCP', [1000]), ...samples('CLS', [0.3, Number.NaN]), ...samples('TTI', [5000]), { name: 'fcp', value: 900, timestamp: 1, url: '/dashboard' }],
      GENERIC_WEB_VITALS,
    );
    expect(Object.keys(summary).sort()).toEqual(['cls', 'fcp', 'lcp']);
    expect(summary.cls).toMatchObject({ count: 1, goodShare: 0, rating: 'poor', meetsStandard: false });
  });

  it('returns nothing for no samples', () => {
    expect(summarizeVitals([], GENERIC_WEB_VITALS)).toEqual({});
  });
});
