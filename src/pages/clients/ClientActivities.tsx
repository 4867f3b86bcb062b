import { Empty, Pagination, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActivityLine } from '../../app/activity/ActivityLine';
import { useActivityLine } from '../../app/activity/use-activity-line';
import { DateTime } from '../../app/actions/DateTime';
import { ErrorState } from '../../app/chrome/ErrorState';
import type { ClientActivitiesAnswer } from '../../api/client-answers';
import { clientApiPath } from './use-client';

const PAGE_SIZE = 20;

/** The Activity tab: what happened to the client, newest first, 20 a page (spec 2 §9), worded in the reader's language and time zone. */
export function ClientActivities({ clientId, total }: { clientId: string; total: number }) {
  const { t } = useTranslation('clients');
  const lineOf = useActivityLine();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<ClientActivitiesAnswer>(`${clientApiPath(clientId, 'activities')}?page=${page}&limit=${PAGE_SIZE}`, { keepPreviousData: true });
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading && !data) return <Spin />;
  const activities = data?.data ?? [];
  if (activities.length === 0) return <Empty description={t('activities.empty')} />;
  return (
    <>
      <Timeline
        items={activities.map((activity) => ({
          key: activity.id,
          children: (
            <>
              <ActivityLine line={lineOf(activity)} isBlock />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <DateTime value={activity.timestamp} />
              </Typography.Text>
            </>
          ),
        }))}
      />
      {total > PAGE_SIZE ? <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} /> : null}
    </>
  );
}
