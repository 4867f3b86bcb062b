import { ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../app/actions/save-file';
import { useNotify } from '../../notifications/notifications';
import { useXmlApi } from './xml-api-context';
import { XML_EXPORT_FORMATS, type XmlExportFormat } from './xml-api-types';

/**
 * Exports the chosen files (spec 2 §7) in a format picked from its menu: one file with each file's summary, its
 * validation and its conversions (a spreadsheet with a sheet of the errors, a summary CSV, or the whole as JSON).
 */
export function XmlExportMenu({ documentIds, disabled }: { documentIds: string[]; disabled?: boolean }) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const notify = useNotify();
  const [isExporting, setExporting] = useState(false);

  const exportAs = async (format: XmlExportFormat) => {
    setExporting(true);
    try {
      const file = await xml.exportDocuments(documentIds, format);
      saveFile(file.blob, file.fileName ?? `xml-documents.${format}`);
      notify({ severity: 'success', message: t('batch.exported', { count: documentIds.length }) });
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dropdown
      disabled={disabled || isExporting}
      menu={{ items: XML_EXPORT_FORMATS.map((format) => ({ key: format, label: <span data-testid={`xml-batch-export-${format}`}>{t(`download.${format}`)}</span> })), onClick: ({ key }) => void exportAs(key as XmlExportFormat) }}
    >
      <Button icon={<ExportOutlined />} loading={isExporting} data-testid="xml-batch-export">
        {t('actions.export')}
      </Button>
    </Dropdown>
  );
}
