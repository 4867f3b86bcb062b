import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importFileProblem } from './import-file-check';

/** Step 1: choose a CSV or XLSX file; one too large or of another kind is refused here, before it is sent. */
export function ImportFileStep({ isBusy, error, onFile }: { isBusy: boolean; error?: string; onFile(file: File): void }) {
  const { t } = useTranslation('clients');
  const [problem, setProblem] = useState<'tooLarge' | 'wrongType'>();

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        showUploadList={false}
        disabled={isBusy}
        beforeUpload={(file) => {
          const found = importFileProblem(file);
          setProblem(found);
          if (!found) onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Paragraph strong>{t('transfer.chooseFile')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('transfer.fileHint')}</Typography.Paragraph>
      </Upload.Dragger>
      {problem ? <Alert type="error" showIcon title={t(`transfer.${problem}`)} /> : null}
      {error ? <Alert type="error" showIcon title={t('transfer.failedToRead')} description={error} /> : null}
    </Flex>
  );
}
