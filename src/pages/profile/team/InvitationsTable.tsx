import { Button, Empty, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { useOffice } from '../../../app/office/office-context';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { useServerAction } from '../../../app/actions/use-server-action';
import { INVITATIONS_PATH, type Invitation } from './use-invitations';
import { StatusTag } from '../parts/StatusTag';

const STATUS_TONES = { pending: 'pending', accepted: 'success', revoked: 'neutral', expired: 'warning' } as const;

/** The office's invitations with their state; a pending or expired one can be sent again, a pending one revoked. */
export function InvitationsTable({ invitations, isLoading, onChanged }: { invitations: Invitation[]; isLoading: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const { runtime } = useOffice();
  const action = useServerAction();
  const roleName = (id: string) => pickText(runtime?.config.security.roles.find((role) => role.id === id)?.name, i18n.language) || id;

  const resend = async (id: string) => {
    if (await action.run(() => api.post(`${INVITATIONS_PATH}/${id}/resend`))) onChanged();
  };
  const revoke = async (id: string) => {
    if (await action.run(() => api.delete(`${INVITATIONS_PATH}/${id}`))) onChanged();
  };

  return (
    <>
      <ActionError error={action.error} onClose={action.reset} />
      <Table<Invitation>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={isLoading}
        dataSource={invitations}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('team.empty')} /> }}
        columns={[
          { key: 'email', title: t('team.email'), render: (_, item) => <bdi className="ltr-text">{item.email}</bdi> },
          { key: 'role', title: t('team.role'), render: (_, item) => <>{t(`shell:roles.${item.role}`)} · {roleName(item.professionalRole)}</> },
          { key: 'status', title: t('team.status'), render: (_, item) => <StatusTag tone={STATUS_TONES[item.status]}>{t(`team.statuses.${item.status}`)}</StatusTag> },
          { key: 'invitedBy', title: t('team.invitedBy'), render: (_, item) => item.invitedBy?.name ?? '—' },
          { key: 'sent', title: t('team.sent'), render: (_, item) => <DateTime value={item.sentAt} /> },
          { key: 'expires', title: t('team.expires'), render: (_, item) => <DateTime value={item.expiresAt} /> },
          {
            key: 'actions',
            title: t('team.actions'),
            render: (_, item) => (
              <Space wrap>
                {(item.status === 'pending' || item.status === 'expired') && (
                  <Button size="small" onClick={() => resend(item.id)} disabled={action.isPending} aria-label={t('team.resendFor', { email: item.email })}>
                    {t('team.resend')}
                  </Button>
                )}
                {item.status === 'pending' && (
                  <Popconfirm title={t('team.revokeConfirm')} okText={t('team.revoke')} cancelText={t('common:cancel')} onConfirm={() => revoke(item.id)}>
                    <Button size="small" danger disabled={action.isPending} aria-label={t('team.revokeFor', { email: item.email })}>
                      {t('team.revoke')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
