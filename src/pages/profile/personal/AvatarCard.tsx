import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type * as Api from '../../../api/generated/api-types';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { useServerAction } from '../../../app/actions/use-server-action';
import { AVATAR_LIMITS, checkAvatarFile, type AvatarProblem } from './avatar-file-check';

const ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** The profile picture as the server has it, with upload (checked here first) and removal. */
export function AvatarCard({ name, avatarUrl, onChanged }: { name: string; avatarUrl: string | null; onChanged: (avatarUrl: string | null) => void }) {
  const { t } = useTranslation('profile');
  const action = useServerAction();
  const [problems, setProblems] = useState<AvatarProblem[]>([]);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0])
    .slice(0, 2)
    .join('');

  const onFile = async (file: File) => {
    action.reset();
    const found = await checkAvatarFile(file);
    setProblems(found);
    if (found.length > 0) return;
    const body = new FormData();
    body.append('avatar', file, file.name);
    const answer = await action.run(() => api.post<Api.AvatarUploaded>('/users/profile/avatar', body), { success: t('avatar.uploaded') });
    if (answer) onChanged(answer.data.avatarUrl);
  };

  const onDelete = async () => {
    setProblems([]);
    if (await action.run(() => api.delete('/users/profile/avatar'))) onChanged(null);
  };

  return (
    <Flex gap={24} align="center" wrap>
      <Avatar size={96} src={avatarUrl ?? undefined} alt={avatarUrl ? t('avatar.alt', { name }) : undefined} style={{ fontSize: 32, flex: 'none' }}>
        {initials}
      </Avatar>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 240 }}>
        <Flex gap={8} wrap>
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => {
              void onFile(file);
              return Upload.LIST_IGNORE;
            }}>
            <Button icon={<UploadOutlined />} loading={action.isPending}>
              {avatarUrl ? t('avatar.replace') : t('avatar.upload')}
            </Button>
          </Upload>
          {avatarUrl && (
            <Popconfirm title={t('avatar.deleteConfirm')} okText={t('avatar.delete')} cancelText={t('common:cancel')} onConfirm={onDelete}>
              <Button danger icon={<DeleteOutlined />} disabled={action.isPending}>
                {t('avatar.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Typography.Text type="secondary">
          <Trans t={t} i18nKey="avatar.limits" values={AVATAR_LIMITS} components={{ n: <bdi /> }} />
        </Typography.Text>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={problems.map((problem) => (
              <div key={problem}>
                <Trans t={t} i18nKey={`avatar.problems.${problem}`} values={AVATAR_LIMITS} components={{ n: <bdi /> }} />
              </div>
            ))}
          />
        )}
        <ActionError error={action.error} onClose={action.reset} />
      </Flex>
    </Flex>
  );
}
