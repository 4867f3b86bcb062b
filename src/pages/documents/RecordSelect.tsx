import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { RecordListAnswer } from '../records/record-types';
import { recordListQuery } from '../records/record-api-paths';

/** One of a module's records, picked by typing part of its title or number (the records list's search). */
export function RecordSelect({ module, value, onChange, placeholder }: { module: string; value?: string; onChange?: (value: string) => void; placeholder: string }) {
  const { t } = useTranslation('documents');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useSWR<RecordListAnswer>(recordListQuery(module, search.trim() ? { search: search.trim() } : {}, null, 20), { keepPreviousData: true });
  const options = (data?.data ?? []).map((record) => ({
    value: record.id,
    label: [record.number, record.title ?? record.id, record.clientName].filter(Boolean).join(' · '),
  }));
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      placeholder={placeholder}
      notFoundContent={t('generate.noRecords')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      data-testid="record-select"
    />
  );
}
