import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { useServerAction } from '../../../app/actions/use-server-action';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { SectionCard } from '../parts/SectionCard';
import { StatusTag } from '../parts/StatusTag';
import { useOwnKey } from '../parts/use-own-key';

/**
 * The member's calendar feed: a secret address a phone's calendar subscribes to, of their own appointments. Made
 * (replacing the one before), shown once since the server keeps only its hash, and revoked here.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useSWR<Api.CalendarFeedAnswer>(useOwnKey('/calendar-feed'));
  const action = useServerAction();
  // The address, only in the moment it is made.
  const [madeUrl, setMadeUrl] = useState<string>();

  const make = async () => {
    const answer = await action.run(() => api.post<Api.CalendarFeedCreated>('/calendar-feed'), { success: t('calendarFeed.created') });
    if (!answer) return;
    setMadeUrl(answer.data.url);
    void mutate();
  };
  const revoke = async () => {
    if (!(await action.run(() => api.delete<Api.CalendarFeedRevoked>('/calendar-feed'), { success: t('calendarFeed.revoked') }))) return;
    setMadeUrl(undefined);
    void mutate();
  };

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else {
    const feed = data.data;
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'state',
              label: t('calendarFeed.state'),
              children: feed.hasFeed ? <StatusTag tone="success">{t('calendarFeed.active')}</StatusTag> : <StatusTag tone="neutral">{t('calendarFeed.none')}</StatusTag>,
            },
            ...(feed.hasFeed && feed.createdAt
              ? [
                  {
                    key: 'since',
                    label: t('calendarFeed.since'),
                    children: <DateTime value={feed.createdAt} />,
                  },
                ]
              : []),
          ]}
        />
        {madeUrl ? (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 12 }}
            title={t('calendarFeed.urlLabel')}
            description={
              <>
                <Typography.Paragraph copyable={{ text: madeUrl }} style={{ marginBottom: 4 }} data-testid="calendar-feed-url">
                  <bdi className="ltr-text" style={{ wordBreak: 'break-all' }}>
                    {madeUrl}
                  </bdi>
                </Typography.Paragraph>
                <Typography.Text type="secondary">{t('calendarFeed.urlOnce')}</Typography.Text>
              </>
            }
          />
        ) : null}
        <Space wrap style={{ marginTop: 12 }}>
          {feed.hasFeed ? (
            <>
              <Popconfirm title={t('calendarFeed.replaceConfirm')} okText={t('calendarFeed.replace')} cancelText={t('common:cancel')} onConfirm={make}>
                <Button icon={<CalendarOutlined />} loading={action.isPending} data-testid="calendar-feed-replace">
                  {t('calendarFeed.replace')}
                </Button>
              </Popconfirm>
              <Popconfirm title={t('calendarFeed.revokeConfirm')} okText={t('calendarFeed.revoke')} cancelText={t('common:cancel')} onConfirm={revoke}>
                <Button danger loading={action.isPending} data-testid="calendar-feed-revoke">
                  {t('calendarFeed.revoke')}
                </Button>
              </Popconfirm>
            </>
          ) : (
            <Button type="primary" icon={<CalendarOutlined />} onClick={make} loading={action.isPending} data-testid="calendar-feed-create">
              {t('calendarFeed.create')}
            </Button>
          )}
        </Space>
      </>
    );
  }

  return (
    <SectionCard title={t('calendarFeed.title')}>
      <p>{t('calendarFeed.explanation')}</p>
      <ActionError error={action.error} onClose={action.reset} />
      {body}
    </SectionCard>
  );
}
