import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationDrawer } from './NotificationDrawer';
import { useNotifications } from './notifications';

/** The bell with the unread count; it opens the notification drawer. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const items = useNotifications();
  const unread = items.filter((item) => !item.read).length;
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={t('notifications.bell', { count: unread })} onClick={() => setOpen(true)} data-testid="notification-bell" />
      </Badge>
      <NotificationDrawer isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
