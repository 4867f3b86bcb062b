import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { PipelineValueWidgetConfig } from '../../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../../widgets/widget-definitions';
import { ApiError } from '../../../api/api-error';
import { useOffice } from '../../../app/office/office-context';
import { Amount } from '../../../app/chrome/Amount';
import { BOARD_API_PATH } from '../../../api/opportunity-api-paths';
import type { OpportunityBoardAnswer } from '../../../api/opportunity-answers';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { pipelineTotals } from './pipeline-totals';
import { StageBars } from './StageBars';

/** The feature that gives an office its deals pipeline. */
export const OPPORTUNITIES_FEATURE = 'opportunities';
/** Where the board opens. */
export const BOARD_PATH = '/opportunities';

const DEFAULTS = widgetDefinitions['pipeline-value'].defaults as Required<PipelineValueWidgetConfig>;

// The API refuses an office without the feature (403) and hides the area (404): both mean "not in this office".
const isNotInOffice = (error: unknown) => error instanceof ApiError && (error.status === 404 || (error.status === 403 && error.code === 'FEATURE_UNAVAILABLE'));

/**
 * The value of the open deals in ILS, and each stage's share, from the pipeline board (which holds the deals won
 * in the last 90 days too, counted when `includeClosed`). An office without the pipeline says so.
 */
export function PipelineValueWidget({ config }: WidgetProps<PipelineValueWidgetConfig>) {
  const { t } = useTranslation('dashboard');
  const { office } = useOffice();
  const { includeClosed } = { ...DEFAULTS, ...config };
  // Known before asking when the office's configuration is loaded; otherwise the API's answer tells.
  const hasFeature = office && !office.isPublic ? office.enabledFeatures.includes(OPPORTUNITIES_FEATURE) : true;
  const { data, error, mutate } = useSWR<OpportunityBoardAnswer>(hasFeature ? BOARD_API_PATH : null);
  if (!hasFeature || isNotInOffice(error)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgetText.pipelineValue.notInOffice')} data-testid="widget-not-in-office" />;
  }
  const totals = pipelineTotals(data?.data.stages ?? [], includeClosed);
  return (
    <WidgetState
      isLoading={!data}
      error={data ? undefined : error}
      isEmpty={totals.count === 0}
      emptyText={
        <>
          {t('widgetText.pipelineValue.empty')} <Link to={BOARD_PATH}>{t('widgetText.pipelineValue.viewBoard')}</Link>
        </>
      }
      onRetry={() => void mutate()}
    >
      <Flex vertical gap={8} data-testid="pipeline-value">
        <div>
          <Typography.Text type="secondary">{t(includeClosed ? 'widgetText.pipelineValue.totalWithWon' : 'widgetText.pipelineValue.total')}</Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600 }} data-testid="pipeline-total">
            <Amount value={totals.total} />
          </div>
          <Typography.Text type="secondary">{t('widgetText.pipelineValue.deals', { count: totals.count })}</Typography.Text>
        </div>
        <StageBars stages={totals.stages} />
        <Link to={BOARD_PATH}>{t('widgetText.pipelineValue.viewBoard')}</Link>
      </Flex>
    </WidgetState>
  );
}
