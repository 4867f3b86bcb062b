import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { DateTime } from '../../app/actions/DateTime';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { formatMoney } from '../../app/money/format-money';
import { formatFileSize } from '../clients/file-size';
import { FileName } from '../documents/FileName';
import { XmlStatusTag, XmlValidityTag } from './XmlStatusTag';
import { XmlTagsEditor } from './XmlTagsEditor';
import type { XmlDocumentDetails, XmlTransformation } from './xml-api-types';
import { useXmlRights } from './use-xml-rights';

const ltr = (value: string | number | null | undefined): ReactNode => (value === null || value === undefined || value === '' ? '—' : <bdi dir="ltr">{value}</bdi>);

/** Every field of the file (spec 2 §3), its business data and the clearing house's header, its tags (editable) and the transformations made of it, each downloadable. */
export function XmlMetadataTab({ document, onChanged, onDownloadTransformation }: { document: XmlDocumentDetails; onChanged(): void; onDownloadTransformation(transformation: XmlTransformation): void }) {
  const { t, i18n } = useTranslation('xml');
  const { canEdit } = useXmlRights();
  const business = document.businessData;
  const header = document.holdingsHeader;
  return (
    <Flex vertical gap={16} data-testid="xml-metadata">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'fileName', label: t('columns.fileName'), children: <FileName name={document.fileName} /> },
          { key: 'size', label: t('columns.size'), children: <bdi>{formatFileSize(document.fileSize, i18n.language)}</bdi> },
          { key: 'uploadedAt', label: t('meta.uploadedAt'), children: <DateTime value={document.uploadedAt} /> },
          { key: 'uploadedBy', label: t('meta.uploadedBy'), children: document.uploadedBy ? <bdi>{document.uploadedBy.name}</bdi> : '—' },
          { key: 'status', label: t('columns.status'), children: <XmlStatusTag status={document.status} /> },
          { key: 'validation', label: t('columns.validation'), children: <XmlValidityTag document={document} /> },
          { key: 'schema', label: t('meta.schema'), children: document.schemaName ?? '—' },
          { key: 'archive', label: t('meta.archive'), children: document.archiveName ? <FileName name={document.archiveName} /> : '—' },
          { key: 'root', label: t('meta.rootElement'), children: ltr(document.rootElement) },
          { key: 'namespace', label: t('meta.namespace'), children: ltr(document.namespace) },
          { key: 'encoding', label: t('meta.encoding'), children: ltr(document.encoding) },
          { key: 'elements', label: t('meta.elementCount'), children: document.elementCount === null ? '—' : <bdi>{new Intl.NumberFormat(i18n.language).format(document.elementCount)}</bdi> },
          { key: 'description', label: t('meta.description'), span: 'filled', children: document.description ?? '—' },
        ]}
      />
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('meta.business')}
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'policy', label: t('business.policyNumber'), children: ltr(business.policyNumber) },
            { key: 'id', label: t('business.idNumber'), children: ltr(business.clientIdNumber) },
            { key: 'amount', label: t('business.amount'), children: business.amount === null ? '—' : <bdi>{formatMoney(business.amount, i18n.language)}</bdi> },
            { key: 'effective', label: t('business.effectiveDate'), children: business.effectiveDate ? <DateTime value={business.effectiveDate} dateOnly /> : '—' },
            { key: 'counts', label: t('meta.counts'), span: 'filled', children: t('meta.countsValue', { policies: document.policyCount, members: document.memberCount, unmatched: document.unmatchedMembers }) },
            ...(header
              ? [
                  { key: 'producer', label: t('meta.producer'), children: header.producerName ? <bdi>{header.producerName}</bdi> : '—' },
                  { key: 'sender', label: t('meta.sender'), children: header.senderName ? <bdi>{header.senderName}</bdi> : '—' },
                  { key: 'producedAt', label: t('meta.producedAt'), children: header.producedAt ? <DateTime value={header.producedAt} /> : '—' },
                  { key: 'fileNumber', label: t('meta.fileNumber'), children: ltr(header.fileNumber) },
                  { key: 'version', label: t('meta.version'), children: ltr(header.version) },
                ]
              : []),
          ]}
        />
      </div>
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('columns.tags')}
        </Typography.Title>
        {canEdit ? (
          <XmlTagsEditor key={document.tags.join('\n')} documentId={document.id} tags={document.tags} onSaved={onChanged} />
        ) : (
          <Flex gap={4} wrap data-testid="xml-tags-read">
            {document.tags.length ? document.tags.map((tag) => <ReadableTag key={tag}>{tag}</ReadableTag>) : <Typography.Text type="secondary">—</Typography.Text>}
          </Flex>
        )}
      </div>
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('meta.transformations')}
        </Typography.Title>
        <Table<XmlTransformation>
          size="small"
          rowKey="id"
          dataSource={document.transformations}
          pagination={false}
          locale={{ emptyText: t('meta.noTransformations') }}
          scroll={{ x: 'max-content' }}
          data-testid="xml-transformations"
          columns={[
            { key: 'type', title: t('transform.type'), render: (_, row) => t(`transform.types.${row.type}`) },
            { key: 'format', title: t('transform.format'), render: (_, row) => <bdi dir="ltr">{row.outputFormat.toUpperCase()}</bdi> },
            { key: 'result', title: t('meta.result'), render: (_, row) => (row.success ? <ReadableTag color="green">{t('meta.rows', { count: row.rowCount })}</ReadableTag> : <Typography.Text type="danger">{row.error ? pickText(row.error, i18n.language) : t('meta.failed')}</Typography.Text>) },
            { key: 'created', title: t('meta.createdAt'), render: (_, row) => <DateTime value={row.createdAt} /> },
            { key: 'by', title: t('meta.createdBy'), render: (_, row) => (row.createdBy ? <bdi>{row.createdBy}</bdi> : '—') },
            { key: 'download', title: t('columns.actions'), render: (_, row) => (row.success ? <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => onDownloadTransformation(row)} aria-label={t('meta.downloadTransformation')} /> : null) },
          ]}
        />
      </div>
    </Flex>
  );
}
