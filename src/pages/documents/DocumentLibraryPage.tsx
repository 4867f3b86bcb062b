import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LibraryDocument } from '../../api/document-answers';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTerm } from '../../app/office/use-term';
import { loadNamespaces } from '../../i18n/load-namespaces';
import { useDocumentFiles } from './document-files';
import { LibraryBulkBar } from './LibraryBulkBar';
import { LibraryFilters } from './LibraryFilters';
import { LIBRARY_PAGE_SIZES, LIBRARY_VIEWS, readLibraryParams, VIEW_STATUSES, writeLibraryParams, type LibraryParams } from './library-params';
import { LibraryTable } from './LibraryTable';
import { LIBRARY_UPLOAD_ID, LibraryUpload } from './LibraryUpload';
import { TemplatesTab } from './TemplatesTab';
import { deleteLibraryDocument, downloadLibraryDocument, useLibraryPage, useLibraryTags } from './use-library';
import { useLibraryTypes } from './use-library-types';

// Producing from a template is fetched when first asked for, with the client picker's strings.
const GenerateDocumentDrawer = lazy(() => Promise.all([import('./GenerateDocumentDrawer'), loadNamespaces('opportunities')]).then(([module]) => ({ default: module.GenerateDocumentDrawer })));

// The empty state's call to action opens the upload card's file chooser.
const chooseFiles = () => document.querySelector<HTMLInputElement>(`#${LIBRARY_UPLOAD_ID} input[type=file]`)?.click();

/**
 * The office's library (issue 23) at /documents: every document, those pending review, the completed, and the
 * office's templates (its office type's and its own, written in the template editor), each produced beside its live preview; the office's types, the server's search (inside the files too) and tags, kept in the address;
 * upload by drag and drop with each file's progress; download and delete, one row or the selected ones.
 */
export function DocumentLibraryPage() {
  const { t } = useTranslation('documents');
  const term = useTerm();
  const [search, setSearch] = useSearchParams();
  const params = readLibraryParams(search);
  const change = useCallback((changes: Partial<LibraryParams>) => setSearch(() => writeLibraryParams(readLibraryParams(new URLSearchParams(window.location.search)), changes)), [setSearch]);
  const { options, labelOf } = useLibraryTypes();
  const list = useLibraryPage(params);
  const tags = (useLibraryTags().data?.data ?? []).map((entry) => entry.tag);
  const files = useDocumentFiles();
  const action = useServerAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [downloading, setDownloading] = useState<string>();
  const [producing, setProducing] = useState<string>();
  const page = list.data?.data;
  const documents = page?.documents ?? [];
  const isFiltered = Boolean(params.q || params.type || params.tag || params.status || params.stage || params.view !== 'all');

  const refresh = () => {
    setSelected([]);
    void list.mutate();
  };
  const download = async (document: LibraryDocument) => {
    setDownloading(document.id);
    await action.run(() => downloadLibraryDocument(files, document), { isQuiet: true });
    setDownloading(undefined);
  };
  const remove = async (document: LibraryDocument) => {
    if ((await action.run(() => deleteLibraryDocument(document.id), { success: t('deleted') })) !== undefined) refresh();
  };

  const body = () => {
    if (params.view === 'templates') return <TemplatesTab labelOf={labelOf} type={params.type} onProduce={setProducing} />;
    if (list.error) return <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />;
    if (!page) {
      return (
        <div data-testid="library-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (documents.length === 0) {
      return (
        <Empty style={{ marginBlock: 48 }} description={<Typography.Paragraph strong>{isFiltered ? t('empty.filtered') : t('empty.title')}</Typography.Paragraph>} data-testid="library-empty">
          {isFiltered ? null : (
            <Flex vertical align="center" gap={8}>
              <Typography.Text type="secondary">{t('empty.text')}</Typography.Text>
              <Button type="primary" icon={<CloudUploadOutlined />} onClick={chooseFiles} data-testid="library-empty-upload">
                {t('empty.cta')}
              </Button>
            </Flex>
          )}
        </Empty>
      );
    }
    return (
      <>
        <LibraryBulkBar selected={documents.filter((document) => selected.includes(document.id))} onDone={refresh} />
        <LibraryTable documents={documents} isLoading={list.isValidating && !list.isLoading} labelOf={labelOf} selected={selected} onSelect={setSelected} downloading={downloading} onDownload={(document) => void download(document)} onDelete={(document) => void remove(document)} />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockStart: 12 }}>
          <Typography.Text type="secondary" data-testid="library-total">
            {page.isTotalExact ? t('total', { count: page.total }) : t('totalMore', { count: page.total })}
          </Typography.Text>
          <Pagination current={params.page} pageSize={params.limit} total={page.total} pageSizeOptions={LIBRARY_PAGE_SIZES.map(String)} showSizeChanger onChange={(current, limit) => change(limit !== params.limit ? { limit } : { page: current })} />
        </Flex>
      </>
    );
  };

  return (
    <section aria-labelledby="library-title" data-testid="library-page">
      <Typography.Title level={1} id="library-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
        {term('documents')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Segmented
        aria-label={t('viewsLabel')}
        value={params.view}
        onChange={(view) => {
          setSelected([]);
          change({ view });
        }}
        // A tab that lists statuses says which, on hover (pending review: pending and in review).
        options={LIBRARY_VIEWS.map((view) => ({ value: view, title: VIEW_STATUSES[view]?.map((status) => t(`status.${status}`)).join(', '), label: <span data-testid={`library-view-${view}`}>{t(`views.${view}`)}</span> }))}
        style={{ marginBlockEnd: 16 }}
      />
      {params.view === 'templates' ? null : (
        <>
          <LibraryUpload types={options} tagOptions={tags} onUploaded={() => void list.mutate()} />
          <LibraryFilters params={params} types={options} tags={tags} onChange={change} />
          <ActionError error={action.error} onClose={action.reset} />
        </>
      )}
      {body()}
      {producing ? (
        <Suspense fallback={null}>
          <GenerateDocumentDrawer key={producing} templateId={producing} onClose={() => setProducing(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
