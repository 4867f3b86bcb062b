import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeContext } from '../office/office-context';
import { formatMoney, moneyFormatOf } from './format-money';

/** Writes an amount in the current language and the office's currency and decimals. */
export function useFormatMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  // Outside an office (a public page, a test of one component) the product's defaults apply.
  const office = useContext(OfficeContext)?.office;
  const currency = office?.localization.currency;
  const decimals = office?.localization.currencyDecimals;
  const language = i18n.language;
  return useCallback((value) => formatMoney(value, language, moneyFormatOf(currency ? { currency, currencyDecimals: decimals } : undefined)), [language, currency, decimals]);
}
