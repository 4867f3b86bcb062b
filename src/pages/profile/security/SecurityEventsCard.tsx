import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useEventLabel } from '../parts/use-event-label';
import { useOwnKey } from '../parts/use-own-key';
import { describeUserAgent } from './user-agent';
import { StatusTag } from '../parts/StatusTag';

/** A security event as GET /api/users/security-events answers it. */
type SecurityEvent = Api.SecurityEventsPage['data'][number];

const PAGE_SIZE = 10;

/** The user's security history (sign-ins, failures, locks, MFA and password changes), newest first, a page at a time. */
export function SecurityEventsCard({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation('profile');
  const label = useEventLabel('security');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<Api.SecurityEventsPage>(useOwnKey(`/users/security-events?page=${page}&limit=${PAGE_SIZE}`), { keepPreviousData: true });

  return (
    <SectionCard level={level} title={t('securityEvents.title')}>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<SecurityEvent>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description={t('securityEvents.empty')} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { key: 'when', title: t('securityEvents.when'), render: (_, event) => <DateTime value={event.occurredAt} /> },
            { key: 'event', title: t('securityEvents.event'), render: (_, event) => label(event.eventType) },
            {
              key: 'result',
              title: t('securityEvents.result'),
              render: (_, event) => <StatusTag tone={event.success ? 'success' : 'error'}>{event.success ? t('securityEvents.succeeded') : t('securityEvents.failed')}</StatusTag>,
            },
            { key: 'ip', title: t('securityEvents.ip'), render: (_, event) => (event.ip ? <bdi className="ltr-text">{event.ip}</bdi> : '—') },
            { key: 'device', title: t('securityEvents.device'), render: (_, event) => <span title={event.userAgent ?? undefined}>{describeUserAgent(event.userAgent) ?? '—'}</span> },
          ]}
        />
      )}
    </SectionCard>
  );
}
