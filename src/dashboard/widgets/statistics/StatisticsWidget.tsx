import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { StatisticsWidgetConfig } from '../../../../engine/generated/config-types';
import { useOffice } from '../../../app/office/office-context';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { StatisticTile } from './StatisticTile';
import { STATISTIC_PERIODS, statisticsKey, type StatisticPeriod, type StatisticsAnswer } from './statistics-types';

function useDefaultPeriod(): StatisticPeriod {
  const { office } = useOffice();
  const dashboard = office && 'dashboard' in office.ui ? office.ui.dashboard : undefined;
  return dashboard?.defaultPeriod ?? 'month';
}

/** The office's statistic tiles, computed on the server for a period the user may choose (spec 3 §2). */
export function StatisticsWidget({ config }: WidgetProps<StatisticsWidgetConfig>) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<StatisticPeriod>(useDefaultPeriod());
  const { data, error, isLoading, mutate } = useSWR<StatisticsAnswer>(statisticsKey(period), { keepPreviousData: true });
  const tiles = (data?.data.tiles ?? []).filter((tile) => !config.tiles || config.tiles.includes(tile.id));
  return (
    <Flex vertical gap={8} data-testid="statistics-widget">
      {config.showPeriodSelector !== false && (
        <Segmented<StatisticPeriod>
          aria-label={t('statistics.period')}
          size="small"
          value={period}
          onChange={setPeriod}
          options={STATISTIC_PERIODS.map((value) => ({ value, label: t(`statistics.periods.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <WidgetState isLoading={isLoading && !data} error={data ? undefined : error} isEmpty={tiles.length === 0} emptyText={t('statistics.empty')} onRetry={() => void mutate()}>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }} aria-busy={isLoading}>
          {tiles.map((tile) => (
            <StatisticTile key={tile.id} tile={tile} />
          ))}
        </ul>
      </WidgetState>
    </Flex>
  );
}
