import { Alert, Card, Col, Flex, Row, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/money/format-money';
import { BalanceChart } from './BalanceChart';
import { BalanceTable } from './BalanceTable';
import { ResultTerms } from './ResultTerms';
import { balanceYears } from './balance-years';
import type { LiveSimulation } from './use-live-simulation';

/**
 * The live results: the key figures (savings at retirement and the monthly pension, nominal and in today's money,
 * and the replacement rate), the balance over the years as a chart or a table, and what the model leaves out.
 */
export function SimulationResults({ live, currentAge }: { live: LiveSimulation; currentAge: number }) {
  const { t, i18n } = useTranslation('simulations');
  // The model is Israel's: its amounts are shekels whatever the office's own currency.
  const money = (value: number) => formatMoney(value, i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const { result, problems, isCalculating, error } = live;
  const years = result ? balanceYears(result, currentAge) : [];
  const figure = (key: string, value: number | undefined, format: (value: number) => string) =>
    value === undefined ? null : (
      <Col xs={24} sm={12} key={key}>
        <Statistic title={t(`results.${key}`)} value={value} formatter={(number) => <bdi data-testid={`result-${key}`}>{format(Number(number))}</bdi>} />
      </Col>
    );

  return (
    <Card
      title={<span id="simulation-results-title">{t('results.title')}</span>}
      extra={isCalculating ? <Typography.Text type="secondary" data-testid="results-calculating">{t('results.calculating')}</Typography.Text> : null}
      data-testid="simulation-results"
      aria-labelledby="simulation-results-title"
      role="region"
      aria-busy={isCalculating}
    >
      <Flex vertical gap={16}>
        <div aria-live="polite">
          {problems.length > 0 ? <Alert type="warning" showIcon title={t('results.fixInputs')} data-testid="results-fix-inputs" /> : null}
          {error && problems.length === 0 ? <Alert type="error" showIcon title={t('results.failed')} description={error.message} data-testid="results-failed" /> : null}
        </div>
        {result ? (
          <div style={{ opacity: problems.length > 0 ? 0.5 : 1 }}>
            <Row gutter={[16, 16]} data-testid="result-figures">
              {figure('savingsNominal', result.totalSavingsNominal, money)}
              {figure('savingsReal', result.totalSavingsReal, money)}
              {figure('pensionNominal', result.monthlyPensionNominal, money)}
              {figure('pensionReal', result.monthlyPensionReal, money)}
              {figure('replacementRate', result.replacementRate, (value) => percent.format(value))}
            </Row>
            {result.monthlyPensionNominal === undefined ? <Typography.Paragraph type="secondary">{t('results.lumpSum')}</Typography.Paragraph> : null}
            <ResultTerms result={result} money={money} />
            {years.length > 0 ? (
              <Tabs
                aria-label={t('results.views')}
                items={[
                  { key: 'chart', label: t('results.chart'), children: <BalanceChart years={years} fromAge={currentAge} money={money} /> },
                  { key: 'table', label: t('results.table'), children: <BalanceTable years={years} money={money} /> },
                ]}
              />
            ) : null}
          </div>
        ) : null}
        <Alert type="info" title={t('results.notModelled')} data-testid="results-not-modelled" />
      </Flex>
    </Card>
  );
}
