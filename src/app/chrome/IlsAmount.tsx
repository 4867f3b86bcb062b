import { useTranslation } from 'react-i18next';

/** An amount in shekels without decimals, kept left to right inside right-to-left text. */
export function IlsAmount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 });
  return <bdi>{format.format(value)}</bdi>;
}
