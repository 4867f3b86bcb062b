import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XML_STATUSES } from './xml-api-types';
import { isFiltered, type XmlListParams } from './xml-list-params';

const SEARCH_DELAY_MS = 300;

/** The list's filters: the server's search, status, tags and the upload dates; each change goes back to page 1. */
export function XmlFilters({ params, tags, onChange }: { params: XmlListParams; tags: readonly string[]; onChange(changes: Partial<XmlListParams>): void }) {
  const { t } = useTranslation('xml');
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
  const tagOptions = [...new Set([...tags, ...(params.tags ?? [])])].sort();

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
        style={{ maxWidth: 320 }}
        data-testid="xml-search"
      />
      <Select
        allowClear
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        value={params.status}
        options={XML_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status: status || undefined })}
        style={{ minWidth: 150 }}
        data-testid="xml-status-filter"
      />
      <Select
        mode="multiple"
        allowClear
        aria-label={t('filters.tags')}
        placeholder={t('filters.tags')}
        value={params.tags ?? []}
        options={tagOptions.map((tag) => ({ value: tag, label: tag }))}
        onChange={(chosen: string[]) => onChange({ tags: chosen.length ? chosen : undefined })}
        style={{ minWidth: 160 }}
        data-testid="xml-tags-filter"
      />
      <DatePicker.RangePicker
        aria-label={t('filters.dates')}
        allowEmpty={[true, true]}
        value={[params.dateFrom ? dayjs(params.dateFrom) : null, params.dateTo ? dayjs(params.dateTo) : null]}
        onChange={(range) => onChange({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })}
        data-testid="xml-dates-filter"
      />
      {isFiltered(params) ? (
        <Button type="link" onClick={() => onChange({ q: undefined, status: undefined, tags: undefined, dateFrom: undefined, dateTo: undefined })} data-testid="xml-filters-clear">
          {t('filters.clear')}
        </Button>
      ) : null}
    </Flex>
  );
}
