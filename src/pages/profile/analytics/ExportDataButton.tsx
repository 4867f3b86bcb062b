import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { useServerAction } from '../../../app/actions/use-server-action';
import { downloadJson } from './download-json';

/** Downloads everything kept about the user (GET /api/users/profile/export?format=json) as a JSON file. */
export function ExportDataButton() {
  const { t } = useTranslation('profile');
  const action = useServerAction();
  const onExport = async () => {
    const answer = await action.run(() => api.get<unknown>('/users/profile/export?format=json'), { success: t('data.exported') });
    if (answer !== undefined) downloadJson(answer, `lishka-export-${new Date().toISOString().slice(0, 10)}.json`);
  };
  return (
    <>
      <ActionError error={action.error} onClose={action.reset} />
      <Button icon={<DownloadOutlined />} onClick={onExport} loading={action.isPending}>
        {t('data.export')}
      </Button>
    </>
  );
}
