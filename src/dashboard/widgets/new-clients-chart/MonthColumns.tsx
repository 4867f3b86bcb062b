import { useTranslation } from 'react-i18next';
import { ColumnChart } from '../../../app/charts/ColumnChart';
import { labelStep } from '../../../app/charts/column-geometry';
import { monthLabel } from './month-label';

/** A month of the chart: YYYY-MM (UTC) and how many joined in it. */
export interface MonthCount {
  month: string;
  count: number;
}

/**
 * Months as a column chart, the oldest on the right in Hebrew, each column labelled with its value where there is
 * room (every month up to a year; beyond, every few, with the year).
 */
export function MonthColumns({ months, caption }: { months: readonly MonthCount[]; caption: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const axis = months.length > 12 ? 'axis-with-year' : 'axis';
  const step = labelStep(months.length, months.length > 12 ? 6 : 12);
  const columns = months.map(({ month, count }, index) => {
    const isLabelled = months.length <= 12 || index % step === (months.length - 1) % step;
    return { key: month, value: count, name: monthLabel(month, i18n.language, 'full'), showsValue: isLabelled, ...(isLabelled ? { axisLabel: monthLabel(month, i18n.language, axis) } : {}) };
  });
  return <ColumnChart columns={columns} caption={caption} headers={[t('widgetText.newClientsChart.month'), t('widgetText.newClientsChart.count')]} testId="month-columns" maxHeight={220} />;
}
