import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { formatMoney } from '../../app/money/format-money';
import { balanceYears } from './balance-years';
import { CompareChart } from './CompareChart';
import { canCompare, compareIds, inputRows, resultRows } from './compare-rows';
import { CompareTable } from './CompareTable';
import { SIMULATIONS_API, type CompleteResult, type SimulationAnswer, type StoredSimulation } from './simulations-api';

type Loaded = { id: string; simulation?: StoredSimulation; error?: unknown }[];

/**
 * 2 or 3 stored simulations side by side (spec 2 §5), from `?ids=a,b,c`: their key results and every input, the
 * differences marked and the best results emphasised, and their balances over the years on one chart. Any other
 * number of ids says the rule; an id that cannot be read is named.
 */
export function SimulationComparePage({ basePath }: { basePath: string }) {
  const { t, i18n } = useTranslation('simulations');
  const [params] = useSearchParams();
  const ids = compareIds(params.get('ids'));
  const isValid = canCompare(ids.length);
  const { fetcher } = useSWRConfig();
  // One key for the set: each simulation is read as its own page reads it (GET /:id), and each failure kept apart.
  const loaded = useSWR<Loaded>(isValid ? ['simulation-compare', ...ids] : null, async () => {
    const answers = await Promise.allSettled(ids.map((id) => fetcher!(SIMULATIONS_API.one(id)) as Promise<SimulationAnswer>));
    return answers.map((answer, index) => ({ id: ids[index]!, ...(answer.status === 'fulfilled' ? { simulation: answer.value.data } : { error: answer.reason }) }));
  });
  const money = (value: number) => formatMoney(value, i18n.language);
  const back = (
    <Link to={basePath} data-testid="simulation-back">
      {t('backToHistory')}
    </Link>
  );
  const frame = (body: ReactNode) => (
    <section aria-labelledby="compare-title" data-testid="simulation-compare">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <Typography.Title level={1} id="compare-title" style={{ fontSize: 28, marginBlockEnd: 0 }}>
          {t('compare.title')}
        </Typography.Title>
        {back}
      </Flex>
      {body}
    </section>
  );

  if (!isValid) return frame(<Alert type="warning" showIcon title={t('compare.rule')} description={t('compare.ruleHelp')} data-testid="compare-invalid" />);
  if (loaded.error) return frame(<Alert type="error" showIcon title={t('compare.failed')} data-testid="compare-failed" />);
  if (!loaded.data) {
    return frame(
      <div role="status" aria-label={t('compare.loading')} data-testid="compare-loading">
        <Skeleton active />
      </div>,
    );
  }
  const missing = loaded.data.filter((entry) => !entry.simulation);
  if (missing.length > 0) {
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('compare.notLoaded', { count: missing.length })}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {missing.map((entry) => (
              <li key={entry.id}>
                {t('compare.whichFailed', { position: ids.indexOf(entry.id) + 1, reason: entry.error instanceof ApiError && entry.error.status === 404 ? t('compare.notFound') : entry.error instanceof Error ? entry.error.message : '' })}{' '}
                <bdi dir="ltr">{entry.id}</bdi>
              </li>
            ))}
          </ul>
        }
        data-testid="compare-missing"
      />,
    );
  }
  const simulations = loaded.data.map((entry) => entry.simulation!);
  const names = simulations.map((simulation) => simulation.name);
  const series = simulations.map((simulation) => ({ id: simulation.id, name: simulation.name, years: balanceYears(simulation.result as CompleteResult, Number((simulation.inputs as { currentAge?: number }).currentAge ?? 0)) }));

  return frame(
    <Flex vertical gap={16}>
      <Flex gap={16} wrap data-testid="compare-columns">
        {simulations.map((simulation) => (
          <Card key={simulation.id} size="small" style={{ flex: '1 1 220px' }} data-testid="compare-column">
            <Link to={`${basePath}/${simulation.id}`} style={{ fontWeight: 600 }}>
              {simulation.name}
            </Link>
            <Typography.Paragraph type="secondary" style={{ marginBlock: 4 }}>
              {t('history.client')}: {simulation.clientName ?? '—'}
            </Typography.Paragraph>
            <Typography.Text>{simulation.planType ? t(`planTypes.${simulation.planType}`, { defaultValue: simulation.planType }) : '—'}</Typography.Text>
          </Card>
        ))}
      </Flex>
      <CompareTable group="results" rows={resultRows(simulations)} names={names} />
      <Card size="small" title={t('compare.chartTitle')}>
        <CompareChart series={series} money={money} />
      </Card>
      <CompareTable group="inputs" rows={inputRows(simulations)} names={names} />
    </Flex>,
  );
}
