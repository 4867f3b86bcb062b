import { Card, Col, Divider, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/money/format-money';
import type { Cover } from './cover-of';

const SURVIVORS = ['spouseMonthly', 'childrenTotalMonthly', 'perChildMonthly', 'parentsMonthly', 'survivorsTotalMonthly', 'orphansNoParentTotalMonthly'] as const;

/** The cover of the current salary beside an enhanced simulation's result: the disability pension and the survivors'. */
export function CoverResults({ cover, isStale }: { cover?: Cover | undefined; isStale: boolean }) {
  const { t, i18n } = useTranslation('simulations');
  const money = (value: number) => formatMoney(value, i18n.language);
  const figure = (key: string, value: number) => (
    <Col xs={24} sm={12} key={key}>
      <Statistic title={t(`enhanced.cover.${key}`)} value={value} formatter={(number) => <bdi data-testid={`cover-${key}`}>{money(Number(number))}</bdi>} />
    </Col>
  );
  return (
    <Card title={<span id="simulation-cover-title">{t('enhanced.cover.title')}</span>} role="region" aria-labelledby="simulation-cover-title" data-testid="simulation-cover">
      {cover ? (
        <div style={{ opacity: isStale ? 0.5 : 1 }}>
          <Row gutter={[16, 16]}>{figure('disabilityMonthly', cover.disabilityMonthly)}</Row>
          <Divider titlePlacement="start" plain>
            {t('enhanced.cover.survivors')}
          </Divider>
          <Row gutter={[16, 16]}>{SURVIVORS.map((key) => figure(key, cover[key]))}</Row>
          <Typography.Paragraph type="secondary" style={{ marginBlockStart: 12, marginBlockEnd: 0 }}>
            {t('enhanced.cover.basis')}
          </Typography.Paragraph>
        </div>
      ) : (
        <Typography.Text type="secondary" data-testid="cover-needs-salary">
          {t('enhanced.cover.needsSalary')}
        </Typography.Text>
      )}
    </Card>
  );
}
