import { formatMoney } from '../../../app/money/format-money';

/**
 * A tile's value in the language's own digits grouping: a number, or an amount without decimals (spec 3 §9) in the
 * tile's currency, else the office's.
 */
export function formatStatistic(value: number, format: 'number' | 'currency', language: string, currency = 'ILS'): string {
  if (format === 'currency') return formatMoney(value, language, { currency, decimals: 0 });
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A trend's size as a percent with at most one decimal, without its sign (the chip's arrow carries it). */
export function formatTrend(trend: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(trend) / 100);
}
