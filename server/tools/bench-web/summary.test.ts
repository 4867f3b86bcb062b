import { describe, expect, it } from 'vitest';
import { summaryLines, type BuildFigures } from './summary';
import { meetsPaintTarget } from './targets';

const build = (label: string, loginKb: number, dashboardLcp: number): BuildFigures => ({
  label,
  login: { jsGzip: loginKb * 1000, scripts: 20, content: 600 },
  dashboard: { jsGzip: 390_000, scripts: 40, content: 450, lcp: dashboardLcp },
});

describe('the web targets of issue 19', () => {
  it('judges a time by the milliseconds and, where asked, by its multiple of the baseline', () => {
    expect(meetsPaintTarget(900, 100, false)).toBe(true);
    expect(meetsPaintTarget(1000, 100, false)).toBe(false);
    expect(meetsPaintTarget(450, 100, true)).toBe(true);
    expect(meetsPaintTarget(600, 100, true)).toBe(false);
    expect(meetsPaintTarget(600, undefined, true)).toBe(false);
    expect(meetsPaintTarget(undefined, 100, true)).toBeUndefined();
  });

  it('prints each row for every build and the verdict of the last one', () => {
    const lines = summaryLines([build('before', 309.1, 2100), build('after', 240, 700)], 100);
    const row = (what: string) => lines.find((line) => line.startsWith(what)) ?? '';
    expect(row('/login JavaScript')).toMatch(/309\.1 kB in 20 +240\.0 kB in 20 +≤ 250 kB gzip +PASS$/);
    expect(row('/dashboard LCP')).toMatch(/2100 ms \(21\.00× base\) +700 ms \(7\.00× base\) +< 1000 ms, < 5× base +OVER$/);
    expect(row('/login first render')).toMatch(/PASS$/);
  });
});
