import { describe, expect, it } from 'vitest';
import { formatStatistic, formatTrend } from './format-statistic';

// Intl puts direction marks and non-breaking spaces around currency signs: compare what a reader sees.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

describe('statistic formats', () => {
  it('groups digits by the language', () => {
    expect(formatStatistic(1234567, 'number', 'en')).toBe('1,234,567');
    expect(formatStatistic(1234567, 'number', 'he')).toBe('1,234,567');
    expect(formatStatistic(0, 'number', 'he')).toBe('0');
  });

  it('shows currency as shekels without decimals', () => {
    expect(plain(formatStatistic(1234.56, 'currency', 'en'))).toBe('₪1,235');
    expect(plain(formatStatistic(250000, 'currency', 'he'))).toBe('250,000 ₪');
  });

  it('shows a trend as a percent with at most one decimal and no sign', () => {
    expect(formatTrend(12.5, 'en')).toBe('12.5%');
    expect(formatTrend(-8, 'en')).toBe('8%');
    expect(plain(formatTrend(100, 'he'))).toBe('100%');
  });
});
