import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerm } from '../../app/office/use-term';
import { CLEARED_FILTERS, isFiltered, type ClientListParams } from './client-list-params';
import { CLIENT_PRIORITIES, CLIENT_STATUSES, LEAD_STATUSES } from '../../api/client-answers';

const SEARCH_DELAY_MS = 300;
const FOLLOW_UPS = ['overdue', 'upcoming', 'none'] as const;

interface ClientFiltersProps {
  params: ClientListParams;
  tags: readonly string[];
  /** The cursor starts in the search box (the …/search screen). */
  isSearchFocused?: boolean;
  onChange(changes: Partial<Omit<ClientListParams, 'kind'>>): void;
}

/** Search and the filters of the client list (status, priority, tag, follow-up; the stage for leads). */
export function ClientFilters({ params, tags, isSearchFocused = false, onChange }: ClientFiltersProps) {
  const { t } = useTranslation('clients');
  const term = useTerm();
  const [search, setSearch] = useState(params.search ?? '');
  // The address changed the search (back, clear filters): the box follows it.
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    setSearch(params.search ?? '');
  }
  useEffect(() => {
    if (search.trim() === (params.search ?? '')) return;
    const timer = setTimeout(() => onChange({ search: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onChange, params.search, search]);

  const select = <K extends 'status' | 'priority' | 'tag' | 'followUp' | 'leadStatus'>(name: K, label: string, options: { value: string; label: string }[]) => (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      value={params[name]}
      options={options}
      onChange={(value?: string) => onChange({ [name]: value || undefined } as Partial<ClientListParams>)}
      style={{ minWidth: 140 }}
      data-testid={`filter-${name}`}
    />
  );

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('filters.label')} style={{ marginBlockEnd: 16 }}>
      <Input.Search autoFocus={isSearchFocused} allowClear value={search} onChange={(event) => setSearch(event.target.value)} onSearch={(value) => onChange({ search: value.trim() || undefined })} placeholder={t('list.search')} aria-label={t('list.search')} style={{ maxWidth: 360 }} maxLength={100} />
      {params.kind === 'lead'
        ? select('leadStatus', t('filters.leadStatus'), LEAD_STATUSES.map((value) => ({ value, label: t(`leadStatus.${value}`) })))
        : select('status', t('filters.status'), CLIENT_STATUSES.map((value) => ({ value, label: term(value) })))}
      {select('priority', t('filters.priority'), CLIENT_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })))}
      {select('tag', t('filters.tag'), tags.map((tag) => ({ value: tag, label: tag })))}
      {select('followUp', t('filters.followUp'), FOLLOW_UPS.map((value) => ({ value, label: t(`followUp.${value}`) })))}
      {isFiltered(params) ? (
        <Button type="link" onClick={() => onChange(CLEARED_FILTERS)}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Flex>
  );
}
