import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeLabel } from '../../../engine/clients/document-types';
import { isLanguage } from '../../../engine/i18n/languages';
import { ActionError } from '../../app/actions/ActionError';
import { UploadedBy } from '../documents/UploadedBy';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { DocumentUploadCard } from './DocumentUploadCard';
import { SubjectWorkflow } from './SubjectWorkflow';
import { formatFileSize } from './file-size';
import { deleteClientDocument, downloadClientDocument, useClientDocuments, type ClientDocument } from './use-client-documents';
import { useDocumentRules } from './use-document-rules';
import { FileName } from '../documents/FileName';

/** The Documents tab: upload (checked against the office's policy first), the client's documents newest first, download and delete. */
export function ClientDocuments({ clientId, onChange }: { clientId: string; onChange(): void }) {
  const { t, i18n } = useTranslation('clients');
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const { policy, types } = useDocumentRules();
  const { data, error, isLoading, mutate } = useClientDocuments(clientId);
  const action = useServerAction();
  const [downloading, setDownloading] = useState<string>();

  const changed = async () => {
    await mutate();
    onChange();
  };
  const remove = async (document: ClientDocument) => {
    if ((await action.run(() => deleteClientDocument(clientId, document.id), { success: t('documents.deleted') })) !== undefined) await changed();
  };
  const download = async (document: ClientDocument) => {
    setDownloading(document.id);
    await action.run(() => downloadClientDocument(clientId, document), { isQuiet: true });
    setDownloading(undefined);
  };

  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  return (
    <Flex vertical gap={16}>
      <DocumentUploadCard clientId={clientId} policy={policy} types={types} onUploaded={() => void changed()} />
      <ActionError error={action.error} onClose={action.reset} />
      <Table<ClientDocument>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('documents.empty')} /> }}
        // A document's place in the office's document workflow opens under its row.
        expandable={{ expandedRowRender: (document) => <SubjectWorkflow clientId={clientId} documentId={document.id} /> }}
        columns={[
          {
            key: 'name',
            title: t('documents.columns.name'),
            render: (_, document) => (
              <Typography.Text strong>
                <FileName name={document.fileName} />
              </Typography.Text>
            ),
          },
          { key: 'type', title: t('documents.columns.type'), render: (_, document) => <Tag>{documentTypeLabel(types, document.type, language)}</Tag> },
          { key: 'size', title: t('documents.columns.size'), render: (_, document) => <bdi>{formatFileSize(document.size, i18n.language)}</bdi> },
          {
            key: 'uploaded',
            title: t('documents.columns.uploaded'),
            render: (_, document) => <UploadedBy at={document.uploadedAt} by={document.uploadedByName} />,
          },
          {
            key: 'actions',
            title: t('documents.columns.actions'),
            render: (_, document) => (
              <Space size={4}>
                <Button type="link" size="small" icon={<DownloadOutlined />} loading={downloading === document.id} onClick={() => void download(document)} aria-label={t('documents.downloadNamed', { name: document.fileName })}>
                  {t('documents.download')}
                </Button>
                <Popconfirm title={t('documents.deleteConfirm')} okText={t('documents.delete')} onConfirm={() => void remove(document)}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('documents.deleteNamed', { name: document.fileName })}>
                    {t('documents.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
