import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompleteResult } from './simulations-api';

const years = (months: number) => Math.round((months / 12) * 10) / 10;

/**
 * The terms behind the figures: how long the plan saves (its years of service to retirement), the coefficient the
 * pension was converted by, and the annuity alternative with its payment period (A5: the balance paid out until the
 * life expectancy at the plan's own return).
 */
export function ResultTerms({ result, money }: { result: CompleteResult; money: (value: number) => string }) {
  const { t, i18n } = useTranslation('simulations');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { annuity } = result;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }} data-testid="result-terms">
      {t('results.saving', { years: number.format(years(result.months)) })}
      {result.conversionCoefficient !== undefined ? ` · ${t('results.coefficient', { coefficient: number.format(result.conversionCoefficient) })}` : ''}
      {annuity ? (
        <>
          <br />
          {t('results.annuity', { pension: money(annuity.monthlyPensionNominal), years: number.format(years(annuity.paymentMonths)), coefficient: number.format(annuity.equivalentCoefficient) })}
        </>
      ) : null}
    </Typography.Paragraph>
  );
}
