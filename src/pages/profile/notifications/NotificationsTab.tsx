import { Alert, Badge, Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../app/time/use-format-time';
import type { AppNotification } from '../../../notifications/notification-store';
import { notificationTexts } from '../../../notifications/notification-texts';
import { notifications, useNotifications } from '../../../notifications/notifications';
import { SectionCard } from '../parts/SectionCard';
import { StatusTag } from '../parts/StatusTag';

/**
 * The notifications tab: the member's notifications, the server's and this tab's, in the reader's language (there
 * is no notification-settings call on the server yet), and a plain word that e-mail notification settings come with the e-mail area.
 */
export function NotificationsTab() {
  const { t, i18n } = useTranslation('profile');
  const items = useNotifications();
  const unread = items.filter((item) => !item.read).length;
  const format = useFormatTime();

  return (
    <>
      <Alert type="info" showIcon title={t('notifications.emailLater')} style={{ marginBottom: 16 }} />
      <SectionCard
        title={t('notifications.title')}
        extra={
          <Button onClick={() => notifications.markAllRead()} disabled={unread === 0}>
            {t('shell:notifications.markAllRead')}
          </Button>
        }
      >
        <p>{t('notifications.explanation')}</p>
        <Table<AppNotification>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          dataSource={[...items]}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('shell:notifications.empty')} /> }}
          onRow={(item) => ({ onClick: () => notifications.markRead(item.id) })}
          columns={[
            {
              key: 'read',
              title: t('notifications.status'),
              render: (_, item) => (item.read ? t('notifications.read') : <Badge status="processing" text={t('shell:notifications.unread')} />),
            },
            { key: 'severity', title: t('notifications.severity'), render: (_, item) => <StatusTag tone={item.severity}>{t(`notifications.severities.${item.severity}`)}</StatusTag> },
            { key: 'message', title: t('notifications.message'), render: (_, item) => {
              const { title, message } = notificationTexts(item, i18n.language);
              return title ? <><strong>{title}</strong> — {message}</> : message;
            } },
            { key: 'when', title: t('notifications.when'), render: (_, item) => <bdi>{format(new Date(item.timestamp), 'short')}</bdi> },
          ]}
        />
      </SectionCard>
    </>
  );
}
