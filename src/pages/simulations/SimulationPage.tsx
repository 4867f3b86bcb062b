import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { SimulationActions } from './SimulationActions';
import { SimulationEditor } from './SimulationEditor';
import { SIMULATIONS_API, type SimulationAnswer } from './simulations-api';

/**
 * A simulation (issue 26): a new one at the module's /new, or a stored one at /:id, opened with its inputs. The form
 * and its live results are SimulationEditor's.
 */
export function SimulationPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('simulations');
  const { id } = useParams();
  const stored = useSWR<SimulationAnswer>(id ? SIMULATIONS_API.one(id) : null);
  const back = (
    <Link to={basePath} data-testid="simulation-back">
      {t('backToHistory')}
    </Link>
  );
  if (id && stored.error) return <ErrorState error={stored.error} title={t('loadFailed')} onRetry={() => void stored.mutate()} />;
  if (id && !stored.data) {
    return (
      <div role="status" aria-label={t('loading')} data-testid="simulation-loading">
        <Skeleton active />
      </div>
    );
  }
  const simulation = stored.data?.data;
  return (
    <section aria-labelledby="simulation-title" data-testid="simulation-page">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="simulation-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {simulation?.name ?? t('newTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
            {t('intro')}
          </Typography.Paragraph>
        </div>
        {simulation ? <SimulationActions simulation={simulation} basePath={basePath} /> : null}
        {back}
      </Flex>
      <SimulationEditor key={simulation?.id ?? 'new'} basePath={basePath} {...(simulation ? { stored: simulation } : {})} />
    </section>
  );
}
