import { Card, Col, Empty, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/money/format-money';
import { XmlBarChart } from './XmlBarChart';
import type { HoldingsRow } from './xml-api-types';
import { productFeeCapsPct } from '../../../engine/xml/product-fee-caps';
import { formatPct, productLabel } from './xml-labels';

/** One file's pictures: balances by product and by policy, and each policy's fees against its product's caps; each with its table. */
export function XmlDocumentCharts({ policies }: { policies: readonly HoldingsRow[] }) {
  const { t, i18n } = useTranslation('xml');
  const { token } = theme.useToken();
  if (policies.length === 0) return <Empty description={t('data.noPolicies')} data-testid="xml-charts-empty" />;
  const money = (value: number) => formatMoney(value, i18n.language);
  const pct = (value: number) => formatPct(value, i18n.language);
  const unknown = t('analytics.unknown');
  const byProduct = new Map<string, number>();
  for (const row of policies) {
    const label = productLabel(row.productType, i18n.language, unknown);
    byProduct.set(label, (byProduct.get(label) ?? 0) + (row.balance ?? 0));
  }
  return (
    <Row gutter={[16, 16]} data-testid="xml-charts">
      <Col xs={24} lg={12}>
        <Card size="small" title={t('charts.byProduct')}>
          <XmlBarChart testId="xml-chart-doc-products" category={t('holdings.product')} label={t('charts.byProduct')} format={money} series={[{ key: 'total', name: t('holdings.balance'), color: token.colorSuccess }]} rows={[...byProduct].map(([label, total]) => ({ label, total }))} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('charts.byPolicy')}>
          <XmlBarChart testId="xml-chart-doc-policies" category={t('holdings.policy')} label={t('charts.byPolicy')} format={money} series={[{ key: 'balance', name: t('holdings.balance'), color: token.colorPrimary }]} rows={policies.map((row) => ({ label: row.policyNumber, balance: row.balance }))} />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('charts.fees')}>
          <XmlBarChart
            testId="xml-chart-doc-fees"
            category={t('holdings.policy')}
            label={t('charts.fees')}
            format={pct}
            series={[
              { key: 'deposit', name: t('fees.deposit'), color: token.colorPrimary },
              { key: 'depositCap', name: t('fees.depositCap'), color: token.colorPrimaryBorder },
              { key: 'balance', name: t('fees.balance'), color: token.colorWarning },
              { key: 'balanceCap', name: t('fees.balanceCap'), color: token.colorWarningBorder },
            ]}
            rows={policies.map((row) => {
              const caps = productFeeCapsPct(row.productType);
              return { label: row.policyNumber, deposit: row.depositFeePct, depositCap: caps?.deposit ?? null, balance: row.balanceFeePct, balanceCap: caps?.balance ?? null };
            })}
          />
        </Card>
      </Col>
    </Row>
  );
}
