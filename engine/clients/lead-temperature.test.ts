import { describe, expect, it } from 'vitest';
import { leadTemperature } from './lead-temperature';

describe('leadTemperature', () => {
  it.each([
    [100, 'hot'],
    [80, 'hot'],
    [79, 'warm'],
    [50, 'warm'],
    [49, 'cold'],
    [0, 'cold'],
    [Number.NaN, 'cold'],
  ])('takes %d as %s', (score, temperature) => {
    expect(leadTemperature(score)).toBe(temperature);
  });
});
