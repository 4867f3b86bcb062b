import { Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { useServerAction } from '../../../app/actions/use-server-action';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOffice } from '../../../app/office/office-context';
import { api } from '../../../app/session';
import { OFFICE_SETTINGS_PATH } from '../office-settings/office-settings-types';
import { useOfficeSettings } from '../office-settings/use-office-settings';
import { revertPath, versionsKey, type SettingsVersion, type VersionsPage } from './history-types';
import { VersionDetails } from './VersionDetails';

const LIMIT = 20;

/**
 * /admin/history: every saved version of the office's settings, who saved it and what changed; any can be restored,
 * and the office can return to its office type's settings (no overrides), each as a new version.
 */
export function HistorySection() {
  const { t } = useTranslation('admin');
  const office = useOffice();
  const { mutate: mutateKey } = useSWRConfig();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<VersionsPage>(versionsKey(page, LIMIT));
  const restore = useServerAction();
  const settings = useOfficeSettings();
  const hasChanges = Object.keys(settings.settings?.overrides ?? {}).length > 0;
  const newest = data?.data[0]?.version;
  const partLabel = (part: string) => t(`history.parts.${part}`, { defaultValue: part });

  const onRestore = async (id: string) => {
    await restore.run(() => api.post(revertPath(id)), {
      after: async () => {
        setPage(1);
        await Promise.all([mutate(), mutateKey(OFFICE_SETTINGS_PATH)]);
        office.retry();
      },
    });
  };

  // The office type's settings are the version before the first: no overrides at all.
  const onResetAll = async () => {
    if (await settings.save(() => ({}))) {
      setPage(1);
      await mutate();
    }
  };

  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  return (
    <Flex vertical gap={12} data-testid="settings-history">
      <ActionError error={restore.error ?? settings.action.error} onClose={() => {
          restore.reset();
          settings.action.reset();
        }} />
      {hasChanges ? (
        <Flex justify="end">
          <Popconfirm
            title={t('history.resetAllTitle')}
            description={<div style={{ maxWidth: 320 }}>{t('history.resetAllText')}</div>}
            okText={t('history.resetAll')}
            cancelText={t('settings.cancel')}
            onConfirm={onResetAll}
          >
            <Button loading={settings.action.isPending} data-testid="reset-to-office-type">
              {t('history.resetAll')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : null}
      <Table<SettingsVersion>
        rowKey="version"
        loading={isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={t('history.empty')} /> }}
        pagination={{ current: page, pageSize: LIMIT, total: data?.pagination.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        expandable={{ expandedRowRender: (version) => <VersionDetails version={version} /> }}
        columns={[
          {
            title: t('history.version'),
            dataIndex: 'version',
            render: (version: number) => (
              <Flex gap={6} align="center">
                <Typography.Text strong>{version}</Typography.Text>
                {version === newest && <Tag color="green">{t('history.current')}</Tag>}
              </Flex>
            ),
          },
          { title: t('history.when'), dataIndex: 'createdAt', render: (value: string) => <DateTime value={value} /> },
          { title: t('history.who'), dataIndex: 'createdByName', render: (name: string | null) => <bdi>{name ?? t('history.unknownUser')}</bdi> },
          {
            title: t('history.changed'),
            key: 'changed',
            render: (_, version) => (
              <Flex gap={4} wrap>
                {version.changed.map((part) => (
                  <Tag key={part}>{partLabel(part)}</Tag>
                ))}
                {version.revertedFrom !== null && <Typography.Text type="secondary">{t('history.revertedFrom', { version: version.revertedFrom })}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: '',
            key: 'restore',
            align: 'end',
            render: (_, version) =>
              version.version === newest ? null : (
                <Popconfirm
                  title={t('history.restoreTitle', { version: version.version })}
                  description={<div style={{ maxWidth: 320 }}>{t('history.restoreText', { version: version.version })}</div>}
                  okText={t('history.restore')}
                  cancelText={t('settings.cancel')}
                  onConfirm={() => onRestore(version.id)}
                >
                  <Button size="small" loading={restore.isPending} data-testid={`restore-version-${version.version}`}>
                    {t('history.restore')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Flex>
  );
}
