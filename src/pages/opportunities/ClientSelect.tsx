import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ClientShortList } from '../../api/client-answers';

/** A client picked by typing part of a name (the API's client search); `initial` labels the one already chosen. */
export function ClientSelect({ id, value, onChange, initial }: { id?: string; value?: string; onChange?: (value: string) => void; initial?: { id: string; name: string } }) {
  const { t } = useTranslation('opportunities');
  const [term, setTerm] = useState('');
  const { data, isLoading } = useSWR<ClientShortList>(term.trim() ? `/clients/client/search?searchTerm=${encodeURIComponent(term.trim())}` : null, { keepPreviousData: true });
  const found = (data?.data ?? []).map((client) => ({ value: client.id, label: `${client.firstName} ${client.lastName}` }));
  const options = initial && !found.some((option) => option.value === initial.id) ? [{ value: initial.id, label: initial.name }, ...found] : found;
  return (
    <Select
      {...(id ? { id } : {})}
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      placeholder={t('form.clientSearch')}
      notFoundContent={term.trim() ? t('form.noClients') : null}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      data-testid="client-select"
    />
  );
}
