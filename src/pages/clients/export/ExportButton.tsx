import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../../api/api-client-options';
import { api } from '../../../app/session';
import { useNotify } from '../../../notifications/notifications';
import type { ClientListParams } from '../client-list-params';
import { exportRequest, type ExportRequest } from './export-filters';
import { saveFile } from '../../../app/actions/save-file';

/**
 * Exports every row the list's filters match (not only the page) to a CSV or Excel file the browser saves; given
 * `selected`, only those rows (the list's bulk action).
 */
export function ExportButton({ params, selected }: { params: ClientListParams; selected?: readonly string[] }) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const [isBusy, setBusy] = useState(false);

  const onExport = async (format: ExportRequest['format']) => {
    setBusy(true);
    try {
      const file = await api.post<DownloadedFile>('/clients/client/export', exportRequest(params, format, selected), { responseType: 'blob' });
      const fileName = file.fileName ?? `export.${format}`;
      saveFile(file.blob, fileName);
      notify({ severity: 'success', message: t('transfer.exported', { fileName }) });
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error && error.message ? error.message : t('transfer.exportFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      disabled={isBusy}
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: t('transfer.exportCsv') },
          { key: 'xlsx', label: t('transfer.exportXlsx') },
        ],
        onClick: ({ key }) => void onExport(key === 'xlsx' ? 'xlsx' : 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={isBusy}>
        {selected ? t('transfer.exportSelected') : t('transfer.export')}
      </Button>
    </Dropdown>
  );
}
