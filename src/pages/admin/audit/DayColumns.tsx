import { useTranslation } from 'react-i18next';
import { ColumnChart } from '../../../app/charts/ColumnChart';
import { labelStep } from '../../../app/charts/column-geometry';
import type { DayCount } from './statistics-range';

/** Events per day as a column chart, time reading in the language's direction, each day's failures over its foot. */
export function DayColumns({ days, caption }: { days: readonly DayCount[]; caption: string }) {
  const { t, i18n } = useTranslation('admin');
  const step = labelStep(days.length, 8);
  const dayLabel = (date: string) => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const columns = days.map((day, index) => ({
    key: day.date,
    value: day.count,
    part: day.failures,
    name: dayLabel(day.date),
    ...(index % step === (days.length - 1) % step ? { axisLabel: dayLabel(day.date) } : {}),
  }));
  const headers = [t('audit.statistics.day'), t('audit.statistics.count'), t('audit.statistics.failures')];
  return <ColumnChart columns={columns} caption={caption} headers={headers} testId="audit-day-columns" maxHeight={240} fontSize={8} />;
}
