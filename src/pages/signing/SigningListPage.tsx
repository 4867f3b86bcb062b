import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Input, Pagination, Segmented, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../app/chrome/ErrorState';
import { readSigningParams, SIGNING_PAGE_SIZE, SIGNING_STATUSES, SIGNING_TABS, writeSigningParams, type SigningListParams } from './signing-params';
import { SigningTable } from './SigningTable';
import { useSigningPage } from './use-signing';

// The send dialog (pdf.js and konva) is fetched when first opened.
const SendForSignatureDrawer = lazy(() => import('./SendForSignatureDrawer').then((module) => ({ default: module.SendForSignatureDrawer })));

/**
 * The office's signing workflows (issue 24) at /documents/workflows: those out and not closed, those waiting for the
 * caller, the completed and the drafts, each tab with its count; search and a status filter kept in the address; a
 * new request picks a PDF of the library.
 */
export function SigningListPage() {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = readSigningParams(search);
  const change = useCallback((changes: Partial<SigningListParams>) => setSearch(() => writeSigningParams(readSigningParams(new URLSearchParams(window.location.search)), changes)), [setSearch]);
  const list = useSigningPage(params);
  const [isSending, setSending] = useState(false);
  const page = list.data?.data;
  const isFiltered = Boolean(params.search || params.status.length || params.documentId);
  const openNew = () => setSending(true);

  const body = () => {
    if (list.error) return <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />;
    if (!page) {
      return (
        <div data-testid="signing-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (page.workflows.length === 0) {
      return (
        <Empty style={{ marginBlock: 48 }} description={<Typography.Paragraph strong>{isFiltered ? t('empty.filtered') : t('empty.title')}</Typography.Paragraph>} data-testid="signing-empty">
          {isFiltered ? null : (
            <Flex vertical align="center" gap={8}>
              <Typography.Text type="secondary">{t('empty.text')}</Typography.Text>
              <Button type="primary" icon={<PlusOutlined />} onClick={openNew} data-testid="signing-empty-new">
                {t('empty.cta')}
              </Button>
            </Flex>
          )}
        </Empty>
      );
    }
    return (
      <>
        <SigningTable workflows={page.workflows} isLoading={list.isValidating && !list.isLoading} />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockStart: 12 }}>
          <Typography.Text type="secondary" data-testid="signing-total">
            {t('total', { count: page.total })}
          </Typography.Text>
          <Pagination current={params.page} pageSize={SIGNING_PAGE_SIZE} total={page.total} showSizeChanger={false} hideOnSinglePage onChange={(current) => change({ page: current })} />
        </Flex>
      </>
    );
  };

  return (
    <section aria-labelledby="signing-title" data-testid="signing-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id="signing-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={openNew} data-testid="signing-new">
          {t('new')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Segmented
        aria-label={t('tabsLabel')}
        value={params.tab}
        onChange={(tab) => change({ tab })}
        options={SIGNING_TABS.map((tab) => ({
          value: tab,
          label: (
            <span data-testid={`signing-tab-${tab}`}>
              {t(`tabs.${tab}`)} <Badge count={page?.counts[tab] ?? 0} showZero color={tab === 'waiting' && (page?.counts.waiting ?? 0) > 0 ? 'red' : 'gray'} size="small" data-testid={`signing-count-${tab}`} />
            </span>
          ),
        }))}
        style={{ marginBlockEnd: 16 }}
      />
      <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
        <Input.Search
          key={params.search ?? ''}
          defaultValue={params.search}
          placeholder={t('search')}
          aria-label={t('search')}
          allowClear
          style={{ inlineSize: 320, maxInlineSize: '100%' }}
          onSearch={(value) => change({ search: value.trim() || undefined })}
          data-testid="signing-search"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('statusFilter')}
          aria-label={t('statusFilter')}
          value={params.status}
          onChange={(status) => change({ status })}
          options={SIGNING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          style={{ minInlineSize: 220 }}
          data-testid="signing-status-filter"
        />
      </Flex>
      {body()}
      {isSending ? (
        <Suspense fallback={null}>
          <SendForSignatureDrawer
            onClose={() => setSending(false)}
            onSaved={(workflow) => {
              setSending(false);
              navigate(`/documents/workflows/${workflow.id}`);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
