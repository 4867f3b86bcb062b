import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Progress, Skeleton, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import type { DocumentVersion, LibraryDocument } from '../../api/document-answers';
import { useServerAction } from '../../app/actions/use-server-action';
import { ActionError } from '../../app/actions/ActionError';
import { DateTime } from '../../app/actions/DateTime';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useNotify } from '../../notifications/notifications';
import { checkDocumentFile } from '../clients/document-file-check';
import { formatFileSize } from '../clients/file-size';
import { useDocumentRules } from '../clients/use-document-rules';
import { useDocumentFiles } from './document-files';
import { downloadLibraryDocument, useDocumentVersions } from './use-library';
import { FileName } from './FileName';

/** Every version of a document's file, newest first, each downloadable; and a new version uploaded with its progress. */
export function DocumentVersions({ document, onChanged }: { document: LibraryDocument; onChanged(): void }) {
  const { t, i18n } = useTranslation('documents');
  const versions = useDocumentVersions(document.id);
  const files = useDocumentFiles();
  const { policy } = useDocumentRules();
  const notify = useNotify();
  const action = useServerAction();
  const [percent, setPercent] = useState<number>();
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (file: File) => {
    const found = await checkDocumentFile(file, policy);
    setProblems(found.map((message) => pickText(message, i18n.language)));
    if (found.length > 0) return;
    setPercent(0);
    try {
      await files.addVersion(document.id, file, (fraction) => setPercent(Math.round(fraction * 100)));
      notify({ severity: 'success', message: t('detail.versionAdded') });
      await versions.mutate();
      onChanged();
    } catch (error) {
      setProblems(error instanceof ApiError ? [error.message, ...error.fieldErrors.map((field) => field.message)] : [String(error)]);
    } finally {
      setPercent(undefined);
    }
  };

  const extra = (
    <Upload accept={policy.allowedTypes.join(',')} showUploadList={false} disabled={percent !== undefined} beforeUpload={(file) => (void upload(file), Upload.LIST_IGNORE)}>
      <Button size="small" icon={<CloudUploadOutlined />} loading={percent !== undefined} data-testid="new-version">
        {t('detail.newVersion')}
      </Button>
    </Upload>
  );

  return (
    <Card size="small" title={t('detail.versions')} extra={extra} data-testid="document-versions">
      <Flex vertical gap={8}>
        {percent !== undefined ? <Progress percent={percent} size="small" data-testid="version-progress" /> : null}
        {problems.length > 0 ? <Alert type="error" showIcon title={problems.map((problem) => <div key={problem}>{problem}</div>)} closable={{ onClose: () => setProblems([]) }} /> : null}
        <ActionError error={action.error} onClose={action.reset} />
        {versions.error ? (
          <ErrorState error={versions.error} onRetry={() => void versions.mutate()} />
        ) : (
          <VersionList versions={versions.data?.data} current={document.version} onDownload={(version) => void action.run(() => downloadLibraryDocument(files, document, version), { isQuiet: true })} />
        )}
      </Flex>
    </Card>
  );
}

/** The versions, newest first: number, the current one marked, file name, size, when and by whom, and its download. */
function VersionList({ versions, current, onDownload }: { versions: DocumentVersion[] | undefined; current: number; onDownload(version: DocumentVersion): void }) {
  const { t, i18n } = useTranslation('documents');
  if (!versions) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (versions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noVersions')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {versions.map((version) => (
        <li key={version.version} style={{ paddingBlock: 8 }} data-testid="version-row">
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Flex gap={8} align="center">
                <Typography.Text strong>{t('detail.version', { version: version.version })}</Typography.Text>
                {version.version === current ? <Tag color="blue">{t('detail.current')}</Tag> : null}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <Flex gap={8} wrap>
                  <FileName name={version.fileName} />
                  <bdi>{formatFileSize(version.size, i18n.language)}</bdi>
                  <DateTime value={version.uploadedAt} />
                  {version.uploadedByName ? <bdi>{version.uploadedByName}</bdi> : null}
                </Flex>
              </Typography.Text>
            </Flex>
            <Button type="link" size="small" icon={<DownloadOutlined />} aria-label={t('downloadNamed', { name: t('detail.version', { version: version.version }) })} onClick={() => onDownload(version)} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
