import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { saveFile } from '../../../app/actions/save-file';
import type { ImportFieldError, ImportResult } from './import-api';
import { fieldLabelKey } from './import-fields';

/** Steps 3 and 4: what a dry run would do or what the import did, with every refused row and its messages in the current language. */
export function ImportResultView({ result }: { result: ImportResult }) {
  const { t, i18n } = useTranslation('clients');
  const labelOf = (field: string): string => {
    const key = fieldLabelKey(field) ?? fieldLabelKey(field.split('.').at(-1) ?? '');
    return key ? t(key) : field;
  };
  const messageOf = (error: ImportFieldError): string => pickText(error.messages, i18n.language) || error.message;
  const counts = result.dryRun
    ? [t('transfer.wouldImport', { count: result.imported }), t('transfer.wouldSkip', { count: result.skipped }), t('transfer.wouldFail', { count: result.failed })]
    : [t('transfer.imported', { count: result.imported }), t('transfer.skipped', { count: result.skipped }), t('transfer.failed', { count: result.failed })];
  const errorFile = result.errorFileCsv;

  return (
    <Flex vertical gap={12} data-testid="import-result">
      <Alert
        type={result.failed > 0 ? 'warning' : 'success'}
        showIcon
        title={counts[0]}
        description={
          <Flex vertical>
            {counts.slice(1).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Flex>
        }
      />
      {result.dryRun && result.imported === 0 ? <Alert type="info" showIcon title={t('transfer.nothingToImport')} /> : null}
      {result.errors.length > 0 ? (
        <Flex vertical gap={8} role="list" style={{ maxHeight: 260, overflowY: 'auto', padding: 12, border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8 }}>
          {result.errors.map((failure) => (
            <Flex vertical key={failure.row} role="listitem">
              <Typography.Text strong>{t('transfer.row', { row: failure.row })}</Typography.Text>
              {failure.errors.map((error) => (
                <Typography.Text key={`${error.field}:${error.message}`} type="danger">
                  {labelOf(error.field)}: {messageOf(error)}
                </Typography.Text>
              ))}
            </Flex>
          ))}
        </Flex>
      ) : null}
      {!result.dryRun && errorFile ? (
        <Button icon={<DownloadOutlined />} onClick={() => saveFile(new Blob([errorFile], { type: 'text/csv;charset=utf-8' }), 'rows-to-fix.csv')} style={{ alignSelf: 'start' }}>
          {t('transfer.downloadErrors')}
        </Button>
      ) : null}
    </Flex>
  );
}
