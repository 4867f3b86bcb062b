import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { FollowUpsDueWidgetConfig } from '../../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../../widgets/widget-definitions';
import { OVERDUE_FOLLOW_UPS_PATH, UPCOMING_FOLLOW_UPS_PATH, upcomingFollowUpsPath } from '../../../../widgets/widget-reads';
import { ReadableTag } from '../../../app/chrome/ReadableTag';
import { useOfficePath } from '../../../app/office/use-office-path';
import { useFormatTime } from '../../../app/time/use-format-time';
import { clientPath } from '../../../app/routing/record-paths';
import type { ClientShortList } from '../../../api/client-answers';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { dueFollowUps, type DueFollowUp } from './due-follow-ups';

/** Where the widget reads the follow-ups (the upcoming ones with `?days=` of its config). */
export const UPCOMING_FOLLOW_UPS_KEY = UPCOMING_FOLLOW_UPS_PATH;
export const OVERDUE_FOLLOW_UPS_KEY = OVERDUE_FOLLOW_UPS_PATH;
/** The client list showing the upcoming follow-ups. */
export const ALL_FOLLOW_UPS_PATH = '/clients?followUp=upcoming';

const DEFAULTS = widgetDefinitions['follow-ups-due'].defaults as Required<FollowUpsDueWidgetConfig>;

function FollowUpList({ items, more }: { items: readonly DueFollowUp[]; more: number }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatTime();
  const officePath = useOfficePath();
  return (
    <Flex vertical gap={8} data-testid="follow-ups-due">
      <ul aria-label={t('widgetText.followUpsDue.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map(({ client, isOverdue }) => (
          <li key={client.id} data-overdue={isOverdue || undefined} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', paddingBlock: 4 }}>
            <Link to={officePath(clientPath(client))}>
              <bdi>{`${client.firstName} ${client.lastName}`}</bdi>
            </Link>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              {isOverdue && <ReadableTag color="red">{t('widgetText.followUpsDue.overdue')}</ReadableTag>}
              <Typography.Text strong={isOverdue} type={isOverdue ? undefined : 'secondary'}>
                <bdi>{format(client.nextFollowUpDate, 'short')}</bdi>
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
      <Link to={officePath(ALL_FOLLOW_UPS_PATH)}>{more > 0 ? t('widgetText.followUpsDue.viewMore', { count: more }) : t('widgetText.followUpsDue.viewAll')}</Link>
    </Flex>
  );
}

/** The follow-ups that are overdue (marked red, first) or due within the next days, each opening its client or lead. */
export function FollowUpsDueWidget({ config }: WidgetProps<FollowUpsDueWidgetConfig>) {
  const { t } = useTranslation('dashboard');
  const { days, limit } = { ...DEFAULTS, ...config };
  const overdue = useSWR<ClientShortList>(OVERDUE_FOLLOW_UPS_KEY);
  const upcoming = useSWR<ClientShortList>(upcomingFollowUpsPath(days));
  const error: unknown = overdue.error ?? upcoming.error;
  const { items, total } = dueFollowUps(overdue.data?.data ?? [], upcoming.data?.data ?? [], { days, limit }, new Date());
  return (
    <WidgetState
      isLoading={!overdue.data || !upcoming.data}
      error={overdue.data && upcoming.data ? undefined : error}
      isEmpty={items.length === 0}
      emptyText={t('widgetText.followUpsDue.empty', { count: days })}
      onRetry={() => void Promise.all([overdue.mutate(), upcoming.mutate()])}
    >
      <FollowUpList items={items} more={total - items.length} />
    </WidgetState>
  );
}
