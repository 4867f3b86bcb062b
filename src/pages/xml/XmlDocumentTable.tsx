import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../app/money/format-money';
import { formatFileSize } from '../clients/file-size';
import { FileName } from '../documents/FileName';
import { UploadedBy } from '../documents/UploadedBy';
import { XmlStatusTag, XmlValidityTag } from './XmlStatusTag';
import type { XmlDocumentSummary } from './xml-api-types';
import type { XmlListParams, XmlSort } from './xml-list-params';

interface XmlDocumentTableProps {
  documents: readonly XmlDocumentSummary[];
  params: XmlListParams;
  basePath: string;
  isLoading: boolean;
  selected: string[];
  onSelect(ids: string[]): void;
  onSort(sortBy: XmlSort, sortOrder: 'asc' | 'desc'): void;
  downloading?: string;
  onDownload(document: XmlDocumentSummary): void;
  /** Deletes a file; without it (a reader) no row offers to. */
  onDelete?(document: XmlDocumentSummary): void;
}

const SORTABLE = new Set<string>(['uploadedAt', 'fileName', 'fileSize', 'status']);

/** The files' rows: status, validity, name (opening its page), size, upload, the business data, tags and the row's actions; sorted by the server. */
export function XmlDocumentTable({ documents, params, basePath, isLoading, selected, onSelect, onSort, downloading, onDownload, onDelete }: XmlDocumentTableProps) {
  const { t, i18n } = useTranslation('xml');
  const order = (key: XmlSort) => (params.sortBy === key ? (params.sortOrder === 'asc' ? 'ascend' : 'descend') : null);
  return (
    <Table<XmlDocumentSummary>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={[...documents]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => onSelect(keys.map(String)), getCheckboxProps: (row) => ({ 'aria-label': t('list.select', { name: row.fileName }) }) as object }}
      onRow={(row) => ({ 'data-testid': 'xml-row', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = String(one?.columnKey ?? '');
        if (one?.order && SORTABLE.has(key)) onSort(key as XmlSort, one.order === 'ascend' ? 'asc' : 'desc');
        else onSort('uploadedAt', 'desc');
      }}
      data-testid="xml-table"
      columns={[
        { key: 'status', title: t('columns.status'), sorter: true, sortOrder: order('status'), render: (_, row) => <XmlStatusTag status={row.status} /> },
        { key: 'validation', title: t('columns.validation'), render: (_, row) => <XmlValidityTag document={row} /> },
        {
          key: 'fileName',
          title: t('columns.fileName'),
          sorter: true,
          sortOrder: order('fileName'),
          render: (_, row) => (
            <Flex vertical>
              <Link to={`${basePath}/documents/${row.id}`} data-testid="xml-open">
                <FileName name={row.fileName} />
              </Link>
              {row.archiveName ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('list.fromArchive')} <FileName name={row.archiveName} />
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'fileSize', title: t('columns.size'), sorter: true, sortOrder: order('fileSize'), render: (_, row) => <bdi>{formatFileSize(row.fileSize, i18n.language)}</bdi> },
        { key: 'uploadedAt', title: t('columns.uploaded'), sorter: true, sortOrder: order('uploadedAt'), render: (_, row) => <UploadedBy at={row.uploadedAt} by={row.uploadedBy?.name ?? null} /> },
        {
          key: 'business',
          title: t('columns.business'),
          render: (_, row) => (
            <Flex vertical style={{ fontSize: 13 }}>
              {row.businessData.policyNumber ? (
                <span>
                  {t('business.policyNumber')}: <bdi dir="ltr">{row.businessData.policyNumber}</bdi>
                </span>
              ) : null}
              {row.businessData.clientIdNumber ? (
                <span>
                  {t('business.idNumber')}: <bdi dir="ltr">{row.businessData.clientIdNumber}</bdi>
                </span>
              ) : null}
              {row.businessData.amount !== null ? (
                <span>
                  {t('business.amount')}: <bdi>{formatMoney(row.businessData.amount, i18n.language)}</bdi>
                </span>
              ) : null}
            </Flex>
          ),
        },
        {
          key: 'tags',
          title: t('columns.tags'),
          render: (_, row) => (
            <Flex gap={4} wrap>
              {row.tags.map((tag) => (
                <Tag key={tag} variant="filled">
                  <bdi>{tag}</bdi>
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, row) => (
            <Space size={4}>
              <Link to={`${basePath}/documents/${row.id}`} aria-label={t('list.viewNamed', { name: row.fileName })}>
                <Button type="link" size="small" icon={<EyeOutlined />} tabIndex={-1} />
              </Link>
              <Button type="link" size="small" icon={<DownloadOutlined />} loading={downloading === row.id} onClick={() => onDownload(row)} aria-label={t('list.downloadNamed', { name: row.fileName })} data-testid="xml-download" />
              {onDelete ? (
                <Popconfirm title={t('list.deleteConfirm', { name: row.fileName })} okText={t('actions.delete')} cancelText={t('actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'xml-delete-yes' } as ButtonProps} onConfirm={() => onDelete(row)}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('list.deleteNamed', { name: row.fileName })} data-testid="xml-delete" />
                </Popconfirm>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
