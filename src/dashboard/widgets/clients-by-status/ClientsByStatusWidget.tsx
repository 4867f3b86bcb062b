import { Flex, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ClientsByStatusWidgetConfig } from '../../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../../widgets/widget-definitions';
import { CLIENT_STATS_PATH } from '../../../../widgets/widget-reads';
import { useTerm } from '../../../app/office/use-term';
import type { ClientStatisticsAnswer, ClientStatus } from '../../../api/client-answers';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import type { StatusChartProps } from './status-chart-props';
import { useOfficePath } from '../../../app/office/use-office-path';
import { statusSegments } from './status-segments';
import { StatusBars } from './StatusBars';
import { StatusPie } from './StatusPie';

/** Where the widget reads the office's client figures. */
export const CLIENT_STATS_KEY = CLIENT_STATS_PATH;

const DEFAULTS = widgetDefinitions['clients-by-status'].defaults as Required<ClientsByStatusWidgetConfig>;
const CHARTS: Record<Required<ClientsByStatusWidgetConfig>['chart'], ComponentType<StatusChartProps>> = { pie: StatusPie, bar: StatusBars };

/** How many of the office's clients are in each status, as a donut or bars; each status opens the list filtered by it. */
export function ClientsByStatusWidget({ config }: WidgetProps<ClientsByStatusWidgetConfig>) {
  const { t, i18n } = useTranslation('dashboard');
  const term = useTerm();
  const { token } = theme.useToken();
  const { chart } = { ...DEFAULTS, ...config };
  const { data, error, mutate } = useSWR<ClientStatisticsAnswer>(CLIENT_STATS_KEY);
  const colors: Record<ClientStatus, string> = { active: token.colorSuccess, pending: token.colorWarning, inactive: token.colorTextTertiary };
  const officePath = useOfficePath();
  const segments = statusSegments(data?.data.clientsByStatus ?? { active: 0, pending: 0, inactive: 0 }, (status) => term(status), (status) => colors[status]).map((segment) => ({ ...segment, href: officePath(segment.href) }));
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  const count = new Intl.NumberFormat(i18n.language);
  const summary = t('widgetText.clientsByStatus.summary', { clients: term('clients'), list: segments.map((segment) => `${segment.label} ${count.format(segment.count)}`).join(', ') });
  const Chart = CHARTS[chart];
  return (
    <WidgetState isLoading={!data} error={data ? undefined : error} isEmpty={total === 0} emptyText={t('widgetText.clientsByStatus.empty', { clients: term('clients') })} onRetry={() => void mutate()}>
      <Flex vertical gap={8} data-testid="clients-by-status">
        <Chart segments={segments} summary={summary} />
        <Typography.Text type="secondary">
          {t('widgetText.clientsByStatus.total', { clients: term('clients') })} <bdi>{count.format(total)}</bdi>
        </Typography.Text>
      </Flex>
    </WidgetState>
  );
}
