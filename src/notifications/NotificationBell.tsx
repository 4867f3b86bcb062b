import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from './notifications';
import { useServerNotifications } from './server-sync';

// The drawer (antd's Drawer and List, and the Pagination and Select a List brings) loads when first opened.
const NotificationDrawer = lazy(() => import('./NotificationDrawer').then((module) => ({ default: module.NotificationDrawer })));

/** The bell with the unread count (the tab's own and the server's); it opens the notification drawer. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  useServerNotifications();
  const items = useNotifications();
  const unread = items.filter((item) => !item.read).length;
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={t('notifications.bell', { count: unread })} onClick={open} data-testid="notification-bell" />
      </Badge>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationDrawer isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
