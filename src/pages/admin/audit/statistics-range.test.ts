import { describe, expect, it } from 'vitest';
import { defaultStatisticsRange, everyDay, statisticsPath } from './statistics-range';

describe('the statistics range', () => {
  it('defaults to the last 30 days', () => {
    const range = defaultStatisticsRange(Date.parse('2026-03-31T12:00:00Z'));
    expect(range).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(statisticsPath(range)).toBe('/audit/statistics?startDate=2026-03-01&endDate=2026-03-31');
  });

  it('fills the days the server left out with zero', () => {
    const days = everyDay([{ date: '2026-03-02', count: 4, failures: 1 }], { startDate: '2026-03-01', endDate: '2026-03-03T00:00:00.000Z' });
    expect(days).toEqual([
      { date: '2026-03-01', count: 0, failures: 0 },
      { date: '2026-03-02', count: 4, failures: 1 },
      { date: '2026-03-03', count: 0, failures: 0 },
    ]);
  });
});
