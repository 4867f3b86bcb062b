import { Flex, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import type { RecordListParams } from './record-api-paths';
import type { RecordModule } from './use-record-module';

interface RecordFiltersProps {
  module: RecordModule;
  params: RecordListParams;
  onChange(changes: Partial<RecordListParams>): void;
}

/** The list's search, its stage filter and the list/board switch (both only for a collection with a workflow). */
export function RecordFilters({ module, params, onChange }: RecordFiltersProps) {
  const { t, i18n } = useTranslation('records');
  const { workflow } = module.collection;
  return (
    <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 16 }}>
      <Input.Search
        key={params.search ?? ''}
        defaultValue={params.search}
        allowClear
        aria-label={t('list.searchLabel', module.nouns)}
        placeholder={t('list.searchPlaceholder')}
        onSearch={(value) => onChange({ search: value.trim() || undefined })}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
        data-testid="record-search"
      />
      {workflow ? (
        <Select
          aria-label={t('list.stageLabel')}
          value={params.stage ?? ''}
          onChange={(stage: string) => onChange({ stage: stage || undefined })}
          options={[{ value: '', label: t('list.allStages') }, ...workflow.stages.map((stage) => ({ value: stage.id, label: pickText(stage.name, i18n.language) }))]}
          style={{ minWidth: 180 }}
          data-testid="record-stage-filter"
        />
      ) : null}
      {workflow ? (
        <Segmented
          aria-label={t('list.viewLabel')}
          value={params.view ?? 'list'}
          onChange={(view) => onChange({ view: view === 'board' ? 'board' : undefined })}
          options={[{ value: 'list', label: t('list.viewList') }, { value: 'board', label: t('list.viewBoard') }]}
          data-testid="record-view-toggle"
        />
      ) : null}
    </Flex>
  );
}
