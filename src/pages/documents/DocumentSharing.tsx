import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryDocument } from '../../api/document-answers';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useMemberDirectory } from '../records/use-member-directory';
import { SHARE_PERMISSIONS, saveDocumentShares, useDocumentShares, useRefreshHistory, type DocumentShare, type SharePermission } from './use-document-sharing';

interface DocumentSharingProps {
  document: LibraryDocument;
  /** How the list is saved: the server's PUT /{id}/shares; stories give their own. */
  save?: typeof saveDocumentShares;
}

/**
 * The members a document is shared with, each with their permission (view, edit, sign, manage), beside its sharing
 * level: one who may manage it (its owner, an admin, a member it is shared with to manage) changes a permission,
 * removes a member, or adds one of the office's team; each change saves the whole list at once.
 */
export function DocumentSharing({ document, save = saveDocumentShares }: DocumentSharingProps) {
  const { t } = useTranslation('documents');
  const shares = useDocumentShares(document.id);
  const directory = useMemberDirectory();
  const action = useServerAction();
  const refreshHistory = useRefreshHistory(document.id);
  const [picked, setPicked] = useState<string>();
  const [permission, setPermission] = useState<SharePermission>('view');
  const answer = shares.data?.data;

  const replace = async (next: readonly Pick<DocumentShare, 'userId' | 'permission'>[]) => {
    const saved = await action.run(() => save(document.id, { shares: next.map(({ userId, permission: allowed }) => ({ userId, permission: allowed })) }));
    if (!saved) return;
    await shares.mutate({ success: true, data: saved.data }, { revalidate: false });
    setPicked(undefined);
    refreshHistory();
  };

  const permissionOptions = SHARE_PERMISSIONS.map((value) => ({ value, label: t(`shares.permissions.${value}`), title: t(`shares.permissionHelp.${value}`) }));
  const body = () => {
    if (shares.error) return <ErrorState error={shares.error} title={t('shares.loadFailed')} onRetry={() => void shares.mutate()} />;
    if (!answer) {
      return (
        <div data-testid="shares-loading">
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      );
    }
    const list = answer.shares;
    const candidates = directory.members.filter((member) => member.userId !== document.ownerId && !list.some((share) => share.userId === member.userId));
    return (
      <Flex vertical gap={8}>
        {list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shares.empty')} data-testid="shares-empty" />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((share) => {
              const name = share.userName ?? t('shares.unnamed');
              return (
                <li key={share.userId} style={{ paddingBlock: 4 }} data-testid="share-row">
                  <Flex justify="space-between" align="center" gap={8}>
                    <bdi>{name}</bdi>
                    {answer.canManage ? (
                      <Flex gap={4} align="center">
                        <Select
                          size="small"
                          value={share.permission}
                          options={permissionOptions}
                          aria-label={`${t('shares.permission')}: ${name}`}
                          disabled={action.isPending}
                          onChange={(value: SharePermission) => void replace(list.map((entry) => (entry.userId === share.userId ? { ...entry, permission: value } : entry)))}
                          style={{ minWidth: 110 }}
                          data-testid="share-permission"
                        />
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('shares.remove', { name })} disabled={action.isPending} onClick={() => void replace(list.filter((entry) => entry.userId !== share.userId))} />
                      </Flex>
                    ) : (
                      <Typography.Text type="secondary">{t(`shares.permissions.${share.permission}`)}</Typography.Text>
                    )}
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
        {answer.canManage ? (
          <Flex gap={4} wrap align="center" data-testid="share-add">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              value={picked}
              placeholder={t('shares.pickMember')}
              aria-label={t('shares.member')}
              loading={directory.isLoading}
              options={candidates.map((member) => ({ value: member.userId, label: member.name || t('shares.unnamed') }))}
              onChange={(value: string) => setPicked(value)}
              style={{ flex: 1, minWidth: 140 }}
              data-testid="share-member"
            />
            <Select value={permission} options={permissionOptions} aria-label={t('shares.permission')} onChange={(value: SharePermission) => setPermission(value)} style={{ minWidth: 110 }} data-testid="share-new-permission" />
            <Button icon={<UserAddOutlined />} disabled={!picked} loading={action.isPending} onClick={() => picked && void replace([...list, { userId: picked, permission }])} data-testid="share-submit">
              {t('shares.add')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('shares.readOnly')}
          </Typography.Text>
        )}
        <ActionError error={action.error} onClose={action.reset} />
      </Flex>
    );
  };

  return (
    <Card size="small" title={t('shares.title')} data-testid="document-sharing">
      {body()}
    </Card>
  );
}
