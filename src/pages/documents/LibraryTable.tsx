import { DeleteOutlined, DownloadOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LibraryDocument } from '../../api/document-answers';
import { UploadedBy } from './UploadedBy';
import { useOfficePath } from '../../app/office/use-office-path';
import { useTerm } from '../../app/office/use-term';
import { formatFileSize } from '../clients/file-size';
import { DocumentStatusTag } from './DocumentStatusTag';
import { FileName } from './FileName';

interface LibraryTableProps {
  documents: LibraryDocument[];
  isLoading: boolean;
  labelOf(type: string): string;
  selected: string[];
  onSelect(ids: string[]): void;
  downloading?: string;
  onDownload(document: LibraryDocument): void;
  onDelete(document: LibraryDocument): void;
}

/** The library's rows: name (opening its page), type, status, tags, its client, size, who uploaded it and when, and its actions. */
export function LibraryTable({ documents, isLoading, labelOf, selected, onSelect, downloading, onDownload, onDelete }: LibraryTableProps) {
  const { t, i18n } = useTranslation('documents');
  const term = useTerm();
  const officePath = useOfficePath();
  return (
    <Table<LibraryDocument>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={documents}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }}
      data-testid="library-table"
      columns={[
        {
          key: 'name',
          title: t('columns.name'),
          render: (_, document) => (
            <Flex vertical>
              <Link to={`/documents/${document.id}`} data-testid="document-link">
                <FileName name={document.name} />
              </Link>
              {document.fileName && document.fileName !== document.name ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <FileName name={document.fileName} />
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'type', title: t('columns.type'), render: (_, document) => labelOf(document.type) },
        { key: 'status', title: t('columns.status'), render: (_, document) => <DocumentStatusTag status={document.status} /> },
        {
          key: 'tags',
          title: t('columns.tags'),
          render: (_, document) => (
            <Flex gap={4} wrap>
              {document.tags.map((tag) => (
                <Tag key={tag} variant="filled">
                  <bdi>{tag}</bdi>
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'client',
          title: t('columns.client'),
          // The list names no client (the API answers its id only): a link to its page.
          render: (_, document) =>
            document.clientId ? (
              <Link to={officePath(`/clients/${document.clientId}`)} aria-label={t('openClient')}>
                <UserOutlined /> {term('client')}
              </Link>
            ) : null,
        },
        { key: 'size', title: t('columns.size'), render: (_, document) => (document.version > 0 ? <bdi>{formatFileSize(document.size, i18n.language)}</bdi> : null) },
        {
          key: 'uploaded',
          title: t('columns.uploaded'),
          render: (_, document) => <UploadedBy at={document.uploadedAt} by={document.uploadedByName} />,
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, document) => (
            <Space size={4}>
              <Button type="link" size="small" icon={<DownloadOutlined />} disabled={document.version === 0} loading={downloading === document.id} onClick={() => onDownload(document)} aria-label={t('downloadNamed', { name: document.name })} />
              <Popconfirm title={t('deleteConfirm')} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => onDelete(document)}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('deleteNamed', { name: document.name })} data-testid="document-delete" />
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
