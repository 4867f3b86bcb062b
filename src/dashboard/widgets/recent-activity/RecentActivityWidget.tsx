import { Alert, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { pickText } from '../../../../engine/i18n/languages';
import type { RecentActivityWidgetConfig } from '../../../../engine/generated/config-types';
import { useNow } from '../../../app/actions/use-now';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { ActivityEntry } from './ActivityEntry';
import { activityPagePath, recentActivityKey, type ActivityFilter, type RecentActivityAnswer } from './activity-types';
import { useActivityWords } from './use-activity-words';
import { useTimeAgo } from './use-time-ago';

const newestFirst = (a: { timestamp: string }, b: { timestamp: string }) => b.timestamp.localeCompare(a.timestamp);

/** The newest activity, a few of each entity type, with a filter and a link to all of it (spec 3 §2, §9). */
export function RecentActivityWidget({ config }: WidgetProps<RecentActivityWidgetConfig>) {
  const { t, i18n } = useTranslation('dashboard');
  const { filterLabel } = useActivityWords();
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const timeAgo = useTimeAgo(useNow());
  const { data, error, isLoading, mutate } = useSWR<RecentActivityAnswer>(recentActivityKey(filter, config.perEntity ?? 2, config.total ?? 5), { keepPreviousData: true });
  const filters: ActivityFilter[] = ['all', ...(config.entities ?? ['client', 'document', 'simulation'])];
  const items = [...(data?.data.items ?? [])].sort(newestFirst);
  // Under all, a type not stored yet is no news; asked for by name, it is said plainly rather than shown as nothing.
  const unavailable = data?.data.unavailable.filter((entry) => entry.entityType === filter) ?? [];
  return (
    <Flex vertical gap={8} data-testid="recent-activity-widget" style={{ height: '100%' }}>
      <Segmented<ActivityFilter> aria-label={t('activity.filter')} size="small" value={filter} onChange={setFilter} options={filters.map((value) => ({ value, label: filterLabel(value) }))} style={{ alignSelf: 'flex-start' }} />
      {unavailable.map((entry) => (
        <Alert key={entry.entityType} type="info" showIcon title={pickText(entry.messages, i18n.language)} />
      ))}
      <WidgetState isLoading={isLoading && !data} error={data ? undefined : error} isEmpty={items.length === 0 && unavailable.length === 0} emptyText={t(filter === 'all' ? 'activity.empty' : 'activity.emptyFiltered')} onRetry={() => void mutate()}>
        {items.length > 0 && (
          <ol style={{ margin: 0, padding: 0, flex: 1 }} aria-busy={isLoading}>
            {items.map((item) => (
              <ActivityEntry key={item.id} item={item} timeAgo={timeAgo} />
            ))}
          </ol>
        )}
      </WidgetState>
      <Link to={activityPagePath(filter)} style={{ alignSelf: 'flex-end' }}>
        {t('activity.viewAll')}
      </Link>
    </Flex>
  );
}
