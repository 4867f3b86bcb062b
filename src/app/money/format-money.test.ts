import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormatOf } from './format-money';

describe('formatMoney', () => {
  it("writes an amount in the office's currency with its decimals", () => {
    expect(formatMoney(1250.5, 'en', moneyFormatOf({ currency: 'USD', currencyDecimals: 2 }))).toBe('$1,250.50');
    expect(formatMoney(1250.5, 'en', moneyFormatOf({ currency: 'ILS', currencyDecimals: 0 }))).toBe('₪1,251');
    expect(formatMoney(1250, 'en', moneyFormatOf({ currency: 'EUR' }))).toBe('€1,250');
  });

  it('writes shekels without decimals where no office says otherwise', () => {
    expect(formatMoney(99.9, 'en')).toBe('₪100');
    expect(formatMoney(1000, 'he')).toMatch(/1,000.*₪|₪.*1,000/);
  });
});
