import { Button, Empty, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useOwnKey } from '../parts/use-own-key';
import { useServerAction } from '../../../app/actions/use-server-action';
import { describeUserAgent } from './user-agent';

/** What GET /api/users/sessions answers: the open sessions (generated from server/modules/sessions). */
type SessionsAnswer = Api.SessionsAnswer;

/** An open session. */
type OpenSession = SessionsAnswer['data'][number];

/** The user's open sessions, with ending one or all the others. */
export function SessionsCard({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useSWR<SessionsAnswer>(useOwnKey('/users/sessions'));
  const action = useServerAction();
  const sessions = data?.data;
  const others = sessions?.filter((session) => !session.isCurrent).length ?? 0;

  const endOne = async (id: string) => {
    if (await action.run(() => api.delete(`/users/sessions/${id}`), { success: t('sessions.ended') })) void mutate();
  };
  const endOthers = async () => {
    const answer = await action.run(() => api.post('/users/sessions/end-others'), { success: t('sessions.endedOthers') });
    if (answer) void mutate();
  };

  let body;
  if (error && !sessions) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !sessions) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else
    body = (
      <Table<OpenSession>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={sessions}
        locale={{ emptyText: <Empty description={t('sessions.empty')} /> }}
        columns={[
          {
            key: 'device',
            title: t('sessions.device'),
            render: (_, session) => (
              <>
                <span title={session.userAgent ?? undefined}>{describeUserAgent(session.userAgent) ?? t('sessions.unknownDevice')}</span>
                {session.isCurrent && (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    {t('sessions.current')}
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'ip', title: t('sessions.ip'), render: (_, session) => (session.ip ? <bdi className="ltr-text">{session.ip}</bdi> : '—') },
          { key: 'lastSeen', title: t('sessions.lastSeen'), render: (_, session) => <DateTime value={session.lastSeenAt} /> },
          { key: 'created', title: t('sessions.created'), render: (_, session) => <DateTime value={session.createdAt} /> },
          {
            key: 'actions',
            title: t('sessions.actions'),
            render: (_, session) =>
              session.isCurrent ? null : (
                <Popconfirm title={t('sessions.endConfirm')} okText={t('sessions.end')} cancelText={t('common:cancel')} onConfirm={() => endOne(session.id)}>
                  <Button size="small" danger disabled={action.isPending}>
                    {t('sessions.end')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    );

  return (
    <SectionCard
      level={level}
      title={t('sessions.title')}
      extra={
        <Popconfirm title={t('sessions.endOthersConfirm')} okText={t('sessions.endOthers')} cancelText={t('common:cancel')} onConfirm={endOthers} disabled={others === 0}>
          <Button danger disabled={others === 0 || action.isPending}>
            {t('sessions.endOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <ActionError error={action.error} onClose={action.reset} />
      {body}
    </SectionCard>
  );
}
