import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { AreaPage } from '../shell/AreaPage';
import { readRecordListParams, writeRecordListParams, type RecordListParams } from './record-api-paths';
import { RecordBoard } from './RecordBoard';
import { RecordFilters } from './RecordFilters';
import { RecordTable } from './RecordTable';
import { TotalLine } from './TotalLine';
import { useCanChange } from './use-can-change';
import { useRecordList } from './use-record-list';
import { useRecordModule, type RecordModule } from './use-record-module';

/** A records module's list (/matters): its declared columns, search, stage filter, "show more", and a board by stage. */
export function RecordListPage({ moduleId }: { moduleId: string }) {
  const { isLoading } = useOffice();
  const module = useRecordModule(moduleId);
  if (!module) return isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : <AreaPage />;
  return <RecordList module={module} />;
}

function RecordList({ module }: { module: RecordModule }) {
  const { t, i18n } = useTranslation('records');
  const [search, setSearch] = useSearchParams();
  const params = readRecordListParams(search);
  const canChange = useCanChange(module);
  const isBoard = params.view === 'board' && module.collection.workflow !== undefined;
  const list = useRecordList(module.module.id, params, { isPaused: isBoard });
  const change = useCallback((changes: Partial<RecordListParams>) => {
    // From the address as it is now, not as last rendered: two changes in a row both stay.
    setSearch(() => writeRecordListParams(readRecordListParams(new URLSearchParams(window.location.search)), changes));
  }, [setSearch]);
  const isFiltered = Boolean(params.search || params.stage);
  const holder = pickText(module.holder.name, i18n.language);

  return (
    <section aria-labelledby="record-list-title">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="record-list-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {pickText(module.module.name, i18n.language) || module.nouns.Records}
          </Typography.Title>
          {module.module.description ? <Typography.Text type="secondary">{pickText(module.module.description, i18n.language)}</Typography.Text> : null}
        </div>
        {canChange ? (
          <Link to={`${module.path}/new`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="record-add">
              {t('list.add', module.nouns)}
            </Button>
          </Link>
        ) : null}
      </Flex>
      {module.isView ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 16 }}
          title={t('list.viewOf', { ...module.nouns, module: holder })}
          action={<Link to={module.holderPath}>{t('list.openHolder', { module: holder })}</Link>}
          data-testid="record-view-note"
        />
      ) : null}
      <RecordFilters module={module} params={params} onChange={change} />
      {isBoard ? (
        <>
          <Typography.Paragraph type="secondary">{t('board.intro')}</Typography.Paragraph>
          <RecordBoard module={module} search={params.search} />
        </>
      ) : list.error ? (
        <ErrorState error={list.error} title={t('list.loadFailed', module.nouns)} onRetry={() => void list.mutate()} />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.rows.length === 0 ? (
        <Empty
          style={{ marginBlock: 48 }}
          description={isFiltered ? t('list.noMatches', module.nouns) : <><Typography.Paragraph strong>{t('list.empty', module.nouns)}</Typography.Paragraph><Typography.Paragraph type="secondary">{t('list.emptyText', module.nouns)}</Typography.Paragraph></>}
        >
          {isFiltered ? <Button onClick={() => change({ search: undefined, stage: undefined })}>{t('list.clearFilters')}</Button> : null}
        </Empty>
      ) : (
        <>
          <RecordTable module={module} rows={list.rows} isLoading={list.isLoadingMore} />
          <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockStart: 12 }}>
            <TotalLine shown={list.rows.length} {...(list.total ? { total: list.total } : {})} />
            {list.hasMore ? (
              <Button onClick={list.showMore} loading={list.isLoadingMore} data-testid="record-show-more">
                {t('list.showMore')}
              </Button>
            ) : null}
          </Flex>
        </>
      )}
    </section>
  );
}
