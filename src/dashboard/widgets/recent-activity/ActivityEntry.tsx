import { FileTextOutlined, FundOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityLine } from '../../../app/activity/ActivityLine';
import { useActivityLine } from '../../../app/activity/use-activity-line';
import { useOfficePath } from '../../../app/office/use-office-path';
import { useFormatTime } from '../../../app/time/use-format-time';
import type { ActivityItem } from './activity-types';

const ICONS: Record<ActivityItem['entityType'], ComponentType> = { client: UserOutlined, document: FileTextOutlined, opportunity: FundOutlined };

/** One activity entry: what it is about (a link), what happened, who did it and how long ago. */
export function ActivityEntry({ item, timeAgo }: { item: ActivityItem; timeAgo: (timestamp: string) => string }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const lineOf = useActivityLine();
  const format = useFormatTime();
  const officePath = useOfficePath();
  const Icon = ICONS[item.entityType] ?? FileTextOutlined;
  const exact = format(item.timestamp, 'full');
  return (
    <li data-testid="activity-entry" style={{ listStyle: 'none', padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex gap={10} align="flex-start">
        <span aria-hidden="true" style={{ color: token.colorPrimary, fontSize: 16, paddingTop: 2 }}>
          <Icon />
        </span>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Link to={officePath(item.path)} style={{ fontWeight: 500 }}>
            <bdi>{item.title}</bdi>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <ActivityLine line={lineOf({ type: item.action, description: item.description, metadata: item.metadata })} />
            {item.performedByName && (
              <>
                {' · '}
                {/* The name in its own <bdi>: in the other script it would take the number after it along ("by 3 · עומר דוד days ago"). */}
                <Trans t={t} i18nKey="activity.by" values={{ name: item.performedByName }} components={{ bdi: <bdi /> }} />
              </>
            )}
            {' · '}
            <time dateTime={item.timestamp} title={exact}>
              {timeAgo(item.timestamp)}
            </time>
          </Typography.Text>
        </Flex>
      </Flex>
    </li>
  );
}
