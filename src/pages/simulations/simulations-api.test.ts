import { describe, expect, it } from 'vitest';
import { historyPath, SIMULATIONS_API } from './simulations-api';

describe('historyPath', () => {
  it('leaves the defaults out, so the plain history has one key', () => {
    expect(historyPath({})).toBe(SIMULATIONS_API.all);
    expect(historyPath({ period: 'all', tag: '', search: '  ' })).toBe(SIMULATIONS_API.all);
  });

  it('carries the period, the tag and the trimmed words', () => {
    expect(historyPath({ period: '30d', tag: 'family', search: ' Levi ' })).toBe('/simulation/pension/all?period=30d&tag=family&search=Levi');
  });
});
