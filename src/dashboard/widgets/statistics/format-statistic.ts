/** A tile's value in the language's own digits grouping: a number, or shekels without decimals (spec 3 §9). */
export function formatStatistic(value: number, format: 'number' | 'currency', language: string): string {
  if (format === 'currency') return new Intl.NumberFormat(language, { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A trend's size as a percent with at most one decimal, without its sign (the chip's arrow carries it). */
export function formatTrend(trend: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(trend) / 100);
}
