import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { XmlBatchBar } from './XmlBatchBar';
import { XmlDocumentTable } from './XmlDocumentTable';
import { XmlFilters } from './XmlFilters';
import { useXmlApi } from './xml-api-context';
import type { XmlDocumentSummary, XmlListAnswer, XmlSchemaView } from './xml-api-types';
import { downloadXml } from './xml-download';
import { isFiltered, XML_PAGE_SIZES, xmlListPath } from './xml-list-params';
import { useXmlListParams } from './use-xml-list-params';
import { useXmlOfficeTags } from './use-xml-office-tags';
import { useXmlRights } from './use-xml-rights';

/**
 * The files (spec 2 §2): filters, the selection's batch actions, the rows with view, download and delete, and the
 * pages (10 by default); loading, empty (with the upload) and failed states.
 */
export function XmlDocumentsTab({ basePath, schemas, onUpload }: { basePath: string; schemas: readonly XmlSchemaView[]; onUpload?(): void }) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const [params, change] = useXmlListParams();
  const list = useSWR<XmlListAnswer>(xmlListPath(params), { keepPreviousData: true });
  const action = useServerAction();
  const { canEdit } = useXmlRights();
  const [selected, setSelected] = useState<string[]>([]);
  const [downloading, setDownloading] = useState<string>();
  // The filter offers every tag of the office's files, not only those of the page shown.
  const officeTags = useXmlOfficeTags();
  const rows = list.data?.data;

  const refresh = () => {
    void list.mutate();
    officeTags.refresh();
  };
  const download = async (document: XmlDocumentSummary) => {
    setDownloading(document.id);
    await action.run(() => downloadXml(xml, document), { isQuiet: true });
    setDownloading(undefined);
  };
  const remove = async (document: XmlDocumentSummary) => {
    if ((await action.run(() => xml.remove(document.id), { success: t('list.deleted', { name: document.fileName }) })) !== undefined) {
      setSelected((current) => current.filter((id) => id !== document.id));
      refresh();
    }
  };

  const body = () => {
    if (list.error) return <ErrorState error={list.error} title={t('list.loadFailed')} onRetry={refresh} />;
    if (!list.data || !rows) {
      return (
        <div role="status" aria-label={t('list.loading')} data-testid="xml-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (rows.length === 0) {
      return (
        <Empty style={{ marginBlock: 48 }} description={<Typography.Paragraph strong>{isFiltered(params) ? t('list.emptyFiltered') : t('list.empty')}</Typography.Paragraph>} data-testid="xml-empty">
          {isFiltered(params) || !onUpload ? null : (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={onUpload} data-testid="xml-empty-upload">
              {t('upload.open')}
            </Button>
          )}
        </Empty>
      );
    }
    const { pagination } = list.data;
    return (
      <>
        <XmlBatchBar
          selected={selected}
          schemas={schemas}
          onDone={(removed) => {
            if (removed) setSelected([]);
            refresh();
          }}
        />
        <XmlDocumentTable
          documents={rows}
          params={params}
          basePath={basePath}
          isLoading={list.isValidating && !list.isLoading}
          selected={selected}
          onSelect={setSelected}
          onSort={(sortBy, sortOrder) => change({ sortBy, sortOrder })}
          downloading={downloading}
          onDownload={(document) => void download(document)}
          {...(canEdit ? { onDelete: (document: XmlDocumentSummary) => void remove(document) } : {})}
        />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockStart: 12 }}>
          <Typography.Text type="secondary" data-testid="xml-total">
            {t('list.total', { count: pagination.total })}
          </Typography.Text>
          <Pagination current={params.page} pageSize={params.limit} total={pagination.total} pageSizeOptions={XML_PAGE_SIZES.map(String)} showSizeChanger onChange={(page, limit) => change(limit !== params.limit ? { limit } : { page })} data-testid="xml-pagination" />
        </Flex>
      </>
    );
  };

  return (
    <>
      <XmlFilters params={params} tags={officeTags.tags} onChange={change} />
      <ActionError error={action.error} onClose={action.reset} />
      {body()}
    </>
  );
}
