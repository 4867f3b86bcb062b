import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceYear } from './balance-years';
import { SimulationLineChart } from './SimulationLineChart';

/**
 * The balance over the years as two lines, nominal and in today's money, by age, the years reading in the language's
 * direction (the first on the right in Hebrew). The picture is one image with its summary as its name; the table
 * beside it (BalanceTable) holds every figure for screen readers and keyboards.
 */
export function BalanceChart({ years, fromAge, money }: { years: readonly BalanceYear[]; fromAge: number; money: (value: number) => string }) {
  const { t } = useTranslation('simulations');
  const { token } = theme.useToken();
  const last = years.at(-1);
  if (!last) return null;
  const label = t('results.chartLabel', { from: fromAge, to: last.age, nominal: money(last.nominal), real: money(last.real) });
  const lines = [
    { key: 'nominal', name: t('results.nominal'), color: token.colorPrimary },
    { key: 'real', name: t('results.real'), color: token.colorWarning, dash: '6 4' },
  ];
  const points = years.map((year) => ({ x: year.age, nominal: year.nominal, real: year.real }));
  return <SimulationLineChart points={points} lines={lines} xLabel={t('results.age')} label={label} money={money} testId="balance-chart" />;
}
