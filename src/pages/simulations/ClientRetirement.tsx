import { Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { formatMoney } from '../../app/money/format-money';
import type { RetirementSummary } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';
import { PensionByPlanChart } from './PensionByPlanChart';

type RetirementPlan = RetirementSummary['plans'][number];

/**
 * A {{client}}'s saved plans at retirement (POST /retirement): the monthly pension they pay together, the lump sums
 * (a study fund's) and how much of them is liquid, in today's money and nominal, and each plan's row. `version`
 * changes when their simulations change, so the sum is asked for again.
 */
export function ClientRetirement({ clientId, version }: { clientId: string; version: string }) {
  const { t, i18n } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const summary = useSWR(['simulation-retirement', clientId, version], () => simulations.retirement(clientId));
  const money = (value: number | null) => (value === null ? '—' : <bdi>{formatMoney(value, i18n.language)}</bdi>);
  const formatter = (value: number | string) => formatMoney(Number(value), i18n.language);

  if (summary.error) return <ErrorState error={summary.error} onRetry={() => void summary.mutate()} />;
  if (!summary.data) {
    return (
      <div role="status" aria-label={t('retirement.loading')} data-testid="client-retirement-loading">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  const { totals, plans } = summary.data;
  return (
    <Card size="small" title={t('retirement.title')} data-testid="client-retirement">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Statistic title={t('retirement.pension')} value={totals.monthlyPensionReal} formatter={formatter} data-testid="retirement-pension" />
          <Typography.Text type="secondary">{t('retirement.nominal', { value: formatMoney(totals.monthlyPensionNominal, i18n.language) })}</Typography.Text>
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={t('retirement.lumpSum')} value={totals.lumpSumReal} formatter={formatter} data-testid="retirement-lump-sum" />
          <Typography.Text type="secondary">{t('retirement.liquid', { value: formatMoney(totals.liquidLumpSumReal, i18n.language) })}</Typography.Text>
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={t('retirement.savings')} value={totals.totalSavingsReal} formatter={formatter} />
          <Typography.Text type="secondary">{t('retirement.nominal', { value: formatMoney(totals.totalSavingsNominal, i18n.language) })}</Typography.Text>
        </Col>
      </Row>
      <div style={{ marginBlockStart: 16 }}>
        <PensionByPlanChart
          plans={plans.map((plan) => ({ name: plan.name, pension: plan.monthlyPensionReal ?? 0, lumpSum: plan.lumpSumReal }))}
          label={t('retirement.chartLabel', { plans: plans.map((plan) => `${plan.name}: ${formatter(plan.monthlyPensionReal ?? 0)}${plan.lumpSumReal > 0 ? ` + ${formatter(plan.lumpSumReal)}` : ''}`).join('; ') })}
          money={(value) => formatMoney(value, i18n.language)}
        />
      </div>
      <Table<RetirementPlan>
        style={{ marginBlockStart: 16 }}
        size="small"
        rowKey="simulationId"
        dataSource={plans}
        pagination={false}
        scroll={{ x: 'max-content' }}
        caption={t('retirement.caption')}
        columns={[
          { key: 'name', title: t('history.name'), render: (_, plan) => <bdi>{plan.name}</bdi> },
          { key: 'plan', title: t('history.plan'), render: (_, plan) => t(`planTypes.${plan.planType}`) },
          { key: 'age', title: t('retirement.age'), render: (_, plan) => plan.retirementAge },
          { key: 'pension', title: t('retirement.planPension'), render: (_, plan) => money(plan.monthlyPensionReal) },
          { key: 'lump', title: t('retirement.planLumpSum'), render: (_, plan) => (plan.lumpSumReal > 0 ? money(plan.lumpSumReal) : '—') },
          {
            key: 'liquid',
            title: t('retirement.liquidity'),
            render: (_, plan) => (plan.lumpSumNominal <= 0 ? '—' : plan.liquidAtRetirement ? t('retirement.liquidNow') : plan.liquidFromAge !== null ? t('retirement.liquidFrom', { age: plan.liquidFromAge }) : t('retirement.notLiquid')),
          },
        ]}
      />
    </Card>
  );
}
