import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../notifications/notifications';
import type { AuditExportFormat } from './audit-criteria';

/** Exports everything the current search finds, as CSV or JSON, to a file the browser saves. */
export function AuditExport({ isExporting, onExport }: { isExporting: boolean; onExport: (format: AuditExportFormat) => Promise<string | undefined> }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const run = async (format: AuditExportFormat) => {
    const fileName = await onExport(format);
    if (fileName) notify({ severity: 'success', message: t('audit.export.saved', { fileName }) });
  };
  return (
    <Dropdown
      disabled={isExporting}
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: t('audit.export.csv'), 'data-testid': 'audit-export-csv' } as { key: string; label: string },
          { key: 'json', label: t('audit.export.json'), 'data-testid': 'audit-export-json' } as { key: string; label: string },
        ],
        onClick: ({ key }) => void run(key === 'json' ? 'json' : 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={isExporting} data-testid="audit-export">
        {t('audit.export.button')}
      </Button>
    </Dropdown>
  );
}
