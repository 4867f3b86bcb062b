import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientListParams } from './client-list-params';

/** The leads' two views, list and pipeline, as a choice kept in the address (?view=pipeline). */
export function LeadViewToggle({ view, onChange }: { view: ClientListParams['view']; onChange(view: ClientListParams['view']): void }) {
  const { t } = useTranslation('clients');
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      aria-label={t('pipeline.view')}
      value={view ?? 'list'}
      onChange={(event) => onChange(event.target.value === 'pipeline' ? 'pipeline' : undefined)}
      options={[
        { value: 'list', label: t('pipeline.list') },
        { value: 'pipeline', label: t('pipeline.pipeline') },
      ]}
      style={{ marginBlockEnd: 16 }}
      data-testid="lead-view"
    />
  );
}
