import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, Grid, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormatTime } from '../app/time/use-format-time';
import type { Severity } from './notification-store';
import { notificationTexts } from './notification-texts';
import { useNotifications } from './notifications';
import { serverNotifications } from './server-sync';

const ICONS: Record<Severity, typeof InfoCircleOutlined> = {
  success: CheckCircleOutlined,
  error: CloseCircleOutlined,
  warning: ExclamationCircleOutlined,
  info: InfoCircleOutlined,
};
const COLORS: Record<Severity, string> = { success: '#2e7d32', error: '#c62828', warning: '#b26a00', info: '#1565c0' };

/** The notification drawer (spec 1 §2, §9): 400 wide on wide screens, newest first, each in the reader's language; a click reads one and opens where it leads. */
export function NotificationDrawer({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('shell');
  const format = useFormatTime();
  const items = useNotifications();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isRtl = i18n.dir() === 'rtl';
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('notifications.title')}
      placement={isRtl ? 'left' : 'right'}
      size={screens.sm ? 400 : '100%'}
      extra={
        <Button size="small" onClick={() => serverNotifications.markAllRead()} disabled={!items.some((item) => !item.read)}>
          {t('notifications.markAllRead')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Empty description={t('notifications.empty')} />
      ) : (
        <List
          dataSource={items as never[]}
          renderItem={(item: (typeof items)[number]) => {
            const Icon = ICONS[item.severity];
            const { title, message } = notificationTexts(item, i18n.language);
            return (
              <List.Item
                key={item.id}
                onClick={() => {
                  serverNotifications.markRead(item.id);
                  // One that leads somewhere in the app (a record, the tasks) opens it.
                  const href = item.action?.href;
                  if (href?.startsWith('/')) {
                    navigate(href);
                    onClose();
                  }
                }}
                style={{ cursor: 'pointer', opacity: item.read ? 0.7 : 1 }}
                data-testid="notification-item"
                aria-label={item.read ? undefined : t('notifications.unread')}
              >
                <List.Item.Meta
                  avatar={<Icon style={{ color: COLORS[item.severity], fontSize: 20 }} />}
                  title={
                    <span>
                      {!item.read && <Badge status="processing" style={{ marginInlineEnd: 8 }} />}
                      {title ?? message}
                    </span>
                  }
                  description={
                    <>
                      {title && <div>{message}</div>}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <bdi>{format(new Date(item.timestamp), 'short')}</bdi>
                      </Typography.Text>
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Drawer>
  );
}
