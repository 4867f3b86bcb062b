import { Card, Col, Empty, Row, Segmented, Skeleton, Statistic, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { formatMoney } from '../../app/money/format-money';
import { XmlBarChart } from './XmlBarChart';
import { XML_API } from './xml-api';
import { XML_ANALYTICS_PERIODS, type XmlAnalytics, type XmlAnalyticsPeriod, type XmlAnswer } from './xml-api-types';
import { formatPct, policyStatusLabel, productLabel } from './xml-labels';

/**
 * The intake's analytics (spec 2 §1, issue 27) for a period (7, 30, 90 or 365 days, or all; 30 by default): the
 * totals, files by status and over time, errors by type, policies by product and status, balances by product, and
 * the average fees against the caps; each chart with its table.
 */
export function XmlAnalyticsTab() {
  const { t, i18n } = useTranslation('xml');
  const { token } = theme.useToken();
  const [period, setPeriod] = useState<XmlAnalyticsPeriod>('30d');
  const answer = useSWR<XmlAnswer<XmlAnalytics>>(XML_API.analytics(period), { keepPreviousData: true });
  const data = answer.data?.data;
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const money = (value: number) => formatMoney(value, i18n.language);
  const pct = (value: number) => formatPct(value, i18n.language);
  const unknown = t('analytics.unknown');
  const product = (type: number | null) => productLabel(type, i18n.language, unknown);

  const body = () => {
    if (answer.error) return <ErrorState error={answer.error} onRetry={() => void answer.mutate()} />;
    if (!data) {
      return (
        <div role="status" aria-label={t('analytics.loading')} data-testid="xml-analytics-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      );
    }
    if (data.totals.documents === 0) return <Empty description={t('analytics.empty')} data-testid="xml-analytics-empty" />;
    const chart = (title: string, node: ReactNode) => (
      <Col xs={24} lg={12}>
        <Card size="small" title={title}>
          {node}
        </Card>
      </Col>
    );
    const countSeries = [{ key: 'count', name: t('analytics.count'), color: token.colorPrimary }];
    return (
      <Row gutter={[16, 16]} data-testid="xml-analytics">
        <Col xs={12} md={6}>
          <Statistic title={t('analytics.totals.documents')} value={count(data.totals.documents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('analytics.totals.policies')} value={count(data.totals.policies)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('analytics.totals.members')} value={count(data.totals.members)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('analytics.totals.balance')} value={money(data.totals.balance)} data-testid="xml-analytics-balance" />
        </Col>
        {chart(t('analytics.byStatus'), <XmlBarChart testId="xml-chart-status" category={t('columns.status')} label={t('analytics.byStatus')} format={count} series={countSeries} rows={data.documentsByStatus.map((entry) => ({ label: t(`status.${entry.status}`), count: entry.count }))} />)}
        {chart(t('analytics.overTime'), <XmlBarChart testId="xml-chart-time" category={t('analytics.date')} label={t('analytics.overTime')} format={count} series={countSeries} rows={data.documentsOverTime.map((entry) => ({ label: new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(new Date(entry.date)), count: entry.count }))} />)}
        {chart(t('analytics.errorsByType'), <XmlBarChart testId="xml-chart-errors" category={t('analytics.errorType')} label={t('analytics.errorsByType')} format={count} series={[{ key: 'count', name: t('analytics.count'), color: token.colorError }]} rows={data.errorsByType.map((entry) => ({ label: t(`errorTypes.${entry.type}`, { defaultValue: entry.type }), count: entry.count }))} />)}
        {chart(t('analytics.policiesByProduct'), <XmlBarChart testId="xml-chart-products" category={t('holdings.product')} label={t('analytics.policiesByProduct')} format={count} series={countSeries} rows={data.policiesByProduct.map((entry) => ({ label: product(entry.productType), count: entry.count }))} />)}
        {chart(t('analytics.policiesByStatus'), <XmlBarChart testId="xml-chart-policy-status" category={t('holdings.status')} label={t('analytics.policiesByStatus')} format={count} series={countSeries} rows={data.policiesByStatus.map((entry) => ({ label: policyStatusLabel(entry.status, i18n.language, unknown), count: entry.count }))} />)}
        {chart(t('analytics.balanceByProduct'), <XmlBarChart testId="xml-chart-balance" category={t('holdings.product')} label={t('analytics.balanceByProduct')} format={money} series={[{ key: 'total', name: t('holdings.balance'), color: token.colorSuccess }]} rows={data.balanceByProduct.map((entry) => ({ label: product(entry.productType), total: entry.total }))} />)}
        <Col xs={24}>
          <Card size="small" title={t('analytics.fees')}>
            <XmlBarChart
              testId="xml-chart-fees"
              category={t('holdings.product')}
              label={t('analytics.fees')}
              format={pct}
              series={[
                { key: 'deposit', name: t('fees.deposit'), color: token.colorPrimary },
                { key: 'depositCap', name: t('fees.depositCap'), color: token.colorPrimaryBorder },
                { key: 'balance', name: t('fees.balance'), color: token.colorWarning },
                { key: 'balanceCap', name: t('fees.balanceCap'), color: token.colorWarningBorder },
              ]}
              rows={data.feesByProduct.map((entry) => ({ label: product(entry.productType), deposit: entry.avgDepositFeePct, depositCap: entry.capDepositPct, balance: entry.avgBalanceFeePct, balanceCap: entry.capBalancePct }))}
            />
          </Card>
        </Col>
      </Row>
    );
  };

  return (
    <>
      <Segmented<XmlAnalyticsPeriod>
        aria-label={t('analytics.period')}
        value={period}
        onChange={setPeriod}
        options={XML_ANALYTICS_PERIODS.map((value) => ({ value, label: <span data-testid={`xml-period-${value}`}>{t(`analytics.periods.${value}`)}</span> }))}
        style={{ marginBlockEnd: 16 }}
      />
      {body()}
    </>
  );
}
