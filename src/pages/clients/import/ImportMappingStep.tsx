import { Alert, Flex, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from './import-api';
import { IMPORT_FIELDS } from './import-fields';
import { mappingProblems, type ImportMapping } from './import-mapping';

const PREVIEW_ROWS = 5;

/** Step 2: which client field each column of the file fills, and the file's first rows to check it against. */
export function ImportMappingStep({ preview, mapping, onChange }: { preview: ImportPreview; mapping: ImportMapping; onChange(mapping: ImportMapping): void }) {
  const { t } = useTranslation('clients');
  const options = [{ value: '', label: t('transfer.skipColumn') }, ...IMPORT_FIELDS.map(([path, key]) => ({ value: path, label: t(`transfer.fields.${key}`) }))];
  const problems = mappingProblems(mapping);

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('transfer.rowCount', { count: preview.rowCount })}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="column"
        dataSource={preview.columns.map((column) => ({ column }))}
        columns={[
          { key: 'column', title: t('transfer.column'), dataIndex: 'column' },
          {
            key: 'field',
            title: t('transfer.field'),
            render: (_value, { column }) => (
              <Select
                aria-label={column}
                value={mapping[column] ?? ''}
                options={options}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 200 }}
                onChange={(path: string) => onChange({ ...mapping, [column]: path === '' ? null : path })}
              />
            ),
          },
        ]}
      />
      {problems.map((problem) => (
        <Alert key={problem} type="warning" showIcon title={t(`transfer.${problem}`)} />
      ))}
      <Typography.Title level={5} style={{ marginBlock: 0 }}>
        {t('transfer.preview')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="key"
        dataSource={preview.sampleRows.slice(0, PREVIEW_ROWS).map((cells, index) => ({ key: String(index), cells }))}
        columns={preview.columns.map((column) => ({ key: column, title: column, render: (_value: unknown, { cells }: { cells: Record<string, string> }) => cells[column] ?? '' }))}
      />
    </Flex>
  );
}
