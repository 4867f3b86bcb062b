import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** "10,000+" for a total the server counted only up to its bound, the exact number otherwise, in the reader's digits. */
export function totalText(total: { count: number; isExact: boolean }, language: string): string {
  const number = new Intl.NumberFormat(language).format(total.count);
  return total.isExact ? number : `${number}+`;
}

/** How many records show of how many in all. */
export function TotalLine({ shown, total }: { shown: number; total?: { count: number; isExact: boolean } }) {
  const { t, i18n } = useTranslation('records');
  if (!total) return null;
  const all = totalText(total, i18n.language);
  return (
    <Typography.Text type="secondary" data-testid="record-total">
      {shown < total.count || !total.isExact ? t('list.shown', { shown: new Intl.NumberFormat(i18n.language).format(shown), total: all }) : t('list.total', { total: all })}
    </Typography.Text>
  );
}
