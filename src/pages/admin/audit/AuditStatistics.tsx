import { Button, Card, Col, DatePicker, Empty, Flex, Result, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AuditEventName } from '../../../app/audit/AuditEventName';
import { useAuditEventName } from '../../../app/audit/use-audit-event-name';
import { CountBars } from './CountBars';
import { DayColumns } from './DayColumns';
import { everyDay } from './statistics-range';
import type { AuditState } from './use-audit';

const DATE = 'YYYY-MM-DD';

/** The log's figures over a date range (the last 30 days by default): totals, by event type, by user and per day. */
export function AuditStatistics({ audit }: { audit: AuditState }) {
  const { t } = useTranslation('admin');
  const nameOf = useAuditEventName();
  const { statistics, statisticsRange: range } = audit;
  const body = () => {
    if (!statistics && audit.failed.statistics) {
      return <Result status="warning" title={t('audit.errors.statistics')} extra={<Button onClick={audit.retry.statistics}>{t('retry', { ns: 'common' })}</Button>} />;
    }
    if (!statistics) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (statistics.total === 0) return <Empty description={t('audit.statistics.empty')} />;
    const userName = (user: (typeof statistics.byUser)[number]) => user.userName ?? user.userEmail ?? (user.userId ? t('audit.formerMember') : t('audit.system'));
    return (
      <Flex vertical gap={16}>
        <Flex gap={32}>
          <Statistic title={t('audit.statistics.total')} value={statistics.total} data-testid="audit-statistics-total" />
          <Statistic title={t('audit.statistics.failures')} value={statistics.failures} data-testid="audit-statistics-failures" />
        </Flex>
        <Card size="small" title={t('audit.statistics.overTime')}>
          <DayColumns days={everyDay(statistics.overTime, range)} caption={t('audit.statistics.overTime')} />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card size="small" title={t('audit.statistics.byEventType')}>
              <CountBars
                label={t('audit.statistics.byEventType')}
                testId="audit-by-event-type"
                bars={statistics.byEventType.map((entry) => ({ key: entry.eventType, label: <AuditEventName eventType={entry.eventType} showCode />, text: nameOf(entry.eventType) ?? entry.eventType, count: entry.count }))}
              />
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card size="small" title={t('audit.statistics.byUser')}>
              <CountBars
                label={t('audit.statistics.byUser')}
                testId="audit-by-user"
                bars={statistics.byUser.map((user, index) => ({ key: user.userId ?? `none-${index}`, label: <bdi>{userName(user)}</bdi>, text: userName(user), count: user.count }))}
              />
            </Card>
          </Col>
        </Row>
      </Flex>
    );
  };
  return (
    <Flex vertical gap={16} data-testid="audit-statistics">
      <DatePicker.RangePicker
        aria-label={t('audit.statistics.range')}
        allowClear={false}
        value={[dayjs(range.startDate), dayjs(range.endDate)]}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (start && end) audit.setStatisticsRange({ startDate: start.format(DATE), endDate: end.format(DATE) });
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      {body()}
    </Flex>
  );
}
