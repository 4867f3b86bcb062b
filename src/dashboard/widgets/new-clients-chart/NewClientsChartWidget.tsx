import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { NewClientsChartWidgetConfig } from '../../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../../widgets/widget-definitions';
import { CLIENT_ANALYTICS_PATH } from '../../../../widgets/widget-reads';
import type { ClientAnalyticsAnswer } from '../../../api/client-answers';
import { useTerm } from '../../../app/office/use-term';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { MonthColumns } from './MonthColumns';

/** Where the widget reads the new clients per month (the analytics answer the last 24 months whatever the period). */
export const CLIENT_ANALYTICS_KEY = CLIENT_ANALYTICS_PATH;

const DEFAULTS = widgetDefinitions['new-clients-chart'].defaults as Required<NewClientsChartWidgetConfig>;

/** How many clients joined in each of the last months (this one included), as a column chart. */
export function NewClientsChartWidget({ config }: WidgetProps<NewClientsChartWidgetConfig>) {
  const { t, i18n } = useTranslation('dashboard');
  const term = useTerm();
  const { months } = { ...DEFAULTS, ...config };
  const { data, error, mutate } = useSWR<ClientAnalyticsAnswer>(CLIENT_ANALYTICS_KEY);
  const shown = (data?.data.newClientsByMonth ?? []).slice(-months);
  const total = shown.reduce((sum, month) => sum + month.count, 0);
  const caption = t('widgetText.newClientsChart.caption', { clients: term('clients'), count: months });
  return (
    <WidgetState isLoading={!data} error={data ? undefined : error} isEmpty={total === 0} emptyText={t('widgetText.newClientsChart.empty', { clients: term('clients'), count: months })} onRetry={() => void mutate()}>
      <Flex vertical gap={4} data-testid="new-clients-chart">
        <MonthColumns months={shown} caption={caption} />
        <Typography.Text type="secondary">
          {caption}: <bdi>{new Intl.NumberFormat(i18n.language).format(total)}</bdi>
        </Typography.Text>
      </Flex>
    </WidgetState>
  );
}
