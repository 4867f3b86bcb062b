import { ArrowRightOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Segmented, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isRtl, pickText } from '../../../engine/i18n/languages';
import { ActionError } from '../../app/actions/ActionError';
import { ActivityLine } from '../../app/activity/ActivityLine';
import { useActivityLine } from '../../app/activity/use-activity-line';
import { useFormatTime } from '../../app/time/use-format-time';
import { useNow } from '../../app/actions/use-now';
import { ACTIVITY_FILTERS, activityPageKey, type ActivityFilter, type ActivityItem, type ActivityPageAnswer } from '../../dashboard/widgets/recent-activity/activity-types';
import { useActivityWords } from '../../dashboard/widgets/recent-activity/use-activity-words';
import { useTimeAgo } from '../../dashboard/widgets/recent-activity/use-time-ago';
import { activityParams, readActivityParams } from './activity-page-params';

const PAGE_SIZE = 20;

/** /dashboard/activity: all of the office's activity, newest first, 20 a page, the filter and page in the address. */
export function ActivityPage() {
  const { t, i18n } = useTranslation('dashboard');
  const [search, setSearch] = useSearchParams();
  const { filter, page } = readActivityParams(search);
  const { filterLabel } = useActivityWords();
  const lineOf = useActivityLine();
  const format = useFormatTime();
  const timeAgo = useTimeAgo(useNow());
  const { data, error, isLoading } = useSWR<ActivityPageAnswer>(activityPageKey(filter, page, PAGE_SIZE), { keepPreviousData: true });
  const go = (next: { filter: ActivityFilter; page: number }) => setSearch(activityParams(next));
  const columns: ColumnsType<ActivityItem> = [
    {
      key: 'when',
      title: t('activity.columns.when'),
      width: 170,
      render: (_, item) => (
        <Tooltip title={format(item.timestamp, 'full')}>
          <time dateTime={item.timestamp}>{timeAgo(item.timestamp)}</time>
        </Tooltip>
      ),
    },
    { key: 'title', title: t('activity.columns.title'), render: (_, item) => <Link to={item.path}><bdi>{item.title}</bdi></Link> },
    { key: 'action', title: t('activity.columns.action'), render: (_, item) => <ActivityLine line={lineOf({ type: item.action, description: item.description, metadata: item.metadata })} /> },
    { key: 'who', title: t('activity.columns.who'), render: (_, item) => (item.performedByName ? <bdi>{item.performedByName}</bdi> : '—') },
  ];
  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <section aria-labelledby="activity-title" data-testid="activity-page">
      <Link to="/dashboard">
        <BackIcon /> {t('activity.back')}
      </Link>
      <Typography.Title level={1} id="activity-title" style={{ fontSize: 28, marginTop: 8 }}>
        {t('activity.pageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('activity.pageIntro')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        <Segmented<ActivityFilter> aria-label={t('activity.filter')} value={filter} onChange={(next) => go({ filter: next, page: 1 })} options={ACTIVITY_FILTERS.map((value) => ({ value, label: filterLabel(value) }))} style={{ alignSelf: 'flex-start' }} />
        {data?.unavailable.filter((entry) => entry.entityType === filter).map((entry) => <Alert key={entry.entityType} type="info" showIcon title={pickText(entry.messages, i18n.language)} />)}
        <ActionError error={error} />
        <Table<ActivityItem>
          rowKey="id"
          size="middle"
          loading={isLoading}
          columns={columns}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t(filter === 'all' ? 'activity.empty' : 'activity.emptyFiltered') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.pagination.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('activity.total', { count: total }),
            onChange: (next) => go({ filter, page: next }),
          }}
        />
      </Flex>
    </section>
  );
}
