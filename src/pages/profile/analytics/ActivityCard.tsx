import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { AuditEventName } from '../../../app/audit/AuditEventName';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useOwnKey } from '../parts/use-own-key';
import { StatusTag } from '../parts/StatusTag';

/** An entry of the user's own activity (GET /api/users/activity). */
type ActivityEntry = Api.OwnActivityPage['data'][number];

/** The page sizes offered; the server clamps any count to 1–100 (spec 1 §5). */
const PAGE_SIZES = [10, 20, 50, 100];

// A requested count as the server takes it (1–100).
function clampCount(count: number): number {
  return Math.min(100, Math.max(1, Math.trunc(count) || 1));
}

/** The user's own recent actions in the current office, newest first, paged. */
export function ActivityCard() {
  const { t } = useTranslation('profile');
  const [{ page, limit }, setWindow] = useState({ page: 1, limit: 10 });
  const { data, error, isLoading, mutate } = useSWR<Api.OwnActivityPage>(useOwnKey(`/users/activity?page=${page}&limit=${clampCount(limit)}`), { keepPreviousData: true });

  return (
    <SectionCard title={t('activity.title')}>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<ActivityEntry>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description={t('activity.empty')} /> }}
          pagination={{
            current: page,
            pageSize: limit,
            total: data?.pagination.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            hideOnSinglePage: false,
            onChange: (nextPage, nextSize) => setWindow(nextSize !== limit ? { page: 1, limit: nextSize } : { page: nextPage, limit }),
          }}
          columns={[
            { key: 'when', title: t('activity.when'), render: (_, entry) => <DateTime value={entry.occurredAt} /> },
            { key: 'what', title: t('activity.what'), render: (_, entry) => <AuditEventName eventType={entry.eventType} /> },
            {
              key: 'result',
              title: t('activity.result'),
              render: (_, entry) => <StatusTag tone={entry.success ? 'success' : 'error'}>{entry.success ? t('securityEvents.succeeded') : t('securityEvents.failed')}</StatusTag>,
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
