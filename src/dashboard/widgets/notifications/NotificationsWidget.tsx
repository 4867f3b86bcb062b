import { Badge, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationsWidgetConfig } from '../../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../../widgets/widget-definitions';
import type { AppNotification } from '../../../notifications/notification-store';
import { notificationTexts } from '../../../notifications/notification-texts';
import { notifications, useNotifications } from '../../../notifications/notifications';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';
import { VISUALLY_HIDDEN } from '../../../app/chrome/visually-hidden';
import { useTimeAgo } from '../recent-activity/use-time-ago';

const DEFAULTS = widgetDefinitions.notifications.defaults as Required<NotificationsWidgetConfig>;

function NotificationText({ item }: { item: AppNotification }) {
  const { i18n } = useTranslation();
  // The server's notifications carry every language: the reader's, not the store's English fallback.
  const { title, message } = notificationTexts(item, i18n.language);
  const text = title ?? message;
  const read = () => notifications.markRead(item.id);
  if (item.action?.href) return <Link to={item.action.href} onClick={read}>{text}</Link>;
  return (
    <Button type="link" onClick={read} style={{ padding: 0, height: 'auto', color: 'inherit', fontWeight: 'inherit', whiteSpace: 'normal', textAlign: 'start' }}>
      {text}
    </Button>
  );
}

/**
 * The newest notifications, the ones the header bell shows (the server's, kept in sync by the notifications store,
 * and this tab's own), in the reader's language; a click reads one, and all can be marked read at once.
 */
export function NotificationsWidget({ config }: WidgetProps<NotificationsWidgetConfig>) {
  const { t } = useTranslation('shell');
  const { t: tDashboard } = useTranslation('dashboard');
  const { limit, unreadOnly } = { ...DEFAULTS, ...config };
  const all = useNotifications();
  // The moment the widget opened: times read "an hour ago" from then until the dashboard refreshes it.
  const [now] = useState(() => Date.now());
  const timeAgo = useTimeAgo(now);
  const shown = all.filter((item) => !unreadOnly || !item.read).slice(0, limit);
  const hasUnread = all.some((item) => !item.read);
  return (
    <WidgetState isLoading={false} isEmpty={shown.length === 0} emptyText={unreadOnly ? tDashboard('widgetText.notifications.emptyUnread') : t('notifications.empty')}>
      <Flex vertical gap={8} data-testid="notifications-widget">
        <ul aria-label={t('notifications.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((item) => (
            <li key={item.id} data-read={item.read} style={{ display: 'flex', alignItems: 'baseline', gap: 8, paddingBlock: 4, opacity: item.read ? 0.75 : 1 }}>
              <Badge status={item.read ? 'default' : 'processing'} />
              {/* Said to screen readers, not shown: the dot already shows it. */}
              {!item.read && <span style={VISUALLY_HIDDEN}>{t('notifications.unread')}</span>}
              <span style={{ flex: 1, fontWeight: item.read ? 400 : 600 }}>
                <NotificationText item={item} />
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                <bdi>{timeAgo(new Date(item.timestamp).toISOString())}</bdi>
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Button size="small" onClick={() => notifications.markAllRead()} disabled={!hasUnread} style={{ alignSelf: 'flex-start' }}>
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
    </WidgetState>
  );
}
