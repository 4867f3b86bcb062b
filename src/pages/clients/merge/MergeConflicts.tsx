import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MergeValue } from './MergeValue';
import { useMergeFieldLabel } from './use-merge-field-label';
import type { MergeConflict } from './use-merge-preview';

/** The fields whose values differ among the merged records: each with the value kept and the values dropped. */
export function MergeConflicts({ conflicts }: { conflicts: readonly MergeConflict[] }) {
  const { t } = useTranslation('clients');
  const labelOf = useMergeFieldLabel();
  if (conflicts.length === 0) return <Typography.Paragraph type="secondary">{t('merge.noConflicts')}</Typography.Paragraph>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Typography.Paragraph type="secondary">{t('merge.conflictsHint')}</Typography.Paragraph>
      <Table<MergeConflict>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={conflicts as MergeConflict[]}
        data-testid="merge-conflicts"
        columns={[
          { key: 'field', title: t('merge.field'), render: (_, conflict) => <Typography.Text strong>{labelOf(conflict.field)}</Typography.Text> },
          { key: 'kept', title: t('merge.kept'), render: (_, conflict) => <MergeValue field={conflict.field} value={conflict.survivor} /> },
          {
            key: 'discarded',
            title: t('merge.discarded'),
            render: (_, conflict) => (
              <Flex vertical gap={2}>
                {conflict.others.map((value, index) => (
                  <Typography.Text key={index} type="secondary" delete>
                    <MergeValue field={conflict.field} value={value} />
                  </Typography.Text>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </div>
  );
}
