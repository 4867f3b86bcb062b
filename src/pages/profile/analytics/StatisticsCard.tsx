import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useOwnKey } from '../parts/use-own-key';
import { useProfile } from '../personal/use-profile';

/** A figure, or a dash until (or unless) the server has answered. */
function Figure({ title, value }: { title: string; value: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card size="small">
        <Typography.Text>{title}</Typography.Text>
        <div style={{ fontSize: 24, fontWeight: 600, marginTop: 4 }}>{value === undefined ? '—' : <bdi>{value}</bdi>}</div>
      </Card>
    </Col>
  );
}

/**
 * The user's figures, from what the server offers (it has no statistics call of its own): member since, actions
 * recorded in this office, security events and open sessions, each counted by the server.
 */
export function StatisticsCard() {
  const { t } = useTranslation('profile');
  const profile = useProfile().data?.data;
  const activity = useSWR<Api.OwnActivityPage>(useOwnKey('/users/activity?page=1&limit=1')).data;
  const events = useSWR<Api.SecurityEventsPage>(useOwnKey('/users/security-events?page=1&limit=1')).data;
  const sessions = useSWR<Api.SessionsAnswer>(useOwnKey('/users/sessions')).data;
  return (
    <SectionCard title={t('statistics.title')}>
      <Row gutter={[16, 16]}>
        <Figure title={t('statistics.memberSince')} value={profile ? <DateTime value={profile.createdAt} dateOnly /> : undefined} />
        <Figure title={t('statistics.actions')} value={activity?.pagination.total} />
        <Figure title={t('statistics.securityEvents')} value={events?.pagination.total} />
        <Figure title={t('statistics.sessions')} value={sessions?.data.length} />
      </Row>
    </SectionCard>
  );
}
