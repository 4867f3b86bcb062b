import { Table, theme, Typography } from 'antd';
import type { TdHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { VISUALLY_HIDDEN } from '../../app/chrome/visually-hidden';
import { formatMoney } from '../../app/money/format-money';
import type { CompareRow, CompareValue } from './compare-rows';

/**
 * One group of the comparison (the key results, or the inputs) as a table: a row per figure or field, a column per
 * simulation. A row whose values differ is tagged in its header and its cells tinted and named so for screen readers;
 * the best value of a row where higher is better is bold and tagged.
 */
export function CompareTable({ group, rows, names }: { group: 'results' | 'inputs'; rows: readonly CompareRow[]; names: readonly string[] }) {
  const { t, i18n } = useTranslation('simulations');
  const { token } = theme.useToken();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const label = (key: string) => (group === 'results' ? t(`results.${key}`) : key === 'horizonYears' ? t('compare.horizonYears') : t(`fields.${key}`));
  const write = (row: CompareRow, value: CompareValue): string => {
    if (value === null) return row.format === 'money' || row.format === 'percent' ? '—' : t('compare.default');
    if (typeof value === 'string') return t(`${{ plan: 'planTypes', employment: 'employmentTypes', gender: 'genders' }[row.format as 'plan'] ?? 'fields'}.${value}`, { defaultValue: value });
    if (row.format === 'money') return formatMoney(value, i18n.language);
    if (row.format === 'percent') return percent.format(value);
    return number.format(value);
  };
  return (
    <Table<CompareRow>
      size="small"
      rowKey="key"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      caption={<Typography.Title level={2} style={{ fontSize: 18, textAlign: 'start' }}>{t(`compare.${group}`)}</Typography.Title>}
      data-testid={`compare-${group}`}
      columns={[
        {
          key: 'label',
          title: t('compare.field'),
          rowScope: 'row',
          render: (_, row) => (
            <>
              {label(row.key)}
              {row.differs ? (
                <ReadableTag color="gold" style={{ marginInlineStart: 8 }} data-testid="compare-differs">
                  {t('compare.differs')}
                </ReadableTag>
              ) : null}
            </>
          ),
        },
        ...names.map((name, index) => ({
          key: String(index),
          title: name,
          onCell: (row: CompareRow) => ({ 'data-differs': row.differs ? 'true' : undefined, 'data-best': row.best.includes(index) ? 'true' : undefined, style: row.differs ? { background: token.colorWarningBg } : undefined }) as TdHTMLAttributes<HTMLTableCellElement>,
          render: (_: unknown, row: CompareRow) => {
            const isBest = row.best.includes(index);
            return (
              <>
                <bdi style={isBest ? { fontWeight: 600 } : undefined}>{write(row, row.values[index] ?? null)}</bdi>
                {row.defaults[index] ? <Typography.Text type="secondary">{` · ${t('compare.default')}`}</Typography.Text> : null}
                {isBest ? (
                  <ReadableTag color="green" style={{ marginInlineStart: 8 }}>
                    {t('compare.best')}
                  </ReadableTag>
                ) : null}
                {row.differs ? <span style={VISUALLY_HIDDEN}>{t('compare.differsHidden')}</span> : null}
              </>
            );
          },
        })),
      ]}
    />
  );
}
