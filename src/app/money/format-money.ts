import type { LocalizationPolicy } from '../../../engine/generated/config-types';

/** How the office writes amounts: its currency and how many decimals (`localization.currency`, `currencyDecimals`). */
export type MoneyFormat = Pick<LocalizationPolicy, 'currency'> & { decimals: number };

/** Amounts where no office says otherwise: shekels, without decimals (spec 3 §9). */
export const DEFAULT_MONEY_FORMAT: MoneyFormat = { currency: 'ILS', decimals: 0 };

// One formatter per language, currency and decimals: building one costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in the language's digits and the office's currency and decimals. */
export function formatMoney(value: number, language: string, { currency, decimals }: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const key = `${language}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** The office's money format from its localization policy. */
export function moneyFormatOf(localization: Pick<LocalizationPolicy, 'currency' | 'currencyDecimals'> | undefined): MoneyFormat {
  if (!localization) return DEFAULT_MONEY_FORMAT;
  return { currency: localization.currency, decimals: localization.currencyDecimals ?? DEFAULT_MONEY_FORMAT.decimals };
}
