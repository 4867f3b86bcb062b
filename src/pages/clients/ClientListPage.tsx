import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ClientTagsAnswer } from '../../api/client-answers';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTerm } from '../../app/office/use-term';
import { BulkActions } from './BulkActions';
import { CLEARED_FILTERS, isFiltered, readListParams, writeListParams, type ClientListParams } from './client-list-params';
import { ClientFilters } from './ClientFilters';
import { ClientTable } from './ClientTable';
import { ExportButton } from './export/ExportButton';
import { ImportButton } from './import/ImportButton';
import { LeadViewToggle } from './LeadViewToggle';
import { LeadPipeline } from './pipeline/LeadPipeline';
import { useClientList } from './use-client-list';
import { useClientPaths } from './use-client-paths';

/**
 * The client list (/clients) or the lead list (/leads): search, filters, sorting, paging and bulk actions (spec 2 §2);
 * `isSearch` (…/search) puts the cursor in the search box.
 */
export function ClientListPage({ kind, isSearch = false }: { kind: ClientListParams['kind']; isSearch?: boolean }) {
  const { t } = useTranslation('clients');
  const term = useTerm();
  const paths = useClientPaths();
  const vocabulary = { client: term('client'), clients: term('clients') };
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, kind);
  const isPipeline = params.view === 'pipeline';
  const { data, error, isLoading, mutate } = useClientList(params, isPipeline);
  const { data: tagList } = useSWR<ClientTagsAnswer>('/clients/client/tags');
  const [selected, setSelected] = useState<string[]>([]);
  const change = useCallback((changes: Partial<Omit<ClientListParams, 'kind'>>) => {
    setSelected([]);
    // From the address as it is now, not as last rendered: two changes in a row (a search, then the view) both stay.
    setSearch(() => writeListParams(readListParams(new URLSearchParams(window.location.search), kind), changes));
  }, [kind, setSearch]);

  const title = kind === 'lead' ? t('list.leadsTitle') : vocabulary.clients;
  const rows = data?.data ?? [];
  const isEmpty = !isLoading && !error && rows.length === 0;

  return (
    <section aria-labelledby="client-list-title">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="client-list-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{kind === 'lead' ? t('list.leadsIntro') : t('list.intro', vocabulary)}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <ExportButton params={params} />
          <ImportButton />
          <Link to={paths.create(kind)}>
            <Button type="primary" icon={<PlusOutlined />}>
              {kind === 'lead' ? t('list.addLead') : t('list.add', vocabulary)}
            </Button>
          </Link>
        </Flex>
      </Flex>
      {kind === 'lead' ? <LeadViewToggle view={params.view} onChange={(view) => change({ view })} /> : null}
      <ClientFilters isSearchFocused={isSearch} params={params} tags={(tagList?.data ?? []).map((entry) => entry.tag)} onChange={change} />
      <BulkActions selected={selected} params={params} onDone={() => { setSelected([]); void mutate(); }} />
      {isPipeline ? (
        <LeadPipeline params={params} />
      ) : error ? (
        <ErrorState error={error} title={t('list.loadFailed')} onRetry={() => void mutate()} />
      ) : isEmpty ? (
        <Empty
          style={{ marginBlock: 48 }}
          description={isFiltered(params) ? t('list.noMatches') : <><Typography.Paragraph strong>{t('list.empty', vocabulary)}</Typography.Paragraph><Typography.Paragraph type="secondary">{t('list.emptyText', vocabulary)}</Typography.Paragraph></>}
        >
          {isFiltered(params) ? <Button onClick={() => change(CLEARED_FILTERS)}>{t('list.clearFilters')}</Button> : null}
        </Empty>
      ) : (
        <ClientTable params={params} rows={rows} {...(data?.pagination ? { pagination: data.pagination } : {})} isLoading={isLoading} selected={selected} onSelect={setSelected} onChange={change} />
      )}
    </section>
  );
}
