import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryParams } from './library-params';
import { useDocumentStages } from './use-document-stages';
import type { LibraryTypeOption } from './use-library-types';

const SEARCH_DELAY_MS = 300;

interface LibraryFiltersProps {
  params: LibraryParams;
  types: readonly LibraryTypeOption[];
  tags: readonly string[];
  onChange(changes: Partial<LibraryParams>): void;
}

/** The library's search (the server's, inside the files too), its type and its tag filter, and its stage where the office runs a document workflow. */
export function LibraryFilters({ params, types, tags, onChange }: LibraryFiltersProps) {
  const { t } = useTranslation('documents');
  const stages = useDocumentStages();
  const [search, setSearch] = useState(params.q ?? '');
  // The address changed the words (back, clear): the box follows it.
  const [shown, setShown] = useState(params.q);
  if (shown !== params.q) {
    setShown(params.q);
    setSearch(params.q ?? '');
  }
  useEffect(() => {
    if (search.trim() === (params.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onChange, params.q, search]);
  const isFiltered = Boolean(params.q || params.type || params.tag || params.status || params.stage);

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('filters.label')} style={{ marginBlockEnd: 16 }}>
      <Input.Search
        allowClear
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value.trim() || undefined })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        style={{ maxWidth: 360 }}
        data-testid="library-search"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('filters.type')}
        placeholder={t('filters.type')}
        value={params.type}
        options={types.map((type) => ({ value: type.value, label: type.label }))}
        onChange={(type?: string) => onChange({ type: type || undefined })}
        style={{ minWidth: 160 }}
        data-testid="library-type-filter"
      />
      <Select
        allowClear
        aria-label={t('filters.tag')}
        placeholder={t('filters.tag')}
        value={params.tag}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        onChange={(tag?: string) => onChange({ tag: tag || undefined })}
        style={{ minWidth: 140 }}
        data-testid="library-tag-filter"
      />
      {stages.length > 0 ? (
        <Select
          allowClear
          aria-label={t('filters.stage')}
          placeholder={t('filters.stage')}
          value={params.stage}
          options={stages}
          onChange={(stage?: string) => onChange({ stage: stage || undefined })}
          style={{ minWidth: 140 }}
          data-testid="library-stage-filter"
        />
      ) : null}
      {isFiltered ? (
        <Button type="link" onClick={() => onChange({ q: undefined, type: undefined, tag: undefined, status: undefined, stage: undefined })}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Flex>
  );
}
